/// MS2060–MS2069: a state's idle animation (`loop`), and endless tracks in a transition.
extension DiagnosticCode {
    public static let loopWithoutPeriod = DiagnosticCode("MS2060", .error, "a loop with no period")
    public static let severalLoops = DiagnosticCode("MS2061", .error, "a state with more than one loop")
    public static let notInLoop = DiagnosticCode("MS2062", .error, "an option or item a loop does not take")
    public static let currentInLoop = DiagnosticCode("MS2063", .error, "'current' in a loop")
    public static let loopStartsOffState = DiagnosticCode("MS2064", .warning, "a loop that does not start on its state's rest values")
    public static let endlessTrackCutOff = DiagnosticCode("MS2065", .warning, "a track that repeats forever, cut off where its transition ends")
}

extension DiagnosticCatalog {
    static let loops: [DiagnosticCode] = [
        .loopWithoutPeriod, .severalLoops, .notInLoop, .currentInLoop, .loopStartsOffState, .endlessTrackCutOff,
    ]
}
