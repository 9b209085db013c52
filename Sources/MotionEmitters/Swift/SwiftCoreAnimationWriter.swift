import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Writes `<Control>+CoreAnimation.swift`: the control's own Core Animation data (its stroke styles)
/// and its conformance to `MotionCoreAnimationControl`, through which the `MotionCoreAnimation`
/// library builds the `CAShapeLayer`s and, per transition, the `CAAnimationGroup`s of
/// `CAKeyframeAnimation`s from the same runtime values the value-type timelines sample (so parameters
/// and retargeted `current` values reach the layers too). The mapping itself is documented on
/// `CoreAnimationGlue`.
struct SwiftCoreAnimationWriter {
    let writer: SwiftControlWriter

    /// The glue file's text; `imports` is false for `--standalone`, which inlines the runtime and
    /// the library instead of importing them.
    func text(imports: Bool) -> String {
        let control = writer.control
        let type = writer.typeName
        var code = SwiftCode()
        code.line("#if canImport(QuartzCore)")
        if imports { code.line("import MotionCoreAnimation") }
        code.line("import QuartzCore")
        code.line()
        // `CoreAnimationGlue` needs these systems (`CGColor(srgbRed:…)`).
        code.line("@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)")
        code.block("extension \(type): MotionCoreAnimationControl {") { code in
            code.doc("Each node's stroke style (cap, join, miter limit); nil for a group.")
            code.block("\(writer.access) static var strokeStyles: [CoreAnimationGlue.StrokeStyle?] {", "}") { code in
                code.block("[", "]") { code in
                    for node in control.nodes {
                        guard let style = node.style else { code.line("nil, // \(TextEscaping.lineComment(node.name))"); continue }
                        code.line("(.\(style.lineCap.rawValue), .\(style.lineJoin.rawValue), \(SwiftLiterals.number(style.miterLimit))), // \(TextEscaping.lineComment(node.name))")
                    }
                }
            }
        }
        code.line("#endif")
        return code.text
    }
}
