import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// Emitters that exist only for the infrastructure's tests: they write what they were given, so a
/// test can see the layout, the options and the templates; a spec's description steers the
/// diagnostics ("unsupported" gives MS3011, "baked" gives MS3010).
enum EchoEmitter: Emitter {
    static let target = Target.swift

    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        var result = EmitResult()
        let description = control.description ?? ""
        if description.contains("unsupported") {
            result.diagnostics.append(.unsupported("the echo of an unsupported thing", by: target, at: SourceSpan(at: 0), help: "remove it"))
        }
        if description.contains("baked") {
            result.diagnostics.append(.baked("a curve", for: target, fps: options.fps, largestError: 0.25, unit: "pt", at: SourceSpan(at: 0)))
        }
        let text = templates.render(.swiftHeader, options.headerValues(control: control.name))
            + "control \(control.name) standalone=\(options.standalone) fps=\(NumberText.format(options.fps)) base=\(options.baseName)\n"
            + control.states.map { "state \($0.name)\($0.isInitial ? " initial" : "")\n" }.joined()
            + control.transitions.map { "transition \($0.title) \(NumberText.format($0.duration))s\n" }.joined()
        result.files.append(OutputFile(path: "\(control.name).swift", contents: text))
        return result
    }
}

/// A second target, writing two files, one in a subfolder.
enum PageEmitter: Emitter {
    static let target = Target.css

    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        let page = templates.render(.htmlPage, ["title": control.name, "style": "svg { width: 10px; }", "body": "<svg></svg>",
                                               "source": options.sourcePath, "generator": options.generator])
        return EmitResult(files: [
            OutputFile(path: "pages/\(options.baseName).html", contents: page),
            OutputFile(path: "\(options.baseName).css", contents: templates.render(.cssHeader, options.headerValues(control: control.name))),
        ])
    }
}

/// Writes the same file as `EchoEmitter`: a clash.
enum ClashingEmitter: Emitter {
    static let target = Target.lottie

    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        EmitResult(files: [OutputFile(path: "\(control.name).swift", contents: "{}\n")])
    }
}

/// Tries to write outside its folder.
enum EscapingEmitter: Emitter {
    static let target = Target.lottie

    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        EmitResult(files: [OutputFile(path: "../\(control.name).json", contents: "{}\n")])
    }
}

/// Small specs for the pipeline tests.
enum InfrastructureSpecs {
    static func spec(_ name: String, description: String = "a test control") -> String {
        """
        control \(name) {
          description "\(description)"
          size 10 x 10
          shape dot {
            path oval(0, 0, 10, 10)
            fill #ff0000
          }
          state off initial {
            dot.opacity 0
          }
          state on {
            dot.opacity 1
          }
          transition off -> on for 0.2s {
            dot.opacity 0 -> 1 for 0.2s linear
          }
        }

        """
    }
}
