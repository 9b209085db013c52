/// The fixed-seed batch's specs that fail today, each with the targets it fails in and the open
/// finding in `specs/backends.md` that explains it (lottie-web, the third renderer, is compared with
/// the same pixels as rlottie and ThorVG, so it fails with them). A failure of one of these in those targets is a
/// known issue (reported, not failing the run); any other failure fails it, and so does every
/// failure under `MOTIONSPEC_RANDOM_STRICT=1` (`.ci/random-specs`). Remove an entry with its fix.
enum RandomSpecKnownFailures {
    typealias Table = [UInt64: (targets: Set<ConformanceTarget>, findings: String)]

    static let bySeed: Table = [:]

    /// What the seeds' loops and reverses add to the failures above (the generator draws them from a
    /// stream of their own, so a seed's other motion is what `bySeed` describes).
    static let byLoopsAndReverses: Table = [:]

    /// The findings that explain `targets` failing for `seed`, or nil when that is not a known failure;
    /// `tables`: the known failures (the two above).
    static func findings(seed: UInt64, failing targets: Set<ConformanceTarget>, strict: Bool,
                         tables: [Table] = [bySeed, byLoopsAndReverses]) -> String? {
        let known = tables.compactMap { $0[seed] }
        let explained = known.reduce(into: Set<ConformanceTarget>()) { $0.formUnion($1.targets) }
        guard !strict, !known.isEmpty, targets.isSubset(of: explained) else { return nil }
        return known.map(\.findings).joined(separator: "; ")
    }
}
