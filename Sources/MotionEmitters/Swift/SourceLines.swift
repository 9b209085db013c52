import MotionDiagnostics

/// Line numbers for generated comments, from the spec's line starts (`EmitOptions.sourceLineStarts`).
struct SourceLines {
    let starts: [Int]

    /// The 1-based line holding byte `offset`, or nil when the line table is unknown.
    func line(of span: SourceSpan) -> Int? {
        guard !starts.isEmpty else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= span.start { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// "line 12" or "" when unknown, for doc comments.
    func cite(_ span: SourceSpan) -> String {
        line(of: span).map { "line \($0)" } ?? "the spec"
    }
}
