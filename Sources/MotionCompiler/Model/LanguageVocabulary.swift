import MotionRuntime

/// The words the checks accept, for tools that describe the language (the JSON Schema of the JSON
/// form): read from the same tables the checks use, so the description cannot drift from them.
public enum LanguageVocabulary {
    /// The labelled arguments a node setting takes (`stroke`: width, cap, join, miter).
    public static func settingLabels(of setting: String) -> [String] { Checker.labels(of: setting) }

    /// Every property a state or a track may name, and `trim` (a state's shorthand for both ends).
    public static var propertyNames: [String] { MotionProperty.allCases.map(\.name) + ["trim"] }

    public static var colorNames: [String] { Colors.names }

    /// A track's calculation modes, a `fill`'s words and a path's `direction:` words.
    public static var calculationModes: [String] { Keywords.calculationMode.words }
    public static var fillModes: [String] { Keywords.fillMode.words }
    public static var pathDirections: [String] { Keywords.pathDirection.words }
}
