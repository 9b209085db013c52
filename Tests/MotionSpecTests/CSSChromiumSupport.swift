import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport

/// Samples the CSS emitter's checked-in pages (`Tests/Goldens/css/<spec>/<spec>.html`) in headless
/// Chromium with `chromium_sample.py` and compares them with the runtime's frames: the page is put
/// in the source state, switched to the destination, every animation paused and seeked; the
/// computed styles give trims (dash array and offset), opacity, the transform of every element
/// (composed about its transform-origin) and colours.
typealias RuntimeMatrix = MotionRuntime.MotionAffineTransform
typealias RuntimePoint = MotionRuntime.MotionPoint

enum CSSChromium {
    static let fixtures = ["motion-kit", "three-way"]

    static func lowered(_ name: String) throws -> LoweredControl {
        let file = try Repository.sourceFile(fixtures.contains(name) ? "Tests/Goldens/css/fixtures/\(name).motion" : "specs/\(name).motion")
        return try #require(Pipeline.run(file).lowered)
    }

    static func page(_ name: String) -> String {
        Repository.url(fixtures.contains(name) ? "Tests/Goldens/css/fixtures/\(name)/\(name).html" : "Tests/Goldens/css/\(name)/\(name).html").path
    }

    static func root(_ lowered: LoweredControl) -> String { kebab(lowered.name) }

