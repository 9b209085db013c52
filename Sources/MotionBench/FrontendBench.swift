import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// The front end (parse, check, lower) of a large spec in its JSON form, against Foundation's
/// `JSONSerialization` parsing the same bytes into plain objects: a ratio below 1 means the whole
/// front end costs less than merely reading the JSON with Foundation.
struct FrontendBench {
    struct Result { var shapes: Int; var bytes: Int; var frontEndSeconds: Double; var foundationSeconds: Double }

    static func json(shapes: Int) -> [UInt8]? {
        let dsl = SourceFile(path: "large.motion", bytes: Array(LargeSpec.dsl(shapes: shapes).utf8))
        guard let spec = SpecParser.parse(dsl).0 else { return nil }
        return Array(JSONFormPrinter.print(spec).utf8)
    }

    static func run(shapes: Int, rounds: Int) -> Result? {
        guard let bytes = json(shapes: shapes) else { return nil }
        let file = SourceFile(path: "large.motion.json", bytes: bytes)
        guard lower(file) != nil else { return nil }
        let data = Data(bytes)
        var frontEnd: [Double] = [], foundation: [Double] = []
        for _ in 0..<rounds {
            frontEnd.append(medianSeconds(rounds: 1) { _ = lower(file) })
            foundation.append(medianSeconds(rounds: 1) { _ = try? JSONSerialization.jsonObject(with: data) })
        }
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        return Result(shapes: shapes, bytes: bytes.count, frontEndSeconds: median(frontEnd), foundationSeconds: median(foundation))
    }
}

/// Parse, check and lower `file` through the pipeline; nil when it has errors.
func lower(_ file: SourceFile) -> LoweredControl? {
    let compilation = Pipeline.run(file)
    return compilation.hasErrors ? nil : compilation.lowered
}
