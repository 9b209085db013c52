import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The Swift target: `<Control>.swift` (the control's own states, params, geometry, frames and
/// timelines, conforming to `MotionRuntime`'s `MotionControl`) and `<Control>+CoreAnimation.swift`
/// (under `#if canImport(QuartzCore)`: its stroke styles and its conformance to the
/// `MotionCoreAnimation` library's `MotionCoreAnimationControl`, which builds the layers and
/// animations). With `--standalone`, one `<Control>.swift` holding the control, the glue, the
/// runtime's sources and the library's, which compiles on its own.
///
/// Everything is exact: the generated code builds runtime `MotionTimeline`s from literals of the lowered
/// ones (numbers printed so they read back bit for bit) and samples them with the runtime itself.
public enum SwiftEmitter: Emitter {
    public static let target = Target.swift

    public static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        let writer = SwiftControlWriter(control, options: options)
        let header = templates.render(.swiftHeader, options.headerValues(control: control.name))
        let glue = SwiftCoreAnimationWriter(writer: writer)
        if options.standalone {
            var code = SwiftCode()
            writer.write(into: &code)
            var text = header + "\n"
            text += "// Standalone: the MotionRuntime and MotionCoreAnimation sources are inlined at the end of this file.\n\n"
            text += code.text + "\n"
            text += glue.text(imports: false)
            text += "\n" + SwiftRuntimeSources.inlined
            text += "\n" + SwiftCoreAnimationSources.inlined
            return EmitResult(files: [OutputFile(path: writer.typeName + ".swift", contents: text)])
        }
        var code = SwiftCode()
        code.line("import MotionRuntime")
        code.line()
        writer.write(into: &code)
        let main = header + "\n" + code.text
        let glueText = header + "\n" + glue.text(imports: true)
        return EmitResult(files: [
            OutputFile(path: writer.typeName + ".swift", contents: main),
            OutputFile(path: writer.typeName + "+CoreAnimation.swift", contents: glueText),
        ])
    }
}
