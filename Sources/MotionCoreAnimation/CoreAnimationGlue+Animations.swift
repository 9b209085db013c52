#if canImport(QuartzCore)
import MotionRuntime
import QuartzCore

@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
extension CoreAnimationGlue {
    /// One animation per animated node: the transition's groups and that node's tracks, as
    /// `CAAnimationGroup`s and `CAKeyframeAnimation`s. The outermost group begins at `beginTime`
    /// (in the layers' time) plus the transition's own begin. `designSize` maps anchors to
    /// `anchorPoint`s.
    public static func animations<State>(for transition: MotionTransition<State>, designSize: MotionRect,
                                         beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
        animations(root: transition.root, tracks: transition.timeline.tracks, base: transition.base, designSize: designSize,
                   beginTime: beginTime) { node in
            sampledAnimation(transition, node: node, designSize: designSize, beginTime: beginTime)
        }
    }

    /// One animation per node `tracks` animate: `root`'s groups and the node's tracks, or `sampled(node)`
    /// for a node Core Animation cannot animate from the tree (`nodesToSample`).
    static func animations(root: MotionTrackGroup, tracks: [MotionTrack], base: MotionFrame, designSize: MotionRect,
                           beginTime: CFTimeInterval, sampled: (Int) -> CAAnimation) -> [(node: Int, animation: CAAnimation)] {
        var result: [(node: Int, animation: CAAnimation)] = []
        let toSample = nodesToSample(root)
        for node in Set(tracks.map(\.node)).sorted() {
            if toSample.contains(node) {
                result.append((node, sampled(node)))
                continue
            }
            var trackIndex = 0
            guard let group = animationGroup(root, node: node, tracks: tracks, base: base, designSize: designSize,
                                             trackIndex: &trackIndex) else { continue }
            group.beginTime = beginTime + root.timing.begin
            result.append((node, group))
        }
        return result
    }

    /// The nodes Core Animation cannot animate from the tree as is: one with a track inside a
    /// group whose timing function is `steps()` or a spring (a group has one curve, and Core
    /// Animation has neither), or one whose anchor moves (its layer position moves with it).
    static func nodesToSample(_ root: MotionTrackGroup) -> Set<Int> {
        var nodes = Set<Int>()
        func visit(_ group: MotionTrackGroup, inexpressible: Bool) {
            let here: Bool
            switch group.timingFunction {
            case .steps, .spring: here = true
            case .linear, .cubicBezier: here = inexpressible
            }
            for child in group.children {
                switch child {
                case .track(let track):
                    if here || track.property == .anchor { nodes.insert(track.node) }
                case .group(let nested):
                    visit(nested, inexpressible: here)
                }
            }
        }
        visit(root, inexpressible: false)
        return nodes
    }

    /// Node `node`'s animated properties sampled from the runtime (`transition.frame(at:)`) at 240
    /// points over the transition, as linear keyframes: a group of them lasting the transition.
    static func sampledAnimation<State>(_ transition: MotionTransition<State>, node: Int, designSize: MotionRect,
                                        beginTime: CFTimeInterval) -> CAAnimationGroup {
        sampledAnimation(node: node, tracks: transition.timeline.tracks, duration: transition.duration, repeatCount: 1,
                         designSize: designSize, beginTime: beginTime, frame: transition.frame(at:))
    }

    /// Node `node`'s properties that `tracks` animate, sampled from `frame` at 240 points over
    /// `duration` as linear keyframes: a group of them lasting `duration`, played `repeatCount` times.
    static func sampledAnimation(node: Int, tracks: [MotionTrack], duration: Double, repeatCount: Float, designSize: MotionRect,
                                 beginTime: CFTimeInterval, frame: (Double) -> MotionFrame) -> CAAnimationGroup {
        let count = 240
        let times = (0...count).map { Double($0) / Double(count) }
        let frames = times.map { frame($0 * duration) }
        var properties: [MotionProperty] = []
        for track in tracks where track.node == node && !properties.contains(track.property) {
            properties.append(track.property)
        }
        // The layer's position includes the anchor: both move when either does.
        if properties.contains(.anchor) && !properties.contains(.position) { properties.append(.position) }
        var children: [CAAnimation] = []
        for property in properties {
            for keyPath in keyPaths(property, designSize: designSize) {
                children.append(sampledKeyframes(keyPath.path, times: times, duration: duration, values: frames.map { frame in
                    var value = frame[property, node]
                    if property == .position, let p = value.point { value = .point(p + frame.anchor[node]) }
                    return keyPath.value(value)
                }))
            }
        }
        return sampledGroup(children, beginTime: beginTime, duration: duration, repeatCount: repeatCount)
    }

    /// Samples at `times` (fractions of `duration`) as linear keyframes on `path`, held at the end.
    static func sampledKeyframes(_ path: String, times: [Double], duration: Double, values: [Any]) -> CAKeyframeAnimation {
        let keyframe = CAKeyframeAnimation(keyPath: path)
        keyframe.values = values
        keyframe.keyTimes = times.map { NSNumber(value: $0) }
        keyframe.calculationMode = .linear
        keyframe.duration = duration
        keyframe.repeatCount = 1
        keyframe.fillMode = .forwards
        keyframe.isRemovedOnCompletion = false
        return keyframe
    }

