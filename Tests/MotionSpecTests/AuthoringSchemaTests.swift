import Foundation
import Testing
import TestSupport

/// The JSON Schema that `motionspec schema` prints, checked with Python's `jsonschema` (draft 2020-12):
/// every JSON spec in the repository and every DSL spec converted to JSON validate; the broken
/// documents of the JSON form's diagnostics (MS12xx) fail, and their fixes pass.
@Suite(.serialized) struct AuthoringSchemaTests {
    static let folder = Repository.url(".build/authoring")

    /// The folders the binary's runs write into.
    static func prepare() throws {
        try FileManager.default.createDirectory(at: ConformanceRun.folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("converted"), withIntermediateDirectories: true)
    }

    static func schema() throws -> URL {
        try prepare()
        let url = folder.appendingPathComponent("motion.schema.json")
        let run = try ConformanceRun.run(ConformanceRun.binary, ["schema", "-o", url.path])
        #expect(run.status == 0, "\(run.stderr)")
        return url
    }

    /// Every file's result from the validator: file → error messages (empty when valid).
    static func validate(_ files: [String]) throws -> [String: [String]] {
        let run = try ConsumerTools.run("spec_schema_validate.py", [try schema().path] + files)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let json = try run.json()
        #expect(json["schema_valid"] as? Bool == true)
        var out: [String: [String]] = [:]
        for entry in json["files"] as? [[String: Any]] ?? [] {
            let errors = (entry["errors"] as? [[String: Any]] ?? []).map { "\($0["path"] ?? ""): \($0["message"] ?? "")" }
            out[entry["file"] as? String ?? ""] = errors
        }
        return out
    }

    /// Every `.motion` and `.motion.json` in the repository outside `.build`, repository-relative.
    static func specs(suffix: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: Repository.root.path)
        var out: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git") { enumerator?.skipDescendants(); continue }
            if path.hasSuffix(suffix) && (suffix == ".motion.json" || !path.hasSuffix(".motion.json")) { out.append(path) }
        }
        return out.sorted()
    }

    @Test func everyJSONSpecValidates() throws {
        let jsonSpecs = try Self.specs(suffix: ".motion.json")
        #expect(jsonSpecs.count >= 4)
        try Self.prepare()
        // Every DSL spec too, in the JSON form `convert` prints: the features they use, as JSON.
        var converted: [String] = []
        for spec in try Self.specs(suffix: ".motion") {
            let out = Self.folder.appendingPathComponent("converted/" + spec.replacing("/", with: "__") + ".json").path
            let run = try ConformanceRun.run(ConformanceRun.binary, ["convert", spec, "--to", "json", "-o", out])
            #expect(run.status == 0, "\(spec): \(run.stderr)")
            converted.append(out)
        }
        #expect(converted.count >= 20)
        let files = jsonSpecs.map { Repository.url($0).path } + converted
        let results = try Self.validate(files)
        #expect(results.count == files.count)
        for file in files {
            #expect(results[file] == [], "\(file) does not validate: \(results[file] ?? ["(no result)"])")
        }
    }

    /// The JSON examples of `specs/diagnostics/MS12xx.md`: each broken document (the fence before a
    /// diagnostic) and each fix (the fence after "Fix:").
    static func bookDocuments() throws -> (broken: [(code: String, text: String)], fixed: [(code: String, text: String)]) {
        var broken: [(String, String)] = [], fixed: [(String, String)] = []
        var code = "", fence: [Substring]?, afterFix = false
        for line in try Repository.read("specs/diagnostics/MS12xx.md").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## MS") { code = String(line.dropFirst(3).prefix(6)); afterFix = false }
            if line == "Fix:" { afterFix = true }
            if line == "```json" { fence = []; continue }
            if line == "```", let lines = fence {
                let text = lines.joined(separator: "\n")
                if afterFix { fixed.append((code, text)) } else { broken.append((code, text)) }
                fence = nil
                afterFix = false
                continue
            }
            fence?.append(line)
        }
        return (broken, fixed)
    }

    @Test func brokenDocumentsFailAndTheirFixesPass() throws {
        let (broken, fixed) = try Self.bookDocuments()
        #expect(broken.count >= 9 && fixed.count >= 9)
        let folder = Self.folder.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [(path: String, code: String, text: String, shouldPass: Bool)] = []
        for (i, document) in (broken.map { ($0, false) } + fixed.map { ($0, true) }).enumerated() {
            let path = folder.appendingPathComponent("\(document.0.code)-\(i).motion.json").path
            try document.0.text.write(toFile: path, atomically: true, encoding: .utf8)
            files.append((path, document.0.code, document.0.text, document.1))
        }
        let results = try Self.validate(files.map(\.path))
        for file in files {
            let errors = try #require(results[file.path])
            if file.shouldPass {
                #expect(errors.isEmpty, "the fix for \(file.code) does not validate: \(errors)")
            } else {
                #expect(!errors.isEmpty, "the broken document of \(file.code) validates: \(file.text)")
            }
        }
    }

    @Test func chosenMistakesFail() throws {
        let base = #"{"control": "S", "nodes": [{"shape": "a", "body": [{"path": "oval(0, 0, 1, 1)"}]}], "states": [{"state": "off", "initial": true}]"#
        let cases: [(String, String)] = [
            ("unknown-top-key", #"{"control": "S", "sizes": [1, 1]}"#),
            ("missing-control", #"{"size": [1, 1]}"#),
            ("size-of-three", #"{"control": "S", "size": [1, 1, 1]}"#),
            ("unknown-setting", #"{"control": "S", "nodes": [{"shape": "a", "body": [{"colour": "red"}]}]}"#),
            ("unknown-stroke-label", #"{"control": "S", "nodes": [{"shape": "a", "body": [{"stroke": {"color": "red", "wdth": 2}}]}]}"#),
            ("bad-cap", #"{"control": "S", "nodes": [{"shape": "a", "body": [{"stroke": {"color": "red", "cap": "rounded"}}]}]}"#),
            ("unknown-property", base + #", "transitions": [{"from": "*", "to": "off", "items": [{"track": "a.opacty", "values": [0, 1]}]}]}"#),
            ("bad-fill-mode", base + #", "transitions": [{"from": "*", "to": "off", "fill": "forward", "items": []}]}"#),
            ("bad-timing", base + #", "transitions": [{"from": "*", "to": "off", "timing": "ease-inn", "items": []}]}"#),
            ("bad-reduced", base + #", "transitions": [{"from": "*", "to": "off", "items": [{"reduced": "fade"}]}]}"#),
            ("one-element-tuple", #"{"control": "S", "lets": {"p": [1]}}"#),
            ("schema-not-a-string", #"{"$schema": 1, "control": "S"}"#),
        ]
        let folder = Self.folder.appendingPathComponent("mistakes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try cases.map { name, text in
            let path = folder.appendingPathComponent("\(name).motion.json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let good = folder.appendingPathComponent("good.motion.json").path
        try (base + #", "$schema": "./motion.schema.json", "transitions": [{"from": "*", "to": "off", "timing": "cubic-bezier(0.2, 0, 0.2, 1)", "fill": "both", "items": [{"track": "a.opacity", "values": ["current", 1]}, {"reduced": "crossfade", "for": "0.2s"}]}]}"#)
            .write(toFile: good, atomically: true, encoding: .utf8)
        let results = try Self.validate(paths + [good])
        for (path, (name, _)) in zip(paths, cases) {
            #expect(results[path]?.isEmpty == false, "\(name) validates")
        }
        #expect(results[good] == [], "\(results[good] ?? [])")
    }
}
