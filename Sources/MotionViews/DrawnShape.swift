import MotionRuntime

/// One shape of a frame as a host draws it, in the host's coordinates: the runtime's geometry placed
/// by the node's groups and its own transform, then fitted into the host's rect, with the values
/// that frame gives it. A `Canvas` (or any 2D context) fills `fillPath`, then strokes `strokePath`,
/// at `opacity`, with the shadow under both — what a layer tree built by `CoreAnimationGlue` shows.
public struct MotionDrawnShape: Hashable, Sendable {
    /// The node's index in the scene (and the frame).
    public var node: Int
    /// The whole path: what is filled (a trim cuts only the stroke, as on a `CAShapeLayer`).
    public var fillPath: MotionPath
    /// The trimmed part of the path, cut into dashes when the node has a pattern: what is stroked
    /// (each subpath with the stroke's caps).
    public var strokePath: MotionPath
    public var fillColor: MotionColor
    public var strokeColor: MotionColor
    /// The stroke's width scaled with the path (by the square root of the placing matrix's area scale).
    public var lineWidth: Double
    /// The node's opacity times its groups' and the host's.
    public var opacity: Double
    public var shadow: Shadow?
    /// The gradients that paint the fill and the stroke instead of their colours (`.none` when the colour
    /// paints), placed as the paths are: points through the same matrix, the radius scaled with the width.
    public var fillGradient: MotionGradient = .none
    public var strokeGradient: MotionGradient = .none

    /// True when the fill shows: a gradient or a colour not fully transparent paints it.
    public var paintsFill: Bool { !fillGradient.isNone || fillColor.alpha > 0 }
    /// True when the stroke shows: it has a width, and a gradient or a colour not fully transparent paints it.
    public var paintsStroke: Bool { lineWidth > 0 && (!strokeGradient.isNone || strokeColor.alpha > 0) }

    /// A drop shadow, scaled with the path; its colour's alpha is the frame's shadow opacity.
    public struct Shadow: Hashable, Sendable {
        public var color: MotionColor
        public var offset: MotionPoint
        public var blur: Double

        public init(color: MotionColor, offset: MotionPoint, blur: Double) {
            self.color = color
            self.offset = offset
            self.blur = blur
        }
    }
}

/// Frames into shapes to draw: the part of a host that is not platform code.
public enum MotionDrawing {
    /// Every shape (groups draw nothing themselves) of `frame`, in tree order, fitted into `rect`
    /// (aspect-fit, centred) and faded by `opacity`. Pass the scene once built
    /// (`Control.scene(parameters)`): only its paths and parents are read.
    public static func shapes<Control: MotionControl>(of _: Control.Type, scene: MotionScene, frame: MotionFrame,
                                                      in rect: MotionRect, opacity: Double = 1) -> [MotionDrawnShape] {
        let fit = Control.fitting(into: rect)
        var shapes: [MotionDrawnShape] = []
        for index in scene.nodes.indices where !scene.nodes[index].isGroup && index < frame.nodeCount {
            let matrix = fit.concatenating(scene.transform(ofNode: index, in: frame))
            let scale = abs(matrix.determinant).squareRoot()
            var shadow: MotionDrawnShape.Shadow?
            if frame.shadowOpacity[index] > 0 && frame.shadowColor[index].alpha > 0 {
                var color = frame.shadowColor[index]
                color.alpha *= frame.shadowOpacity[index]
                let offset = frame.shadowOffset[index]
                shadow = .init(color: color, offset: MotionPoint(offset.x * scale, offset.y * scale), blur: frame.shadowBlur[index] * scale)
            }
            shapes.append(MotionDrawnShape(node: index, fillPath: scene.nodes[index].path.applying(matrix),
                                           strokePath: scene.strokedPath(ofNode: index, in: frame).applying(matrix),
                                           fillColor: frame.fillColor[index], strokeColor: frame.strokeColor[index],
                                           lineWidth: frame.lineWidth[index] * scale,
                                           opacity: scene.opacity(ofNode: index, in: frame) * opacity, shadow: shadow,
                                           fillGradient: placed(frame.fillGradient[index], matrix, scale),
                                           strokeGradient: placed(frame.strokeGradient[index], matrix, scale)))
        }
        return shapes
    }

    /// `gradient` in the host's coordinates.
    static func placed(_ gradient: MotionGradient, _ matrix: MotionAffineTransform, _ scale: Double) -> MotionGradient {
        guard !gradient.isNone else { return gradient }
        var placed = gradient
        placed.start = matrix.apply(gradient.start)
        placed.end = matrix.apply(gradient.end)
        placed.radius = gradient.radius * scale
        return placed
    }

    /// What a player shows, as frames with their opacities, bottom first: its frame alone, or during
    /// a reduced-motion crossfade its frame fading out under the destination fading in.
    public static func layers<Control>(of player: MotionPlayer<Control>) -> [(frame: MotionFrame, opacity: Double)] {
        guard let crossfade = player.crossfade else { return [(player.frame, 1)] }
        return [(player.frame, 1 - crossfade.progress), (crossfade.destination, crossfade.progress)]
    }
}