    /// The id stem the emitter gives a node (kebab-case words), written here from the page's rule.
    static func kebab(_ name: String) -> String {
        var words: [String] = [], current = "", previous: Character?
        for ch in name {
            guard ch.isASCII, ch.isLetter || ch.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                previous = nil
                continue
            }
            if let p = previous, ch.isUppercase, p.isLowercase || p.isNumber, !current.isEmpty { words.append(current); current = "" }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// Every 25 ms of the transition, and its end.
    static func times(_ duration: Double) -> [Double] {
        var out: [Double] = []
        var i = 0
        while Double(i) * 0.025 < duration - 1e-9 { out.append(Double(i) * 0.025); i += 1 }
        out.append(duration)
        return out
    }

    /// Runs the jobs in one Chromium session; the results in job order.
    static func sample(_ jobs: [[String: Any]]) throws -> [[String: Any]] {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let file = folder.appendingPathComponent("jobs.json")
        try JSONSerialization.data(withJSONObject: jobs).write(to: file)
        let run = try ConsumerTools.run("chromium_sample.py", ["--batch", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try #require(JSONPick.array(try run.json()["results"])).compactMap(JSONPick.object)
        #expect(results.count == jobs.count)
        return results
    }

    /// The worst difference found, and where.
    struct Worst: CustomStringConvertible {
        var error = 0.0
        var place = "nowhere"
        mutating func record(_ difference: Double, _ where: @autoclosure () -> String) {
            if !(difference <= error) { error = difference.isNaN ? .infinity : difference; place = `where`() }
        }
        var description: String { "\(error) at \(place)" }
    }

    /// T(origin) · M · T(−origin) of one element at sample `k`, or nil when it has no such element.
    static func matrix(_ element: [String: Any], at k: Int) -> RuntimeMatrix? {
        guard let m = JSONPick.numbers(JSONPick.array(element["transform"])?[k]), m.count == 6 else { return nil }
        let origin = JSONPick.numbers(JSONPick.array(element["transform-origin"])?[k]) ?? [0, 0]
        let o = RuntimePoint(origin.count > 0 ? origin[0] : 0, origin.count > 1 ? origin[1] : 0)
        let own = RuntimeMatrix(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        return RuntimeMatrix.translation(o).concatenating(own).concatenating(.translation(RuntimePoint(-o.x, -o.y)))
    }

    /// A computed length: a number, or Chromium's text for a computed `calc()` (`calc(0.14205px)`,
    /// `0%` for zero on a path of length 1).
    static func length(_ value: Any?) -> Double? {
        if let number = JSONPick.number(value) { return number }
        guard var text = value as? String else { return nil }
        text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("calc("), text.hasSuffix(")") { text = String(text.dropFirst(5).dropLast()) }
        if text.hasSuffix("px") { text = String(text.dropLast(2)) } else if text.hasSuffix("%") {
            return Double(text.dropLast()).map { $0 == 0 ? 0 : .nan }
        }
        return Double(text)
    }

    /// A computed dash array: numbers, or text like `calc(0.14205px), 1px`.
    static func lengths(_ value: Any?) -> [Double]? {
        if let numbers = JSONPick.numbers(value) { return numbers }
        guard let text = value as? String, text != "none" else { return nil }
        let parts = text.split(separator: ",").map { length(String($0)) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    static func number(_ element: [String: Any]?, _ property: String, _ k: Int) -> Double? {
        JSONPick.number(JSONPick.array(element?[property])?[k])
    }

    /// Compares one sampled job with the runtime; returns the worst difference (colours apart: see below).
    static func compare(_ result: [String: Any], lowered: LoweredControl, playback: MotionTransition<String>, times: [Double],
                        label: String, worst: inout Worst, worstColour: inout Worst) {
        let elements = JSONPick.object(result["elements"]) ?? [:]
        let root = root(lowered)
        let shapes = lowered.scene.nodes
        let stems = stemsByNode(lowered, root: root)
        for (k, t) in times.enumerated() {
            let frame = playback.frame(at: t)
            for (n, shape) in shapes.enumerated() {
                let at = "\(label) t=\(t) \(lowered.nodes[n].name)"
                // The node's chain of elements: its groups', then its own outer, rotate and scale.
                var chain: [Int] = []
                var current: Int? = n
                var depth = 0
                while let c = current, depth < 512 { chain.insert(c, at: 0); current = shapes[c].parent; depth += 1 }
                var composed = RuntimeMatrix.identity
                var opacity = 1.0
                for node in chain {
                    for suffix in ["", "-rotate", "-scale"] {
                        guard let element = JSONPick.object(elements[stems[node] + suffix]) else { continue }
                        if let m = matrix(element, at: k) { composed = composed.concatenating(m) }
                        if suffix.isEmpty, let o = number(element, "opacity", k) { opacity *= o }
                    }
                }
                let expected = lowered.scene.transform(ofNode: n, in: frame)
                for (a, b, what) in [(composed.a, expected.a, "a"), (composed.b, expected.b, "b"), (composed.c, expected.c, "c"),
                                     (composed.d, expected.d, "d"), (composed.tx, expected.tx, "tx"), (composed.ty, expected.ty, "ty")] {
                    worst.record(abs(a - b), "\(at) transform.\(what) css \(a) runtime \(b)")
                }
                worst.record(abs(opacity - lowered.scene.opacity(ofNode: n, in: frame)), "\(at) opacity css \(opacity)")
                if shape.isGroup { continue }
                if let stroke = JSONPick.object(elements[stems[n] + "-stroke"]) {
                    compareColour(stroke, "stroke", frame.strokeColor[n], k, at, &worst, &worstColour)
                    let s = min(max(frame.strokeStart[n], 0), 1), e = min(max(frame.strokeEnd[n], 0), 1)
                    // Nothing is drawn when hidden, or (open-path trims) when the width is 0.
                    // The width is in the stroke path's units: scaled by its own transform (CSSStrokeScale).
                    let pathScale = (matrix(stroke, at: k)?.determinant.magnitude ?? 1).squareRoot()
                    let width = length(JSONPick.array(stroke["stroke-width"])?[k]).map { $0 * pathScale }
                    let hidden = (JSONPick.array(stroke["visibility"])?[k] as? String) == "hidden"
                        || (width == 0 && frame.lineWidth[n] != 0)
                        // A dash a rounding long (an end passing the other at this time) shows nothing: a
                        // trim drawn from its raw ends thins its width with the dash's length.
                        || (lengths(JSONPick.array(stroke["stroke-dasharray"])?[k])?.first.map { $0 <= 1e-9 } ?? false)
                    if let width, !hidden {
                        worst.record(abs(width - frame.lineWidth[n]), "\(at) lineWidth css \(width)")
                    }
                    if s >= e {
                        worst.record(hidden ? 0 : 1, "\(at) trim: runtime draws nothing, css shows a dash")
                    } else if hidden {
                        worst.record(e - s, "\(at) trim: css hides a dash the runtime draws (\(s)…\(e))")
                    } else if let dash = lengths(JSONPick.array(stroke["stroke-dasharray"])?[k]),
                              let offset = length(JSONPick.array(stroke["stroke-dashoffset"])?[k]), dash.count >= 1 {
                        // A whole dash has no start: a closed path's breaks where the path is smooth (`CSSClosedTrim`).
                        let whole = dash[0] >= 1
                        let start = whole ? 0 : -offset, end = whole ? 1 : dash[0] - offset
                        worst.record(abs(start - s), "\(at) strokeStart css \(start) runtime \(s)")
                        worst.record(abs(end - e), "\(at) strokeEnd css \(end) runtime \(e)")
                    } else if !(s == 0 && e == 1) {
                        worst.record(1, "\(at) trim: css has no dash for \(s)…\(e)")
                    }
                }
                if let fill = JSONPick.object(elements[stems[n] + "-fill"]) {
                    compareColour(fill, "fill", frame.fillColor[n], k, at, &worst, &worstColour)
                }
            }
        }
    }

    /// rgb through the computed colour (Chromium keeps 8 bits per channel: within 0.5/255 of the
    /// value it was given), alpha through `fill-opacity` / `stroke-opacity` (exact).
    static func compareColour(_ element: [String: Any], _ property: String, _ colour: MotionColor, _ k: Int, _ at: String,
                              _ worst: inout Worst, _ worstColour: inout Worst) {
        guard let rgba = JSONPick.numbers(JSONPick.array(element[property])?[k]), rgba.count == 4 else {
            worst.record(1, "\(at) \(property) is not a colour")
            return
        }
        let alpha = (number(element, "\(property)-opacity", k) ?? 1) * rgba[3]
        worst.record(abs(alpha - colour.alpha), "\(at) \(property) alpha css \(alpha) runtime \(colour.alpha)")
        guard colour.alpha > 0 else { return }
        for (css, runtime, channel) in [(rgba[0], colour.red, "r"), (rgba[1], colour.green, "g"), (rgba[2], colour.blue, "b")] {
            worstColour.record(abs(css / 255 - runtime), "\(at) \(property).\(channel) css \(css / 255) runtime \(runtime)")
        }
    }

    static func stemsByNode(_ lowered: LoweredControl, root: String) -> [String] {
        var used = Set<String>()
        return lowered.scene.nodes.enumerated().map { n, shape in
            var stem = root + "-" + kebab(shape.name)
            if used.contains(stem) { stem += "-\(n)" }
            used.insert(stem)
            return stem
        }
    }
}
