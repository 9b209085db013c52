/// Every diagnostic code the compiler can produce, gathered from the per-stage
/// catalog files (one file per range, one owner each). A test checks that every
/// code here is documented in `specs/diagnostics.md` and triggered by some test.
public enum DiagnosticCatalog {
    public static var all: [DiagnosticCode] {
        input + output + config + json + dsl + jsonForm + checks + loops + targets + svgImport
    }

    public static func code(_ id: String) -> DiagnosticCode? { all.first { $0.id == id } }
}
