import Foundation
import TestSupport

/// A target's refusal of a spec (MS3011): allowed only for a feature `specs/backends.md` marks unsupported
/// for that target. The table is the authority: a refusal is matched to its feature row by what it says,
/// and that row's cell for the target must say the same limit; anything else is a failing cell.
enum ConformanceUnsupported {
    /// What a refusal says (after "<target> cannot express") → the feature row's first words and the words
    /// the target's cell in that row must contain.
    struct Known {
        let target: String
        let says: String
        let row: String
        let cellSays: String
    }

    static let known: [Known] = [
        Known(target: "lottie", says: "a shape inside a group", row: "shadow", cellSays: "unsupported inside a group"),
        Known(target: "css", says: "whose path has several subpaths", row: "trim", cellSays: "unsupported on paths with several subpaths"),
        Known(target: "css", says: "an animated shadow", row: "shadow", cellSays: "unsupported when animated"),
        // A shadow that differs between states can only be reached by animating it.
        Known(target: "css", says: "a shadow that differs between states", row: "shadow", cellSays: "unsupported when animated"),
    ]

    /// The MS3011 headlines in a compiler's output, each reduced to what it cannot express.
    static func refusals(in output: String) -> [(headline: String, feature: String)] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("[MS3011]"), let range = line.range(of: " cannot express ") else { return nil }
            let feature = line[range.upperBound...].dropLast(" [MS3011]".count)
            return (String(line), String(feature))
        }
    }

    /// The cells of `specs/backends.md`'s "Features × targets" table: feature → target → text.
    static func featureTable() throws -> [(feature: String, cells: [String: String])] {
        let text = try Repository.read("specs/backends.md")
        var rows: [(String, [String: String])] = []
        var header: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if columns.first == "feature" { header = columns; continue }
            guard header.first == "feature", columns.count == header.count, !(columns.first ?? "").hasPrefix("---") else { continue }
            var cells: [String: String] = [:]
            for (name, cell) in zip(header.dropFirst(), columns.dropFirst()) {
                cells[name.split(separator: " ").first.map(String.init) ?? name] = cell
            }
            rows.append((columns[0], cells))
        }
        return rows
    }

    /// The cell text for a refusal the table allows ("the shadow of 'box', a shape inside a group"), or
    /// nil with why it is not allowed.
    static func classify(target: String, refusals: [(headline: String, feature: String)],
                         table: [(feature: String, cells: [String: String])]) -> (reason: String?, problem: String?) {
        guard !refusals.isEmpty else { return (nil, "refused without an MS3011 diagnostic") }
        for refusal in refusals {
            guard let known = known.first(where: { $0.target == target && refusal.feature.contains($0.says) }) else {
                return (nil, "refused a feature specs/backends.md does not mark unsupported: \(refusal.headline)")
            }
            guard let row = table.first(where: { $0.feature.hasPrefix(known.row) }),
                  row.cells[target]?.contains(known.cellSays) == true else {
                return (nil, "refused, but specs/backends.md's '\(known.row)' row does not say '\(known.cellSays)' for \(target): \(refusal.headline)")
            }
        }
        return (refusals.map(\.feature).joined(separator: "; "), nil)
    }
}
