/// Where a progress falls in keyframes: on value `index`, or `u` (eased) of the way from value
/// `index` to the next, blended straight or along the Catmull-Rom spline.
@usableFromInline struct KeyframePosition {
    @usableFromInline enum Blend { case none, linear, spline }
    @usableFromInline var index: Int
    @usableFromInline var u: Double
    @usableFromInline var blend: Blend

    @inlinable init(index: Int, u: Double = 0, blend: Blend = .none) {
        self.index = index
        self.u = u
        self.blend = blend
    }
}
