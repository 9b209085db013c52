import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// A spec from a path into the compiler's pipeline, every diagnostic reported as it comes.
enum SpecInput {
    static func read(path: String, reporter: inout Reporter) -> SourceFile? {
        switch SpecFiles.read(path) {
        case .success(let file): return file
        case .failure(let unreadable):
            reporter.report([unreadable.diagnostic], in: SourceFile(path: path, bytes: []))
            return nil
        }
    }

    /// The syntax tree alone (`fmt` prints it back); nil when the file has syntax errors.
    static func parse(path: String, reporter: inout Reporter) -> (SourceFile, SpecFile)? {
        guard let file = read(path: path, reporter: &reporter) else { return nil }
        let parsed = Pipeline.parse(file)
        reporter.report(parsed.diagnostics, in: file)
        return parsed.passed.map { (file, $0) }
    }

    /// Every stage; nil when the file cannot be read. Check `hasErrors` before using a product.
    static func compile(path: String, reporter: inout Reporter) -> Compilation? {
        guard let file = read(path: path, reporter: &reporter) else { return nil }
        let compilation = Pipeline.run(file)
        reporter.report(compilation.diagnostics, in: file)
        return compilation
    }
}
