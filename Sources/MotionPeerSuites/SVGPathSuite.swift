import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// resvg's path-data tests against our `svg("…")` geometry, through the whole front end (a spec is
/// written around each `d`, parsed, checked and lowered, as a user's spec would be).
///
/// Each file is an SVG whose `<path>` elements carry the data. SVG renders path data "up to the first
/// error"; a compiler rejects it instead, with MS2019 at the error. So:
/// - a file with one path: accepted when the data starts with a moveto, rejected (MS2019) otherwise
///   (`A 5 5 …`, the empty `d`);
/// - "should be covered" pairs: the reference (path1) is accepted; the tested path (path2) is either
///   accepted with the reference's exact geometry, or — when the reference is the part before an error
///   (`L 150#80`, a lone `L 150`) — rejected with MS2019 at or after the end of that part;
/// - "should not be rendered" pairs (arc flags that are neither 0 nor 1): path2 is rejected with MS2019.
struct SVGPathSuite: PeerSuite {
    let name = "svg-path"
    let fileSuffix = ".svg"

    func check(fileName: String, bytes: [UInt8]) -> CaseOutcome {
        let text = String(decoding: bytes, as: UTF8.self)
        let paths = Self.pathData(in: text)
        guard let first = paths.first else {
            return CaseOutcome(passed: false, detail: "no <path d> in the file")
        }
        if paths.count == 1 {
            let startsWithMoveTo = first.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }.first.map { $0 == "M" || $0 == "m" } ?? false
            let result = Self.compile(first)
            switch (startsWithMoveTo, result) {
            case (true, .accepted(let path)): return CaseOutcome(passed: true, detail: "accepted, \(path.cubics.count) segments")
            case (false, .rejected(let code, let offset)) where code == "MS2019":
                return CaseOutcome(passed: true, detail: "rejected \(code) at \(offset)")
            case (_, .accepted): return CaseOutcome(passed: false, detail: "accepted data that does not start with a moveto")
            case (_, .rejected(let code, let offset)): return CaseOutcome(passed: false, detail: "rejected \(code) at \(offset)")
            }
        }
        let reference = paths[0], tested = paths[1]
        guard case .accepted(let expected) = Self.compile(reference) else {
            return CaseOutcome(passed: false, detail: "the reference path was rejected")
        }
        let mustReject = text.contains("should not be rendered")
        switch Self.compile(tested) {
        case .accepted(let path):
            if mustReject { return CaseOutcome(passed: false, detail: "accepted data SVG does not render") }
            let error = Self.distance(path, expected)
            return CaseOutcome(passed: error <= 1e-9, detail: "accepted, geometry within \(NumberText.format(error)) of the reference")
        case .rejected(let code, let offset):
            guard code == "MS2019" else { return CaseOutcome(passed: false, detail: "rejected with \(code), not MS2019") }
            if mustReject { return CaseOutcome(passed: true, detail: "rejected \(code) at \(offset)") }
            // Rejected: only right where the reference is the part before the error.
            let prefix = Self.normalized(reference)
            let whole = Self.normalized(tested)
            let covered = whole.hasPrefix(prefix) && offset >= Self.offsetAfter(normalizedPrefixLength: prefix.count, in: tested)
            return CaseOutcome(passed: covered, detail: "rejected \(code) at \(offset)" + (covered ? " (after the valid part)" : " inside data SVG renders"))
        }
    }

    enum Compiled { case accepted(MotionPath), rejected(String, Int) }

    /// The data in a spec, through parse, check and lowering. The offset of a rejection is inside the data.
    static func compile(_ data: String) -> Compiled {
        let prefix = "control T {\n  size 200 x 200\n  shape p {\n    path svg(\""
        // The literal's opening quote ends the prefix, so offsets count from the data.
        let source = prefix + TextEscaping.dslString(data).dropFirst() + ")\n    fill none\n  }\n  state s initial {\n  }\n}\n"
        let file = SourceFile(path: "t.motion", text: source)
        let compilation = Pipeline.run(file)
        if let d = compilation.diagnostics.first(where: { $0.severity == .error }) {
            return .rejected(d.code.id, d.span.start - prefix.utf8.count)
        }
        guard let lowered = compilation.lowered else { return .rejected("none", 0) }
        return .accepted(lowered.scene.nodes.first?.path ?? MotionPath())
    }

    /// The `d` attributes of the file's `<path>` elements, in order, with XML references decoded.
    static func pathData(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<path") {
            rest = rest[open.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let element = rest[..<end]
            if let d = element.range(of: " d=\"") ?? element.range(of: "\nd=\"") ?? element.range(of: "\td=\""),
               let close = element[d.upperBound...].firstIndex(of: "\"") {
                result.append(decodeReferences(String(element[d.upperBound..<close])))
            }
            rest = rest[end...]
        }
        return result
    }

    static func decodeReferences(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.firstIndex(of: ";") else { out += after; return out }
            let name = after[..<semi]
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init) }
            else { scalar = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)] }
            if let scalar { out.unicodeScalars.append(scalar) } else { out += "&" + name + ";" }
            rest = after[after.index(after: semi)...]
        }
        return out + rest
    }

    /// Whitespace folded, for comparing a reference with the start of a tested path.
    static func normalized(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "," }).joined(separator: " ")
    }

    /// The byte offset in `raw` just after its first `count` normalized characters.
    static func offsetAfter(normalizedPrefixLength count: Int, in raw: String) -> Int {
        var seen = 0
        var offset = 0
        var lastWasSpace = true
        for b in raw.utf8 {
            if seen >= count { break }
            let space = b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x2C
            if space {
                if !lastWasSpace { seen += 1 }
                lastWasSpace = true
            } else {
                seen += 1
                lastWasSpace = false
            }
            offset += 1
        }
        return offset
    }

    /// The largest distance between corresponding control points (infinity when the shapes differ).
    static func distance(_ a: MotionPath, _ b: MotionPath) -> Double {
        let x = a.cubics, y = b.cubics
        guard x.count == y.count, a.subpaths.count == b.subpaths.count else { return .infinity }
        var worst = 0.0
        for (c, d) in zip(x, y) {
            for (p, q) in [(c.p0, d.p0), (c.p1, d.p1), (c.p2, d.p2), (c.p3, d.p3)] {
                worst = max(worst, abs(p.x - q.x), abs(p.y - q.y))
            }
        }
        return worst
    }
}
