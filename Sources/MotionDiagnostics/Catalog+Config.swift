/// MS42xx: `motionspec-config.json`, the build-tool plugin's configuration beside the specs.
extension DiagnosticCode {
    public static let configNotAnObject = DiagnosticCode("MS4201", .error, "the configuration is not a JSON object")
    public static let configUnknownKey = DiagnosticCode("MS4202", .error, "unknown key in the configuration")
    public static let configWrongType = DiagnosticCode("MS4203", .error, "a configuration value has the wrong type")
    public static let configBadValue = DiagnosticCode("MS4204", .error, "a configuration value is not one of its choices")
    public static let configStandaloneSharedTarget = DiagnosticCode("MS4205", .error, "a standalone runtime in a target with more than one spec")
}

extension DiagnosticCatalog {
    static let config: [DiagnosticCode] = [
        .configNotAnObject, .configUnknownKey, .configWrongType, .configBadValue, .configStandaloneSharedTarget,
    ]
}
