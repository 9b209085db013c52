/// Resetting a frame to its base before sampling writes the tracks' values into it.
extension MotionFrame {
    /// Copies `other`'s values into this frame's existing storage, so the arrays are never replaced
    /// (and never reallocated) when they already have the same size.
    public mutating func assign(from other: MotionFrame) {
        assign(from: other, overwriting: PropertyMask())
    }

    /// `assign(from:)` before tracks write the properties in `written`: from the second sample on
    /// such an array is the frame's own and holds the last sample's values, so it is copied from
    /// `other` element by element without comparing first (it differs wherever a track moved). The
    /// other arrays are compared first, as `assign(from:)` does.
    /// `rewritten`: properties whose every node sampling writes whatever the time (a track's value, or
    /// the base's where no track is in effect; `SamplingPlan.coveredProperties`). Their arrays are
    /// left as they are when they have the right size: each element is written next.
    ///
    /// Inlined into sampling, which calls it for every sample: when this frame was last reset from
    /// `other` (the same identity) and nothing but sampling wrote it since, only what that sampling
    /// wrote can differ from `other`, so the other arrays are not even compared. Otherwise every array
    /// is compared with `other`'s, out of line.
    @inline(__always)
    mutating func assign(from other: MotionFrame, overwriting written: PropertyMask, rewritten: PropertyMask = PropertyMask()) {
        // Identities compared as addresses: `===` would retain and release both.
        if let base = resetBase.map(ObjectIdentifier.init), base == ObjectIdentifier(other.identity) {
            // Written then or to be written now, and not written again at every node next.
            var stale = resetWritten.union(written)
            stale.subtract(rewritten)
            if !stale.isEmpty { arrays.reset(from: other.arrays, only: stale, overwriting: written, rewritten: rewritten) }
            resetWritten = written
        } else {
            resetEverything(from: other, overwriting: written, rewritten: rewritten)
        }
        takeOwnIdentity()
    }

    /// `assign(from:overwriting:rewritten:)` for a frame that does not know what it holds: every array
    /// compared with `other`'s.
    @inline(never)
    private mutating func resetEverything(from other: MotionFrame, overwriting written: PropertyMask, rewritten: PropertyMask) {
        if other.nodeCount == nodeCount {
            arrays.reset(from: other.arrays, only: .all, overwriting: written, rewritten: rewritten)
        } else {
            self = other
        }
        resetBase = other.identity
        resetWritten = written
    }
}

extension MotionFrame.PropertyArrays {
    /// Makes the arrays of the properties in `only` hold `other`'s values (see
    /// `MotionFrame.assign(from:overwriting:rewritten:)`); both have the same node count.
    @inline(never)
    mutating func reset(from other: Self, only: PropertyMask, overwriting written: PropertyMask, rewritten: PropertyMask) {
        if only.contains(.strokeStart) { Self.copy(other.strokeStart, into: &strokeStart, .strokeStart, written, rewritten) }
        if only.contains(.strokeEnd) { Self.copy(other.strokeEnd, into: &strokeEnd, .strokeEnd, written, rewritten) }
        if only.contains(.trimOffset) { Self.copy(other.trimOffset, into: &trimOffset, .trimOffset, written, rewritten) }
        if only.contains(.opacity) { Self.copy(other.opacity, into: &opacity, .opacity, written, rewritten) }
        if only.contains(.position) { Self.copy(other.position, into: &position, .position, written, rewritten) }
        if only.contains(.anchor) { Self.copy(other.anchor, into: &anchor, .anchor, written, rewritten) }
        if only.contains(.scale) { Self.copy(other.scale, into: &scale, .scale, written, rewritten) }
        if only.contains(.rotation) { Self.copy(other.rotation, into: &rotation, .rotation, written, rewritten) }
        if only.contains(.strokeColor) { Self.copy(other.strokeColor, into: &strokeColor, .strokeColor, written, rewritten) }
        if only.contains(.fillColor) { Self.copy(other.fillColor, into: &fillColor, .fillColor, written, rewritten) }
        if only.contains(.lineWidth) { Self.copy(other.lineWidth, into: &lineWidth, .lineWidth, written, rewritten) }
        if only.contains(.shadowColor) { Self.copy(other.shadowColor, into: &shadowColor, .shadowColor, written, rewritten) }
        if only.contains(.shadowOpacity) { Self.copy(other.shadowOpacity, into: &shadowOpacity, .shadowOpacity, written, rewritten) }
        if only.contains(.shadowOffset) { Self.copy(other.shadowOffset, into: &shadowOffset, .shadowOffset, written, rewritten) }
        if only.contains(.shadowBlur) { Self.copy(other.shadowBlur, into: &shadowBlur, .shadowBlur, written, rewritten) }
        if only.contains(.dashPhase) { Self.copy(other.dashPhase, into: &dashPhase, .dashPhase, written, rewritten) }
        // Checked here, so the common case (storage shared with the base) makes no call.
        if only.contains(.path), !path.sharesStorage(with: other.path) { Self.copyPaths(other.path, into: &path) }
        if only.contains(.fillGradient), !fillGradient.sharesStorage(with: other.fillGradient) {
            Self.copyGradients(other.fillGradient, into: &fillGradient)
        }
        if only.contains(.strokeGradient), !strokeGradient.sharesStorage(with: other.strokeGradient) {
            Self.copyGradients(other.strokeGradient, into: &strokeGradient)
        }
    }

