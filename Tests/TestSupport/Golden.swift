import Foundation
import Testing

/// Golden files: generated text compared with a checked-in copy.
///
/// - `MOTIONSPEC_RECORD_GOLDENS=1` writes every golden with what the test produced (and passes):
///   recording is always an explicit request;
/// - otherwise a missing golden fails, so no run passes on a golden nobody checked in;
/// - a mismatch fails with a unified-style diff of the first differing lines.
public enum Golden {
    public enum Outcome: Equatable, Sendable {
        case matched
        case recorded
        case missing
        case mismatched(diff: String)
    }

    /// Compares `text` with the file at `url`, or writes it there when `record` is set.
    public static func check(_ text: String, at url: URL, record: Bool) -> Outcome {
        let existing = try? Data(contentsOf: url)
        if record {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                return .mismatched(diff: "cannot record \(url.path): \(error)")
            }
            return .recorded
        }
        guard let existing else { return .missing }
        let expected = String(decoding: existing, as: UTF8.self)
        if existing == Data(text.utf8) { return .matched }
        return .mismatched(diff: unifiedDiff(expected: expected, actual: text, path: url.lastPathComponent))
    }

    /// A unified-style diff of the first region where the texts differ: `---`/`+++` headers, one
    /// `@@ -a,b +c,d @@` hunk with up to `context` unchanged lines around at most `limit` changed
    /// lines per side, then a line saying how many differing lines were left out.
    public static func unifiedDiff(expected: String, actual: String, path: String, context: Int = 3, limit: Int = 20) -> String {
        let old = lines(expected), new = lines(actual)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let removed = Array(old[prefix..<(old.count - suffix)])
        let added = Array(new[prefix..<(new.count - suffix)])
        let before = Array(old[max(0, prefix - context)..<prefix])
        let after = Array(old[(old.count - suffix)..<min(old.count, old.count - suffix + context)])
        let shownRemoved = Array(removed.prefix(limit)), shownAdded = Array(added.prefix(limit))
        let start = prefix - before.count
        let oldCount = before.count + shownRemoved.count + (removed.count > limit ? 0 : after.count)
        let newCount = before.count + shownAdded.count + (added.count > limit ? 0 : after.count)
        var out = "--- \(path) (golden)\n+++ \(path) (actual)\n"
        out += "@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@\n"
        for line in before { out += " \(line)\n" }
        for line in shownRemoved { out += "-\(line)\n" }
        for line in shownAdded { out += "+\(line)\n" }
        if removed.count > limit || added.count > limit {
            out += "… \(max(0, removed.count - limit)) more removed and \(max(0, added.count - limit)) more added lines not shown\n"
        } else {
            for line in after { out += " \(line)\n" }
        }
        return out
    }

    /// Lines without their terminators; a final line without a newline is marked, so a missing
    /// trailing newline shows in the diff.
    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() } else if !result.isEmpty { result[result.count - 1] += "⏎ (no newline at end)" }
        return result
    }
}

/// Compares `text` with the golden file at `path` (relative to the repository root), recording it
/// only on request (`MOTIONSPEC_RECORD_GOLDENS=1`); see `Golden`.
public func assertGolden(_ text: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let record = ProcessInfo.processInfo.environment["MOTIONSPEC_RECORD_GOLDENS"] == "1"
    let outcome = Golden.check(text, at: Repository.url(path), record: record)
    switch outcome {
    case .matched, .recorded:
        break
    case .missing:
        Issue.record("missing golden \(path): record it with MOTIONSPEC_RECORD_GOLDENS=1, read it and check it in",
                     sourceLocation: sourceLocation)
    case .mismatched(let diff):
        Issue.record("\(path) differs from the golden (MOTIONSPEC_RECORD_GOLDENS=1 re-records it):\n\(diff)",
                     sourceLocation: sourceLocation)
    }
}
