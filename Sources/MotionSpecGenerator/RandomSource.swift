/// A seeded source of random numbers (SplitMix64): the same seed gives the same specs on every
/// machine and toolchain, which `SystemRandomNumberGenerator` does not.
public struct RandomSource: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A number in 0..<1 with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A number in `range`, rounded to `places` decimals (short numbers keep specs readable and shrinkable).
    public mutating func number(_ range: ClosedRange<Double>, places: Int = 2) -> Double {
        let x = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        return RandomValue.rounded(x, places: places)
    }

    /// One of `items` (which must not be empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
