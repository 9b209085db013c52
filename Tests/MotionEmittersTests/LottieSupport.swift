import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import MotionSyntax
import TestSupport

/// Compiling specs to Lottie in the tests, and reading the result back as plain JSON.
enum LottieTesting {
    static let seeds = ["flat-switch", "day-night-switch", "check-button", "shape-switch"]
    /// Small specs of the Lottie tests' own, beside their goldens (read by `LottieConsumerTests` too).
    static let fixtures = ["timing", "trims", "baked", "precomp-reach"]

    struct Compiled {
        var text: String
        var json: [String: Any]
        var lines: [String]
    }

    /// Pretty by default, so goldens stay readable in a diff; players load the compact default.
    static func compile(_ source: SourceFile, fps: Double = 60, pretty: Bool = true) throws -> Compiled {
        let output = MotionEmitters.emit(Pipeline.run([source]), targets: [.lottie], options: EmitOptions(pretty: pretty, fps: fps))
        let lines = output.reports.flatMap { headlines($0.diagnostics, in: $0.file) }
        guard let file = output.files.first else { throw LottieTestError.noOutput(lines) }
        let json = try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any] ?? [:]
        return Compiled(text: file.contents, json: json, lines: lines)
    }

    /// Every object of shape type `ty` (`sh`, `st`, …) anywhere in `json`, in document order.
    static func items(_ ty: String, in json: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["ty"] as? String == ty { found.append(object) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        return found
    }

    static func compileSeed(_ name: String, fps: Double = 60) throws -> Compiled {
        try compile(try Repository.sourceFile("specs/\(name).motion"), fps: fps)
    }

    static func compile(text: String, path: String = "fixture.motion") throws -> Compiled {
        try compile(SourceFile(path: path, text: text))
    }

    static func lowered(_ text: String, path: String = "fixture.motion") throws -> LoweredControl {
        let file = SourceFile(path: path, text: text)
        let compilation = Pipeline.run(file)
        guard let lowered = compilation.lowered else { throw LottieTestError.noOutput(headlines(compilation.diagnostics, in: file)) }
        return lowered
    }

    /// Every dictionary in the document, with its JSON path.
    static func objects(_ value: Any, path: String = "$", into out: inout [(path: String, object: [String: Any])]) {
        if let object = value as? [String: Any] {
            out.append((path, object))
            for key in object.keys.sorted() { objects(object[key] as Any, path: "\(path).\(key)", into: &out) }
        } else if let array = value as? [Any] {
            for (i, item) in array.enumerated() { objects(item, path: "\(path)[\(i)]", into: &out) }
        }
    }

    static func objects(_ value: Any) -> [(path: String, object: [String: Any])] {
        var out: [(path: String, object: [String: Any])] = []
        objects(value, into: &out)
        return out
    }

    static func number(_ value: Any?) -> Double? {
        if let n = value as? NSNumber { return n.doubleValue }
        return value as? Double
    }

    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return number(value).map { [$0] } }
        let result = array.compactMap(number)
        return result.count == array.count ? result : nil
    }
}

enum LottieTestError: Error, CustomStringConvertible {
    case noOutput([String])
    var description: String {
        switch self {
        case .noOutput(let lines): "no Lottie output: \(lines.joined(separator: "\n"))"
        }
    }
}
