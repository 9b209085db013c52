/// MS2xxx: meaning. Owned by the compiler's checks.
extension DiagnosticCode {
    // Names.
    public static let unknownName = DiagnosticCode("MS2001", .error, "unknown name")
    public static let unknownNode = DiagnosticCode("MS2002", .error, "unknown shape, group or repeat")
    public static let unknownProperty = DiagnosticCode("MS2003", .error, "unknown property")
    public static let unknownState = DiagnosticCode("MS2004", .error, "unknown state")
    public static let unknownFunction = DiagnosticCode("MS2005", .error, "unknown function")
    public static let unknownSetting = DiagnosticCode("MS2006", .error, "unknown setting")
    public static let unknownLabel = DiagnosticCode("MS2007", .error, "unknown argument label")
    public static let unknownKeyword = DiagnosticCode("MS2008", .error, "unknown keyword for an option")
    public static let duplicateName = DiagnosticCode("MS2009", .error, "a name is declared twice")
    public static let paramNotAllowed = DiagnosticCode("MS2010", .error, "a param used where only a compile-time value fits")
    // Values.
    public static let typeMismatch = DiagnosticCode("MS2011", .error, "a value of the wrong type")
    public static let unitMismatch = DiagnosticCode("MS2012", .error, "a number with the wrong unit")
    public static let invalidArithmetic = DiagnosticCode("MS2013", .error, "division by zero or a result that is not finite")
    public static let argumentCount = DiagnosticCode("MS2014", .error, "wrong number of arguments")
    public static let indexOutOfRange = DiagnosticCode("MS2015", .error, "an index or member that does not exist")
    public static let valueOutOfRange = DiagnosticCode("MS2016", .error, "a value outside its allowed range")
    public static let trimOutOfRange = DiagnosticCode("MS2017", .error, "a trim at rest outside 0…1")
    public static let invalidSize = DiagnosticCode("MS2018", .error, "the size is not positive")
    public static let pathData = DiagnosticCode("MS2019", .error, "malformed SVG path data")
    // Nodes.
    public static let nodeInsideShape = DiagnosticCode("MS2020", .error, "a node inside a shape or repeat")
    public static let settingNotAllowed = DiagnosticCode("MS2021", .error, "a setting that does not apply to this node")
    public static let duplicateSetting = DiagnosticCode("MS2022", .error, "a setting or argument given twice")
    public static let missingPath = DiagnosticCode("MS2023", .error, "a shape without a path")
    public static let invalidRepeatRange = DiagnosticCode("MS2024", .error, "a repeat range that is empty or not integers")
    public static let notARepeat = DiagnosticCode("MS2025", .error, "an instance index on a node that is not a repeat")
    public static let instanceOutOfRange = DiagnosticCode("MS2026", .error, "a repeat instance that does not exist")
    public static let missingInstance = DiagnosticCode("MS2027", .error, "a repeat named without an instance")
    // States.
    public static let noInitialState = DiagnosticCode("MS2028", .error, "no initial state")
    public static let severalInitialStates = DiagnosticCode("MS2029", .error, "more than one initial state")
    public static let duplicateAssignment = DiagnosticCode("MS2030", .error, "a property set twice in one state")
    // Transitions and timing.
    public static let duplicateTransition = DiagnosticCode("MS2031", .error, "two transitions between the same states")
    public static let notAnimatable = DiagnosticCode("MS2032", .error, "a track on a property that cannot be animated")
    public static let overlappingTracks = DiagnosticCode("MS2033", .error, "two tracks animate one property at the same time")
    public static let misplacedCurrent = DiagnosticCode("MS2034", .error, "'current' anywhere but the first value")
    public static let invalidDuration = DiagnosticCode("MS2035", .error, "a duration that is not positive and finite")
    public static let missingDuration = DiagnosticCode("MS2036", .error, "a track whose duration cannot be known")
    public static let keyTimesOutOfRange = DiagnosticCode("MS2037", .error, "a key time outside 0…1")
    public static let keyTimesNotIncreasing = DiagnosticCode("MS2038", .error, "key times that do not increase")
    public static let keyTimesCount = DiagnosticCode("MS2039", .error, "key times that do not match the values")
    public static let timingCount = DiagnosticCode("MS2040", .error, "timing functions that do not match the segments")
    public static let bezierOutOfRange = DiagnosticCode("MS2041", .error, "a cubic Bézier x outside 0…1")
    public static let invalidSteps = DiagnosticCode("MS2042", .error, "a step count that is not a positive integer")
    public static let invalidSpring = DiagnosticCode("MS2043", .error, "a spring with a mass, stiffness or response that is not positive")
    public static let pacedIgnoresTiming = DiagnosticCode("MS2044", .warning, "key times or timing functions on a paced track are ignored")
    public static let trackPastGroup = DiagnosticCode("MS2045", .warning, "a track runs past the end of its group and is clipped")
    public static let tooFewValues = DiagnosticCode("MS2046", .error, "a track with fewer than two values")
    public static let invalidRepeatCount = DiagnosticCode("MS2047", .error, "a repeat count that is not positive")
    public static let endsOffState = DiagnosticCode("MS2048", .warning, "a transition that does not end on its destination state")
    // Reversed and implicit transitions.
    public static let unknownReversedTransition = DiagnosticCode("MS2049", .error, "a reverse of a transition that is not declared")
    public static let reverseOfReverse = DiagnosticCode("MS2050", .error, "a reverse of a transition that is itself a reverse")
    public static let reverseDirection = DiagnosticCode("MS2051", .error, "a reverse that does not go back the way the other came")
    public static let notReversible = DiagnosticCode("MS2052", .error, "a transition that cannot be played backwards exactly")
    public static let tracksInReverse = DiagnosticCode("MS2053", .error, "tracks in a reversed transition")
    public static let nothingChanges = DiagnosticCode("MS2054", .error, "an implicit transition where nothing differs")
    public static let misplacedChanges = DiagnosticCode("MS2055", .error, "'changes' in a group, or written twice")
    // Roles.
    public static let unknownRole = DiagnosticCode("MS2075", .error, "unknown role")
    public static let oneStateInteractiveRole = DiagnosticCode("MS2076", .warning, "an interactive role on a control with one state")
    // Morphing paths.
    public static let pathStructureMismatch = DiagnosticCode("MS2080", .error, "a path whose structure differs from its shape's")
    // Dash patterns.
    public static let invalidDashPattern = DiagnosticCode("MS2085", .error, "a dash pattern that is not lengths, at least one of them positive")
    public static let tooManyDashes = DiagnosticCode("MS2086", .error, "a dash pattern too fine for its path")
    // Gradients.
    public static let gradientStructureMismatch = DiagnosticCode("MS2090", .error, "a gradient whose kind or stop count differs from its shape's")
    public static let invalidGradient = DiagnosticCode("MS2091", .error, "a gradient that cannot be drawn")
    public static let colorUnderGradient = DiagnosticCode("MS2092", .warning, "a colour for a fill or stroke a gradient paints")
}