    /// Sampled keyframes together: a group lasting `duration` from `beginTime`, played `repeatCount` times.
    static func sampledGroup(_ children: [CAAnimation], beginTime: CFTimeInterval, duration: Double, repeatCount: Float) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        group.beginTime = beginTime
        group.duration = duration
        group.repeatCount = repeatCount
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        return group
    }

    /// `group` with only `node`'s tracks (nil when it has none); `trackIndex` walks the flattened
    /// tracks (retargeted) in tree order.
    static func animationGroup(_ group: MotionTrackGroup, node: Int, tracks: [MotionTrack], base: MotionFrame, designSize: MotionRect,
                               trackIndex: inout Int) -> CAAnimationGroup? {
        var children: [CAAnimation] = []
        for child in group.children {
            switch child {
            case .track:
                guard trackIndex < tracks.count else { return nil }
                let track = tracks[trackIndex]
                trackIndex += 1
                if track.node == node { children += animations(for: track, base: base, designSize: designSize) }
            case .group(let nested):
                if let nestedGroup = animationGroup(nested, node: node, tracks: tracks, base: base, designSize: designSize,
                                                    trackIndex: &trackIndex) {
                    children.append(nestedGroup)
                }
            }
        }
        guard !children.isEmpty else { return nil }
        let animation = CAAnimationGroup()
        animation.animations = children
        applyTiming(group.timing, to: animation)
        animation.timingFunction = mediaTimingFunction(group.timingFunction)
        return animation
    }

    /// One track as Core Animation animations (two for a two-axis scale). `base` is the model the
    /// layers show (`apply`), whose anchor the layer's position includes.
    static func animations(for track: MotionTrack, base: MotionFrame, designSize: MotionRect) -> [CAAnimation] {
        let keyframes = track.keyframes
        // A position animates the layer's position, which is p + anchor.
        let anchor = track.property == .position && track.node < base.nodeCount ? base.anchor[track.node] : .zero
        let values = keyframes.values.map { value -> MotionValue in
            if track.property == .position, let p = value.point { return .point(p + anchor) }
            return value
        }
        return keyPaths(track.property, designSize: designSize).map { keyPath in
            let animation: CAPropertyAnimation
            if let spring = singleSpring(keyframes) {
                let springAnimation = CASpringAnimation(keyPath: keyPath.path)
                springAnimation.mass = CGFloat(spring.mass)
                springAnimation.stiffness = CGFloat(spring.stiffness)
                springAnimation.damping = CGFloat(spring.damping)
                springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
                springAnimation.fromValue = keyPath.value(values[0])
                springAnimation.toValue = keyPath.value(values[1])
                animation = springAnimation
            } else if needsSampling(keyframes) {
                // Core Animation has no steps() and no spring per keyframe segment: sample the
                // runtime's keyframes at 240 points per pass into linear keyframes.
                let keyframe = CAKeyframeAnimation(keyPath: keyPath.path)
                let count = 240
                let times = (0...count).map { Double($0) / Double(count) }
                keyframe.values = times.map { t in
                    var value = keyframes.value(at: t, duration: track.timing.duration) ?? values[0]
                    if track.property == .position, let p = value.point { value = .point(p + anchor) }
                    return keyPath.value(value)
                }
                keyframe.keyTimes = times.map { NSNumber(value: $0) }
                keyframe.calculationMode = .linear
                animation = keyframe
            } else {
                let keyframe = CAKeyframeAnimation(keyPath: keyPath.path)
                keyframe.values = values.map(keyPath.value)
                keyframe.keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
                keyframe.calculationMode = calculationMode(keyframes.mode)
                let segments = Swift.max(values.count - 1, 0)
                if !keyframes.timingFunctions.isEmpty, segments > 0 {
                    keyframe.timingFunctions = (0..<segments).map { segment in
                        mediaTimingFunction(keyframes.timingFunction(segment: segment))
                    }
                }
                animation = keyframe
            }
            applyTiming(track.timing, to: animation)
            return animation
        }
    }

    /// The spring of a two-value track whose one segment is a spring.
    static func singleSpring(_ keyframes: MotionKeyframes<MotionValue>) -> MotionSpring? {
        guard keyframes.values.count == 2, keyframes.mode != .discrete, keyframes.mode != .paced,
              keyframes.timingFunctions.count == 1, case .spring(let spring) = keyframes.timingFunctions[0] else { return nil }
        return spring
    }

    static func needsSampling(_ keyframes: MotionKeyframes<MotionValue>) -> Bool {
        guard keyframes.mode != .paced, keyframes.mode != .discrete else { return false }
        return keyframes.timingFunctions.contains { function in
            switch function {
            case .spring, .steps: return true
            case .linear, .cubicBezier: return false
            }
        }
    }

    static func applyTiming(_ timing: MotionTiming, to animation: CAAnimation) {
        animation.beginTime = timing.begin
        animation.duration = timing.duration
        animation.repeatCount = Float(timing.repeatCount)
        animation.autoreverses = timing.autoreverses
        switch timing.fill {
        case .none: animation.fillMode = .removed
        case .forwards: animation.fillMode = .forwards
        case .backwards: animation.fillMode = .backwards
        case .both: animation.fillMode = .both
        }
        animation.isRemovedOnCompletion = false
    }
}
#endif
