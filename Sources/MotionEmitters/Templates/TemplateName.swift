/// Every template the emitters use, named by its file in `templates/`, with the placeholders it
/// must and may hold. An emitter that needs new boilerplate adds a case here, its file in
/// `templates/`, and regenerates the embedded texts (see `templates/README.md`).
public enum TemplateName: String, CaseIterable, Sendable, Hashable, Comparable {
    case swiftHeader = "swift-header.swift"
    case cssHeader = "css-header.css"
    case svgHeader = "svg-header.svg"
    case htmlPage = "page.html"
    /// lottie-web (MIT), which `motionspec preview` embeds to play the Lottie output; no placeholders.
    case lottieWeb = "lottie-web.js"

    /// What a placeholder stands for: shown in the help of MS3001 and MS3002.
    public struct Placeholder: Sendable, Hashable {
        public let name: String
        public let meaning: String
        public let isRequired: Bool
    }

    public var placeholders: [Placeholder] {
        let source = Placeholder(name: "source", meaning: "the spec's path as given on the command line", isRequired: true)
        let generator = Placeholder(name: "generator", meaning: "the tool that wrote the file", isRequired: false)
        let control = Placeholder(name: "control", meaning: "the control's name", isRequired: false)
        switch self {
        case .lottieWeb:
            return []
        case .swiftHeader, .cssHeader, .svgHeader:
            return [source, generator, control]
        case .htmlPage:
            return [
                Placeholder(name: "style", meaning: "the generated CSS", isRequired: true),
                Placeholder(name: "body", meaning: "the generated markup: the control's element", isRequired: true),
                Placeholder(name: "title", meaning: "the page title (the control's name)", isRequired: false),
                Placeholder(name: "script", meaning: "the module that defines the control's element", isRequired: false),
                Placeholder(name: "source", meaning: source.meaning, isRequired: false),
                generator,
            ]
        }
    }

    public var required: [String] { placeholders.filter(\.isRequired).map(\.name) }
    public var allowed: [String] { placeholders.map(\.name) }

    public static func < (a: TemplateName, b: TemplateName) -> Bool { a.rawValue < b.rawValue }
}