extension DiagnosticCatalog {
    static let checks: [DiagnosticCode] = [
        .unknownName, .unknownNode, .unknownProperty, .unknownState, .unknownFunction, .unknownSetting, .unknownLabel,
        .unknownKeyword, .duplicateName, .paramNotAllowed, .typeMismatch, .unitMismatch, .invalidArithmetic,
        .argumentCount, .indexOutOfRange, .valueOutOfRange, .trimOutOfRange, .invalidSize, .pathData,
        .nodeInsideShape, .settingNotAllowed, .duplicateSetting, .missingPath, .invalidRepeatRange, .notARepeat,
        .instanceOutOfRange, .missingInstance, .noInitialState, .severalInitialStates, .duplicateAssignment,
        .duplicateTransition, .notAnimatable, .overlappingTracks, .misplacedCurrent, .invalidDuration,
        .missingDuration, .keyTimesOutOfRange, .keyTimesNotIncreasing, .keyTimesCount, .timingCount,
        .bezierOutOfRange, .invalidSteps, .invalidSpring, .pacedIgnoresTiming, .trackPastGroup, .tooFewValues,
        .invalidRepeatCount, .endsOffState, .unknownReversedTransition, .reverseOfReverse, .reverseDirection,
        .notReversible, .tracksInReverse, .nothingChanges, .misplacedChanges,
        .unknownRole, .oneStateInteractiveRole,
        .pathStructureMismatch,
        .invalidDashPattern, .tooManyDashes,
        .gradientStructureMismatch, .invalidGradient, .colorUnderGradient,
    ]
}
