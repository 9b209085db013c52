/// Typed writes for sampling: a value goes straight into its property's array, with no
/// `MotionValue` made and matched. A property of another kind is left alone.
extension MotionFrame {
    @inline(__always)
    mutating func setScalar(_ value: Double, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .strokeStart: arrays.strokeStart[node] = value
        case .strokeEnd: arrays.strokeEnd[node] = value
        case .trimOffset: arrays.trimOffset[node] = value
        case .opacity: arrays.opacity[node] = value
        case .rotation: arrays.rotation[node] = value
        case .lineWidth: arrays.lineWidth[node] = value
        case .shadowOpacity: arrays.shadowOpacity[node] = value
        case .shadowBlur: arrays.shadowBlur[node] = value
        case .dashPhase: arrays.dashPhase[node] = value
        default: break
        }
    }

    @inline(__always)
    mutating func setPoint(_ value: MotionPoint, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .position: arrays.position[node] = value
        case .anchor: arrays.anchor[node] = value
        case .scale: arrays.scale[node] = value
        case .shadowOffset: arrays.shadowOffset[node] = value
        default: break
        }
    }

    @inline(__always)
    mutating func setColor(_ value: MotionColor, _ property: MotionProperty, _ node: Int) {
        switch property {
        case .strokeColor: arrays.strokeColor[node] = value
        case .fillColor: arrays.fillColor[node] = value
        case .shadowColor: arrays.shadowColor[node] = value
        default: break
        }
    }
}
