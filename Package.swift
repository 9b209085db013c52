// swift-tools-version:6.0
// MotionSpec: a compiler for the motion of UI controls. No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "MotionSpec",
    products: [
        .library(name: "MotionRuntime", targets: ["MotionRuntime"]),
        .library(name: "MotionCoreAnimation", targets: ["MotionCoreAnimation"]),
        // Views that play a generated control: UIKit, AppKit and SwiftUI hosts on the runtime's MotionPlayer.
        .library(name: "MotionViews", targets: ["MotionViews"]),
        .executable(name: "motionspec", targets: ["motionspec"]),
        // Specs in a target become Swift at build time; `swift package motionspec compile` for CSS and Lottie.
        .plugin(name: "MotionSpecPlugin", targets: ["MotionSpecPlugin"]),
        .plugin(name: "MotionSpecCommand", targets: ["MotionSpecCommand"]),
    ],
    targets: [
        // The one definition of motion: generated Swift links against it, the compiler samples with it.
        .target(name: "MotionRuntime"),
        // Core Animation layers and animations from runtime values; generated glue calls it. Every source is
        // under `#if canImport(QuartzCore)`: an empty module where there is no QuartzCore (Linux).
        .target(name: "MotionCoreAnimation", dependencies: ["MotionRuntime"]),
        // Thin hosts on MotionPlayer, each under `#if canImport(UIKit|AppKit|SwiftUI)`, and the platform-free
        // drawing (frames into fitted paths and colours) and interaction (tap, accessibility value) they share.
        .target(name: "MotionViews", dependencies: ["MotionRuntime", "MotionCoreAnimation"]),
        // Spans, line tables, diagnostics, the code catalog and its renderers.
        .target(name: "MotionDiagnostics"),
        // Located JSON parser, DSL lexer/parser, the AST, printers (fmt/convert).
        .target(name: "MotionSyntax", dependencies: ["MotionDiagnostics"]),
        // Checks, the validated model, lowering to runtime timelines.
        .target(name: "MotionCompiler", dependencies: ["MotionSyntax", "MotionDiagnostics", "MotionRuntime"]),
        // Swift, CSS + SVG and Lottie: each reads the pipeline's lowered control and samples with the runtime.
        .target(name: "MotionEmitters", dependencies: ["MotionCompiler", "MotionRuntime", "MotionDiagnostics"]),
        // The entry points the libFuzzer binaries (`Fuzz/`, built by `Fuzz/build.sh`) and the crasher replay test share.
        .target(name: "MotionFuzzing", dependencies: ["MotionEmitters", "MotionCompiler", "MotionSyntax", "MotionDiagnostics"]),
        // The command-line tool: thin argument parsing over the compiler.
        .executableTarget(name: "motionspec", dependencies: ["MotionEmitters", "MotionImport", "MotionCompiler", "MotionSyntax", "MotionDiagnostics", "MotionRuntime"]),
        // Drawings into specs: an SVG reader (hand-written XML with byte spans) and the importer.
        .target(name: "MotionImport", dependencies: ["MotionCompiler", "MotionDiagnostics", "MotionRuntime"]),
        // Runs `motionspec compile --file-names spec` per spec of the target it is applied to.
        .plugin(name: "MotionSpecPlugin", capability: .buildTool(), dependencies: ["motionspec"]),
        .plugin(name: "MotionSpecCommand",
                capability: .command(intent: .custom(verb: "motionspec", description: "Compile the package's specs to Swift, CSS + SVG or Lottie"),
                                     permissions: [.writeToPackageDirectory(reason: "motionspec compile writes the generated files into the package")]),
                dependencies: ["motionspec"]),
        // Release-built microbenchmarks: figures and ratios against a baseline measured in the same run.
        .executableTarget(name: "MotionBench", dependencies: ["MotionEmitters", "MotionCompiler", "MotionSyntax", "MotionRuntime", "MotionDiagnostics", "CMotionBaseline"]),
        // The benchmark's C baselines (Chromium's cubic Bézier solver), allocation counter and peak-memory reader.
        .target(name: "CMotionBaseline"),
        // Runs peer suites (JSONTestSuite, resvg path data) against our parsers and geometry; used by .ci/run.
        .executableTarget(name: "MotionPeerSuites", dependencies: ["MotionSyntax", "MotionDiagnostics", "MotionCompiler", "MotionRuntime"]),
        // The generated files that embed the runtime, the Core Animation library and templates/ into the binary.
        .target(name: "SourceEmbedding", dependencies: ["MotionDiagnostics"]),
        // Developer tasks: `swift run motionspec-dev regenerate` rewrites those files, `verify` checks them,
        // `random-spec` writes generated specs.
        .executableTarget(name: "motionspec-dev", dependencies: ["SourceEmbedding", "MotionSpecGenerator"]),
        // Random valid specs from a seed, and their shrinking: the random conformance batch and `motionspec-dev random-spec`.
        .target(name: "MotionSpecGenerator"),

        .target(name: "TestSupport", dependencies: ["MotionDiagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "MotionRuntimeTests", dependencies: ["MotionRuntime", "MotionSpecGenerator"]),
        // The shared drawing run on Linux; the hosts type-checked against stand-ins (`Tests/StandIns`).
        .testTarget(name: "MotionViewsTests", dependencies: ["MotionViews", "MotionRuntime", "TestSupport"]),
        .testTarget(name: "MotionDiagnosticsTests", dependencies: ["MotionDiagnostics", "TestSupport"]),
        .testTarget(name: "MotionSyntaxTests", dependencies: ["MotionSyntax", "MotionDiagnostics", "TestSupport"]),
        .testTarget(name: "MotionCompilerTests", dependencies: ["MotionCompiler", "MotionSyntax", "MotionRuntime", "MotionDiagnostics", "TestSupport"]),
        .testTarget(name: "MotionEmittersTests", dependencies: ["MotionEmitters", "MotionCompiler", "MotionSyntax", "MotionRuntime", "MotionDiagnostics", "MotionSpecGenerator", "SourceEmbedding", "TestSupport"]),
        // The generated Swift goldens compiled as sources of this target, sampled against the runtime.
        .testTarget(name: "GeneratedSwiftTests", dependencies: ["MotionRuntime", "MotionCoreAnimation", "MotionCompiler", "MotionDiagnostics", "TestSupport"]),
        // End to end: the specs in specs/, the diagnostics corpus, the catalog and its documentation.
        .testTarget(name: "MotionSpecTests", dependencies: ["MotionSyntax", "MotionCompiler", "MotionEmitters", "MotionRuntime", "MotionDiagnostics", "MotionFuzzing", "MotionSpecGenerator", "TestSupport"]),
        .testTarget(name: "MotionImportTests", dependencies: ["MotionImport", "MotionEmitters", "MotionCompiler", "MotionSyntax", "MotionDiagnostics", "TestSupport"]),
        // Runs the built `motionspec` binary, as a user would.
        .testTarget(name: "MotionSpecCLITests", dependencies: ["motionspec", "MotionEmitters", "MotionCompiler", "MotionSyntax", "MotionRuntime", "MotionDiagnostics", "TestSupport"]),
    ]
)
