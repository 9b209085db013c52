/// MS3xxx: what a target cannot say. Owned by the emitters (issue 4).
extension DiagnosticCatalog {
    static let targets: [DiagnosticCode] = []
}
