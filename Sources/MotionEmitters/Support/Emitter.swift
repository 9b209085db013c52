import MotionDiagnostics
import MotionCompiler

/// The targets a spec compiles to.
public enum Target: String, CaseIterable, Sendable, Hashable, Comparable {
    case swift, css, lottie

    public static func < (a: Target, b: Target) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// How to emit. The run-wide settings come from the command line; `sourcePath` and `baseName`
/// are set per spec by `MotionEmitters.emit`.
public struct EmitOptions: Sendable, Hashable {
    /// `--standalone`: a whole page or file a person can open as is (CSS: an HTML page with the SVG).
    public var standalone: Bool
    /// `--pretty`: JSON outputs (Lottie) indented for people; compact (what players load) by default.
    public var pretty: Bool
    /// `--fps N`: how often a target that cannot say a curve samples it (baked keyframes).
    public var fps: Double
    /// The tool named in generated headers (`{{generator}}`); no version, so outputs stay byte-stable.
    public var generator: String
    /// The spec's path as given (`{{source}}` in headers).
    public var sourcePath: String
    /// The spec's file name without `.motion` / `.motion.json`: also the folder its outputs go in.
    public var baseName: String
    /// The byte offset of each line's start in the spec (`SourceFile.lineStarts`), so generated
    /// comments can name the line a piece came from; empty when unknown.
    public var sourceLineStarts: [Int] = []
    /// Swift: the access level of the generated control's declarations.
    public var swiftAccessLevel = SwiftAccessLevel.public

    public static let defaultFPS: Double = 60

    public init(standalone: Bool = false, pretty: Bool = false, fps: Double = EmitOptions.defaultFPS, generator: String = "motionspec",
                sourcePath: String = "", baseName: String = "") {
        self.standalone = standalone
        self.pretty = pretty
        self.fps = fps
        self.generator = generator
        self.sourcePath = sourcePath
        self.baseName = baseName
    }

    /// The values every header template takes.
    public func headerValues(control: String) -> [String: String] {
        ["source": sourcePath, "generator": generator, "control": control]
    }
}

/// One file an emitter writes, at a path relative to the spec's output folder (`Card.swift`,
/// `lottie/off-on.json`). Contents are the exact text, newline-terminated.
public struct OutputFile: Sendable, Hashable {
    public let path: String
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What an emitter gives back: its files, and diagnostics about the spec. An error (MS3xxx)
/// refuses the whole run (nothing is written); notes (MS3010) report approximations.
public struct EmitResult: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]

    public init(files: [OutputFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// One target's code generator: a pure function of the lowered control. Emitters never read
/// files, the clock or the environment, and never iterate a Dictionary or Set to decide order,
/// so the same spec gives the same bytes.
public protocol Emitter: Sendable {
    static var target: Target { get }
    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult
}
