/// MS5xxx: importing a drawing (`motionspec import-svg`). Errors stop the import; warnings name what
/// the spec draws differently from the SVG or leaves out.
extension DiagnosticCode {
    public static let malformedXML = DiagnosticCode("MS5001", .error, "the SVG file is not well-formed XML")
    public static let notSVG = DiagnosticCode("MS5002", .error, "the document is not an SVG drawing")
    public static let svgLeftOut = DiagnosticCode("MS5003", .warning, "a spec cannot draw this SVG feature; it is left out")
    public static let svgApproximated = DiagnosticCode("MS5004", .warning, "a spec draws this SVG feature differently")
    public static let svgBadValue = DiagnosticCode("MS5005", .warning, "an SVG attribute value cannot be read")
    public static let svgTransformBaked = DiagnosticCode("MS5006", .warning, "a transform is baked into path data")
}

extension DiagnosticCatalog {
    static let svgImport: [DiagnosticCode] = [.malformedXML, .notSVG, .svgLeftOut, .svgApproximated, .svgBadValue, .svgTransformBaked]
}
