import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// The front end (parse, check, lower) of a large spec in its JSON form, against Foundation's
/// `JSONSerialization` parsing the same bytes into plain objects: a ratio below 1 means the whole
/// front end costs less than merely reading the JSON with Foundation. Both are timed in thread CPU
/// time, in alternating rounds, and the medians compared.
struct FrontendBench {
    struct Result {
        var shapes: Int
        var bytes: Int
        var frontEndSeconds: Double
        var foundationSeconds: Double
        /// Medians of the stages on their own: parse (JSON and the JSON form), check, lower; and of the
        /// JSON syntax alone (the part of parsing before the JSON form is decoded).
        var parseSeconds: Double
        var jsonSeconds: Double
        var checkSeconds: Double
        var lowerSeconds: Double
    }

    static func json(shapes: Int) -> [UInt8]? {
        let dsl = SourceFile(path: "large.motion", bytes: Array(LargeSpec.dsl(shapes: shapes).utf8))
        guard let spec = SpecParser.parse(dsl).0 else { return nil }
        return Array(JSONFormPrinter.print(spec).utf8)
    }

    static func run(shapes: Int, rounds: Int) -> Result? {
        guard let bytes = json(shapes: shapes) else { return nil }
        let file = SourceFile(path: "large.motion.json", bytes: bytes)
        guard lower(file) != nil, let spec = Pipeline.parse(file).passed, let model = Pipeline.check(spec, in: file).passed else {
            return nil
        }
        let data = Data(bytes)
        var frontEnd: [Double] = [], foundation: [Double] = [], parse: [Double] = [], syntax: [Double] = [], check: [Double] = [], lowering: [Double] = []
        for _ in 0..<rounds {
            frontEnd.append(threadCPUSeconds { _ = lower(file) })
            foundation.append(threadCPUSeconds { _ = try? JSONSerialization.jsonObject(with: data) })
            parse.append(threadCPUSeconds { _ = Pipeline.parse(file) })
            syntax.append(threadCPUSeconds { _ = JSONParser.parse(file) })
            check.append(threadCPUSeconds { _ = Pipeline.check(spec, in: file) })
            lowering.append(threadCPUSeconds { _ = Pipeline.lower(model) })
        }
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        return Result(shapes: shapes, bytes: bytes.count, frontEndSeconds: median(frontEnd), foundationSeconds: median(foundation),
                      parseSeconds: median(parse), jsonSeconds: median(syntax), checkSeconds: median(check), lowerSeconds: median(lowering))
    }

    /// The figure for people.
    static func line(_ front: Result) -> String {
        "front end of a \(front.shapes)-shape JSON spec (\(figure(Double(front.bytes) / 1e6)) MB), thread CPU time: "
            + "parse + check + lower \(figure(front.frontEndSeconds * 1e3)) ms (parse \(figure(front.parseSeconds * 1e3)) of which JSON syntax \(figure(front.jsonSeconds * 1e3)), "
            + "check \(figure(front.checkSeconds * 1e3)), lower \(figure(front.lowerSeconds * 1e3))); "
            + "JSONSerialization \(figure(front.foundationSeconds * 1e3)) ms; ratio \(figure(front.frontEndSeconds / front.foundationSeconds))×"
    }
}

/// Parse, check and lower `file` through the pipeline; nil when it has errors.
func lower(_ file: SourceFile) -> LoweredControl? {
    let compilation = Pipeline.run(file)
    return compilation.hasErrors ? nil : compilation.lowered
}
