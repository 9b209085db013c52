/// "Did you mean" search: the candidate with the smallest edit distance,
/// if it is close enough to be a plausible typo.
public enum Suggest {
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars))
            if best == nil || d < best!.1 || (d == best!.1 && candidate < best!.0) {
                best = (candidate, d)
            }
        }
        guard let (candidate, d) = best else { return nil }
        // Allow about one edit per three characters, at least one.
        let limit = max(1, min(target.count, candidate.count) / 3)
        return d <= limit ? candidate : nil
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cur[j] = min(cur[j], prev2[j - 2] + 1)
                }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
