import Foundation
import Testing
import TestSupport

/// Every numeric field at its bounds, just past them, ±0, subnormals, ±1e±300 and the largest
/// double, through the built binary: `check`, `compile --target all` and `sample` exit 0 or 1 (never
/// a trap), a value outside the field's range is an error and one inside is not, and no output or
/// message holds a NaN or an infinity.
@Suite struct ExtremeNumberSweepTests {
    struct Case {
        var file: String
        var value: Double
        var accepted: Bool
    }

    /// The values tried in every field: its bounds and just past them, then the extremes of a double.
    static func values(_ field: ExtremeNumberField) -> [Double] {
        func past(_ x: Double, by sign: Double) -> Double { x + sign * max(abs(x) * 1e-9, 1e-12) }
        let lo = field.bounds.lowerBound, hi = field.bounds.upperBound
        let tiny = Double.leastNonzeroMagnitude
        let all = [lo, hi, past(lo, by: -1), past(hi, by: 1), 0, -0.0, tiny, -tiny, Double.leastNormalMagnitude, 1e-300, -1e-300, 1e300, -1e300,
                   Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude]
        var seen = Set<UInt64>()
        return all.filter { seen.insert($0.bitPattern).inserted }
    }

    /// A number as the DSL spells it: Swift's shortest round-trip text (`1e-300`, `1.7976931348623157e+308`).
    static func spelled(_ x: Double) -> String {
        x == 0 ? (x.sign == .minus ? "-0" : "0") : "\(x)"
    }

    static var headline: Regex<(Substring, Substring, Substring, Substring, Substring)> {
        #/^(\S+?):\d+:\d+: (error|warning|note): (.*) \[(MS\d{4})\]$/#
    }
    static var notANumber: Regex<Substring> { #/(?i)\bnan\b|infinity/# }

    /// Errors by file, from the one-line diagnostics on stderr.
    static func errors(in stderr: String) -> [String: [(message: String, code: String)]] {
        var out: [String: [(String, String)]] = [:]
        for line in stderr.split(separator: "\n") {
            guard let m = String(line).wholeMatch(of: headline), m.2 == "error" else { continue }
            out[String(m.1), default: []].append((String(m.3), String(m.4)))
        }
        return out
    }

    @Test(arguments: ExtremeNumberField.all)
    func field(_ field: ExtremeNumberField) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var cases: [Case] = []
        for (i, v) in Self.values(field).enumerated() {
            let file = "v\(i).motion"
            try field.spec.replacingOccurrences(of: "{v}", with: Self.spelled(v))
                .write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
            cases.append(Case(file: file, value: v, accepted: field.accepts(v)))
        }
        // `check` sees every value at once; each file's errors say whether it was taken.
        let check = try CLIRun(["check"] + cases.map(\.file), in: dir)
        #expect([0, 1].contains(check.status), "check exited \(check.status)\n\(check.stderr)")
        #expect(check.stderr.firstMatch(of: Self.notANumber) == nil, "a message holds a NaN or infinity:\n\(check.stderr)")
        let errors = Self.errors(in: check.stderr)
        #expect(check.status == (errors.isEmpty ? 0 : 1))
        var clean: [Case] = []
        for c in cases {
            let found = errors[c.file] ?? []
            if c.accepted {
                let unexpected = found.filter { !field.inBoundsCodes.contains($0.code) }
                #expect(unexpected.isEmpty, "\(field) = \(Self.spelled(c.value)) is in bounds but gives \(unexpected)")
                if found.isEmpty { clean.append(c) }
            } else {
                #expect(!found.isEmpty, "\(field) = \(Self.spelled(c.value)) is out of bounds but checks clean")
            }
        }
        let refused = cases.filter { errors[$0.file] != nil }.map(\.file)
        if !refused.isEmpty {
            let compile = try CLIRun(["compile"] + refused + ["--target", "all", "-o", "refused"], in: dir)
            #expect(compile.status == 1, "compile of refused values exited \(compile.status)\n\(compile.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refused").path), "written despite errors")
        }
        for c in clean where c.value <= field.compileAtMost {
            try compileAndSample(c, field: field, in: dir)
        }
    }

    /// A value the checker takes compiles to every target, or to all but those that report a limit of
    /// their own (MS3xxx), and the runtime samples it; no output holds a NaN or an infinity.
    private func compileAndSample(_ c: Case, field: ExtremeNumberField, in dir: URL) throws {
        let what = "\(field) = \(Self.spelled(c.value))"
        let out = "out-" + c.file.replacingOccurrences(of: ".motion", with: "")
        let compile = try CLIRun(["compile", c.file, "--target", "all", "-o", out], in: dir)
        #expect([0, 1].contains(compile.status), "\(what): compile exited \(compile.status)\n\(compile.stderr)")
        #expect(compile.stderr.firstMatch(of: Self.notANumber) == nil, "\(what): \(compile.stderr)")
        let targetErrors = Self.errors(in: compile.stderr).values.flatMap { $0 }
        #expect(targetErrors.allSatisfy { $0.code.hasPrefix("MS3") }, "\(what): \(targetErrors)")
        #expect(compile.status == (targetErrors.isEmpty ? 0 : 1))
        let folder = dir.appendingPathComponent(out)
        if let files = FileManager.default.enumerator(atPath: folder.path) {
            for case let path as String in files {
                let url = folder.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                #expect(text.firstMatch(of: Self.notANumber) == nil, "\(what): \(path) holds a NaN or infinity")
                if path.hasSuffix(".json") {
                    #expect(!text.contains("null"), "\(what): \(path) holds null (a number that is not finite)")
                }
            }
        }
        let sample = try CLIRun(["sample", c.file, "--from", "off", "--to", "on", "--times", "0,0.05,0.15,0.3"], in: dir)
        #expect(sample.status == 0, "\(what): sample exited \(sample.status)\n\(sample.stderr)")
        #expect(sample.stdout.firstMatch(of: Self.notANumber) == nil && !sample.stdout.contains("null"),
                "\(what): the runtime's samples hold a value that is not finite")
    }

    /// The two findings that opened this sweep, as they were typed.
    @Test func hugeSizeAndFrictionlessSpringAreDiagnosed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let size = ExtremeNumberField.control(size: "1e297 x 1")
        let spring = ExtremeNumberField.control(track: "a.opacity 1 -> 0.5 spring(mass: 1e-300, stiffness: 1e300, damping: 0)")
        let long = ExtremeNumberField.control(track: "a.opacity 1 -> 0.5 for 1e297s")
        try size.write(to: dir.appendingPathComponent("size.motion"), atomically: true, encoding: .utf8)
        try spring.write(to: dir.appendingPathComponent("spring.motion"), atomically: true, encoding: .utf8)
        try long.write(to: dir.appendingPathComponent("long.motion"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "size.motion", "spring.motion", "long.motion", "--target", "css", "-o", "out"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("size.motion:2:8: error: the size must be in 0.001…1000000, found 1e297 [MS4006]"))
        #expect(run.stderr.contains("spring.motion:10:37: error: spring mass must be in 0.001…1000, found 1e-300 [MS4006]"))
        #expect(run.stderr.contains("long.motion:10:28: error: a duration must be in 0.001s…3600s, found 1e297s [MS4006]"))
    }
}
