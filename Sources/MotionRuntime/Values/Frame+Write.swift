/// Typed writes for sampling: a value goes straight into its property's array, with no
/// `MotionValue` made and matched. A property of another kind is left alone.
extension MotionFrame {
    @inline(__always)
    mutating func setScalar(_ value: Double, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .strokeStart: strokeStart[node] = value
        case .strokeEnd: strokeEnd[node] = value
        case .trimOffset: trimOffset[node] = value
        case .opacity: opacity[node] = value
        case .rotation: rotation[node] = value
        case .lineWidth: lineWidth[node] = value
        case .shadowOpacity: shadowOpacity[node] = value
        case .shadowBlur: shadowBlur[node] = value
        case .dashPhase: dashPhase[node] = value
        default: break
        }
    }

    @inline(__always)
    mutating func setPoint(_ value: MotionPoint, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .position: position[node] = value
        case .anchor: anchor[node] = value
        case .scale: scale[node] = value
        case .shadowOffset: shadowOffset[node] = value
        default: break
        }
    }

    @inline(__always)
    mutating func setColor(_ value: MotionColor, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .strokeColor: strokeColor[node] = value
        case .fillColor: fillColor[node] = value
        case .shadowColor: shadowColor[node] = value
        default: break
        }
    }
}
