import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Writes `<Control>+CoreAnimation.swift`: the control's own Core Animation data (its stroke styles)
/// and thin typed wrappers over the `MotionCoreAnimation` library (`CoreAnimationGlue`), which builds
/// the `CAShapeLayer`s and, per transition, the `CAAnimationGroup`s of `CAKeyframeAnimation`s from the
/// same runtime values the value-type timelines sample (so parameters and retargeted `current`
/// values reach the layers too). The mapping itself is documented on `CoreAnimationGlue`.
struct SwiftCoreAnimationWriter {
    let writer: SwiftControlWriter

    /// The glue file's text; `imports` is false for `--standalone`, which inlines the runtime and
    /// the library instead of importing them.
    func text(imports: Bool) -> String {
        let control = writer.control
        let type = writer.typeName
        var code = SwiftCode()
        code.line("#if canImport(QuartzCore)")
        if imports {
            code.line("import MotionCoreAnimation")
            code.line("import MotionRuntime")
        }
        code.line("import QuartzCore")
        code.line()
        // `CoreAnimationGlue` needs these systems (`CGColor(srgbRed:…)`).
        code.line("@available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)")
        code.block("extension \(type) {") { code in
            code.doc("Each node's stroke style (cap, join, miter limit); nil for a group.")
            code.block("public static var strokeStyles: [CoreAnimationGlue.StrokeStyle?] {", "}") { code in
                code.block("[", "]") { code in
                    for node in control.nodes {
                        guard let style = node.style else { code.line("nil, // \(TextEscaping.lineComment(node.name))"); continue }
                        code.line("(.\(style.lineCap.rawValue), .\(style.lineJoin.rawValue), \(SwiftLiterals.number(style.miterLimit))), // \(TextEscaping.lineComment(node.name))")
                    }
                }
            }
            code.line()
            for line in Self.wrappers.split(separator: "\n", omittingEmptySubsequences: false) {
                code.line(String(line))
            }
        }
        code.line("#endif")
        return code.text
    }

    /// The wrappers: the library's functions with this control's design size, structure and stroke
    /// styles filled in, typed with its `MotionFrame`s and `Transition`s.
    static let wrappers = """
        /// The control as layers: `root` has the design box as bounds; `nodes[i]` is node i's layer.
        public typealias Layers = CoreAnimationGlue.Layers

        /// Builds the layers showing `frame` (the initial state's by default).
        public static func makeLayers(showing frame: MotionFrame = frame(for: .initial)) -> Layers {
            CoreAnimationGlue.makeLayers(control: control(), strokeStyles: strokeStyles, designSize: designSize, showing: frame)
        }

        /// Places `root` so the design box is aspect-fitted into `rect` of its superlayer.
        public static func layout(_ root: CALayer, in rect: CGRect) {
            CoreAnimationGlue.layout(root, in: rect, designSize: designSize)
        }

        /// Sets every layer's model values to `frame` (wrap it in a `CATransaction` with actions disabled
        /// to avoid implicit animations).
        public static func apply(_ frame: MotionFrame, to nodes: [CALayer]) {
            CoreAnimationGlue.apply(frame, to: nodes, designSize: designSize)
        }

        /// One animation per animated node (`CAAnimationGroup`s of `CAKeyframeAnimation`s); the outermost
        /// group begins at `beginTime` (in the layers' time) plus the transition's own begin.
        public static func animations(for transition: Transition, beginTime: CFTimeInterval) -> [(node: Int, animation: CAAnimation)] {
            CoreAnimationGlue.animations(for: glueTransition(transition), designSize: designSize, beginTime: beginTime)
        }

        /// Shows `transition` on `layers`, now or at `beginTime` (the layers' time). When it is over,
        /// `apply(transition.destination, to:)` makes the destination the model.
        public static func play(_ transition: Transition, on layers: Layers, beginTime: CFTimeInterval? = nil) {
            CoreAnimationGlue.play(glueTransition(transition), designSize: designSize, on: layers, beginTime: beginTime)
        }

        private static func glueTransition(_ transition: Transition) -> CoreAnimationGlue.Transition {
            CoreAnimationGlue.Transition(root: transition.root, timeline: transition.timeline, base: transition.base,
                                         duration: transition.duration)
        }
        """
}