    /// Makes `target` hold `source`'s paths (an array not sharing the source's: sharing it copies
    /// nothing). Once the target has its own array (a morph wrote into it), each path that is not the source's own
    /// value is overwritten point by point, so the storage a morph writes into is kept.
    private static func copyPaths(_ source: [MotionPath], into target: inout [MotionPath]) {
        guard source.count == target.count else {
            target = source
            return
        }
        for i in source.indices where !target[i].sharesStorage(with: source[i]) {
            target[i].assignPoints(from: source[i])
        }
    }

    /// Makes `target` hold `source`'s gradients, as `copyPaths` does paths: sharing the source's
    /// array copies nothing (and an array already shared is not assigned again, which would retain
    /// and release it); once the target has its own array (a gradient track wrote into it), each
    /// gradient is overwritten stop by stop, so the stops an animated gradient writes into are kept.
    private static func copyGradients(_ source: [MotionGradient], into target: inout [MotionGradient]) {
        guard source.count == target.count else {
            target = source
            return
        }
        for i in source.indices where target[i] != source[i] { target[i].assignStops(from: source[i]) }
    }

    /// Makes `target` hold `source`'s elements (plain numbers, compared by their bytes). An array
    /// that already holds them is not written: a write checks the array's uniqueness first, and from
    /// the second sample on most of a frame still holds its base's values (only animated properties
    /// differ) or even shares its base's storage.
    /// `property` in `written`: a track writes the array, so it is copied without comparing (`overwrite`);
    /// in `rewritten`: every element is written next, so an array of the right size is left alone.
    @inline(__always)
    private static func copy<Element>(_ source: [Element], into target: inout [Element], _ property: MotionProperty,
                                      _ written: PropertyMask, _ rewritten: PropertyMask) {
        // Shared storage first, in line (two loads and a comparison): most arrays of a frame are its
        // base's own from the second sample on. The rest out of line, so that resetting a frame stays
        // short enough for sampling to keep its values in registers.
        if target.sharesStorage(with: source) { return }
        if rewritten.contains(property), target.count == source.count { return }
        copyUnshared(source, into: &target, overwriting: written.contains(property))
    }

    /// `copy(_:into:overwriting:)` for arrays that do not share storage.
    @inline(never)
    private static func copyUnshared<Element>(_ source: [Element], into target: inout [Element], overwriting: Bool) {
        if overwriting {
            overwrite(source, into: &target)
        } else {
            copyElements(source, into: &target)
        }
    }

    /// Copies `source`'s elements over `target`'s without comparing: an array a track writes.
    @inline(__always)
    private static func overwrite<Element>(_ source: [Element], into target: inout [Element]) {
        guard source.count == target.count else {
            target = source
            return
        }
        // An element loop, not `update(from:count:)`: that calls memcpy, which costs more than the
        // copy for the one or two nodes a control has.
        target.withUnsafeMutableBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                for i in from.indices { to[i] = from[i] }
            }
        }
    }

    /// Copies `source`'s elements over `target`'s unless they are the same bytes already.
    @inline(__always)
    private static func copyElements<Element>(_ source: [Element], into target: inout [Element]) {
        guard source.count == target.count else {
            target = source
            return
        }
        let same = source.withUnsafeBytes { from in
            target.withUnsafeBytes { to in
                var offset = 0
                while offset + 8 <= from.count {
                    if from.load(fromByteOffset: offset, as: UInt64.self) != to.load(fromByteOffset: offset, as: UInt64.self) {
                        return false
                    }
                    offset += 8
                }
                while offset < from.count {
                    if from[offset] != to[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
        if same { return }
        target.withUnsafeMutableBufferPointer { to in
            source.withUnsafeBufferPointer { from in
                for i in from.indices { to[i] = from[i] }
            }
        }
    }
}
