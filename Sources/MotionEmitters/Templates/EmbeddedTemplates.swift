enum EmbeddedTemplates {
    static let texts: [(name: String, text: String)] = []
}
