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

extension MotionFrame {
    /// Writes `base`'s value of `property` at `node` (a number, point or colour; paths and gradients
    /// are left alone): where a track that rewrites its node on every sample is not in effect.
    @inline(never)
    mutating func restore(_ property: MotionProperty, _ node: Int, from base: MotionFrame) {
        switch property {
        case .strokeStart: strokeStart[node] = base.strokeStart[node]
        case .strokeEnd: strokeEnd[node] = base.strokeEnd[node]
        case .trimOffset: trimOffset[node] = base.trimOffset[node]
        case .opacity: opacity[node] = base.opacity[node]
        case .position: position[node] = base.position[node]
        case .anchor: anchor[node] = base.anchor[node]
        case .scale: scale[node] = base.scale[node]
        case .rotation: rotation[node] = base.rotation[node]
        case .strokeColor: strokeColor[node] = base.strokeColor[node]
        case .fillColor: fillColor[node] = base.fillColor[node]
        case .lineWidth: lineWidth[node] = base.lineWidth[node]
        case .shadowColor: shadowColor[node] = base.shadowColor[node]
        case .shadowOpacity: shadowOpacity[node] = base.shadowOpacity[node]
        case .shadowOffset: shadowOffset[node] = base.shadowOffset[node]
        case .shadowBlur: shadowBlur[node] = base.shadowBlur[node]
        case .dashPhase: dashPhase[node] = base.dashPhase[node]
        case .path, .fillGradient, .strokeGradient: break
        }
    }
}
