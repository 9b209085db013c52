#if canImport(SwiftUI) && canImport(QuartzCore)
import MotionCoreAnimation
import MotionRuntime
import QuartzCore
import SwiftUI

/// A spec's control as a SwiftUI view bound to its state: `MotionView<FlatSwitch>(state: $state)`.
/// A change of the binding plays the spec's transition (from what is on screen when it interrupts
/// one); a tap moves to the next state; the environment's `accessibilityReduceMotion` plays the
/// spec's `reduced` variants; `onCue` hears each cue as it comes due. The frames are drawn in a
/// `Canvas` by a `TimelineView` that schedules them only while something moves.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
public struct MotionView<Control: MotionCoreAnimationControl>: View {
    @Binding private var state: Control.State
    private let parameters: Control.Parameters
    private let onCue: (MotionPlayer<Control>.PlayedCue) -> Void
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var playback: MotionViewPlayback<Control>

    public init(state: Binding<Control.State>, parameters: Control.Parameters = Control.Parameters(),
                onCue: @escaping (MotionPlayer<Control>.PlayedCue) -> Void = { _ in }) {
        _state = state
        self.parameters = parameters
        self.onCue = onCue
        _playback = State(initialValue: MotionViewPlayback(state: state.wrappedValue, parameters: parameters))
    }

    public var body: some View {
        let now = Date().timeIntervalSinceReferenceDate
        let _ = playback.follow(state: state, parameters: parameters, reducesMotion: reduceMotion, at: now)
        TimelineView(.explicit(playback.frameDates(from: now))) { timeline in
            Canvas { context, size in
                playback.draw(in: &context, size: size, at: timeline.date.timeIntervalSinceReferenceDate, onCue: onCue)
            }
        }
        .onTapGesture { state = MotionInteraction.state(after: state) }
        .accessibilityElement()
        .accessibilityAddTraits(.isButton)
        .accessibilityValue(Text(MotionInteraction.toggleValue(of: state)))
        .accessibilityAction { state = MotionInteraction.state(after: state) }
    }
}

/// The player behind a `MotionView`, kept across the view's updates: the view's body tells it the
/// bound state and params, the canvas draws what it shows at each scheduled date.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
final class MotionViewPlayback<Control: MotionCoreAnimationControl> {
    private let clock = MotionManualClock()
    private var player: MotionPlayer<Control>
    private let scene: MotionScene

    init(state: Control.State, parameters: Control.Parameters) {
        player = MotionPlayer(state: state, parameters: parameters, clock: clock)
        scene = Control.scene(parameters)
    }

    /// Plays a change of state or params (nothing when neither changed).
    func follow(state: Control.State, parameters: Control.Parameters, reducesMotion: Bool, at time: Double) {
        clock.now = Swift.max(clock.now, time)
        if parameters != player.parameters { player.parameters = parameters }
        player.reducesMotion = reducesMotion
        player.set(state)
    }

    /// The dates to draw at: 60 a second from `time` until what plays is over; none at rest.
    func frameDates(from time: Double) -> [Date] {
        guard let end = player.endTime, end > time else { return [] }
        let step = 1.0 / 60
        let count = Int(((end - time) / step).rounded(.up))
        return (0...count).map { Date(timeIntervalSinceReferenceDate: Swift.min(time + Double($0) * step, end)) }
    }

    /// Draws what the player shows at `time`, then hands out the cues that came due.
    func draw(in context: inout GraphicsContext, size: CGSize, at time: Double,
              onCue: (MotionPlayer<Control>.PlayedCue) -> Void) {
        clock.now = Swift.max(clock.now, time)
        let cues = player.update()
        let rect = MotionRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        for (frame, opacity) in MotionDrawing.layers(of: player) where opacity > 0 {
            for shape in MotionDrawing.shapes(of: Control.self, scene: scene, frame: frame, in: rect, opacity: opacity) {
                var layer = context
                layer.opacity = shape.opacity
                if let shadow = shape.shadow {
                    layer.addFilter(.shadow(color: Self.color(shadow.color), radius: CGFloat(shadow.blur),
                                            x: CGFloat(shadow.offset.x), y: CGFloat(shadow.offset.y)))
                }
                if shape.paintsFill {
                    layer.fill(Self.path(shape.fillPath), with: Self.shading(shape.fillGradient, or: shape.fillColor))
                }
                if shape.paintsStroke {
                    layer.stroke(Self.path(shape.strokePath), with: Self.shading(shape.strokeGradient, or: shape.strokeColor),
                                 style: Self.strokeStyle(node: shape.node, width: shape.lineWidth))
                }
            }
        }
        for cue in cues { onCue(cue) }
    }

    /// The gradient, already in the host's coordinates (`MotionDrawnShape`), or the colour when none paints.
    static func shading(_ gradient: MotionGradient, or color: MotionColor) -> GraphicsContext.Shading {
        guard !gradient.isNone else { return .color(Self.color(color)) }
        let stops = Gradient(stops: gradient.stops.map { Gradient.Stop(color: Self.color($0.color), location: CGFloat($0.position)) })
        let start = CGPoint(x: gradient.start.x, y: gradient.start.y)
        switch gradient.kind {
        case .linear:
            return .linearGradient(stops, startPoint: start, endPoint: CGPoint(x: gradient.end.x, y: gradient.end.y))
        case .radial:
            return .radialGradient(stops, center: start, startRadius: 0, endRadius: CGFloat(gradient.radius))
        }
    }

    static func color(_ color: MotionColor) -> Color {
        Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    static func path(_ motionPath: MotionPath) -> Path {
        var path = Path()
        for subpath in motionPath.subpaths {
            path.move(to: CGPoint(x: subpath.start.x, y: subpath.start.y))
            for cubic in subpath.cubics {
                path.addCurve(to: CGPoint(x: cubic.p3.x, y: cubic.p3.y), control1: CGPoint(x: cubic.p1.x, y: cubic.p1.y),
                              control2: CGPoint(x: cubic.p2.x, y: cubic.p2.y))
            }
            if subpath.isClosed { path.closeSubpath() }
        }
        return path
    }

    /// The node's cap, join and miter limit as the Core Animation layers draw them.
    static func strokeStyle(node: Int, width: Double) -> StrokeStyle {
        guard node < Control.strokeStyles.count, let style = Control.strokeStyles[node] else {
            return StrokeStyle(lineWidth: CGFloat(width))
        }
        let cap: CGLineCap = style.cap == .round ? .round : style.cap == .square ? .square : .butt
        let join: CGLineJoin = style.join == .round ? .round : style.join == .bevel ? .bevel : .miter
        return StrokeStyle(lineWidth: CGFloat(width), lineCap: cap, lineJoin: join, miterLimit: CGFloat(style.miterLimit))
    }
}
#endif
