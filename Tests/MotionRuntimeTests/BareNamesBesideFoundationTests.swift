import Foundation
import MotionRuntime
import Testing

/// An app file imports Foundation (and UIKit or SwiftUI) beside MotionRuntime. This file does the same and names every
/// public runtime type bare: a runtime name that Foundation also declares (`AffineTransform` on every platform, the
/// MacTypes `Point` and `Rect` on Apple's) makes it fail to compile.
@Suite struct BareNamesBesideFoundationTests {
    /// Every public top-level type of the runtime, spelled bare.
    static let bareNames: [(name: String, type: Any.Type)] = [
        ("MotionAffineTransform", MotionAffineTransform.self),
        ("MotionCalculationMode", MotionCalculationMode.self),
        ("MotionClock", (any MotionClock).self),
        ("MotionColor", MotionColor.self),
        ("MotionControl", (any MotionControl).self),
        ("MotionCue", MotionCue.self),
        ("MotionCubic", MotionCubic.self),
        ("MotionCubicBezier", MotionCubicBezier.self),
        ("MotionFillMode", MotionFillMode.self),
        ("MotionFrame", MotionFrame.self),
        ("MotionInterpolatable", (any MotionInterpolatable).self),
        ("MotionKeyframes", MotionKeyframes<MotionValue>.self),
        ("MotionManualClock", MotionManualClock.self),
        ("MotionLoop", MotionLoop.self),
        ("MotionNode", MotionNode.self),
        ("MotionNodeValues", MotionNodeValues.self),
        ("MotionPath", MotionPath.self),
        ("MotionGradient", MotionGradient.self),
        ("MotionPathBuilder", MotionPathBuilder.self),
        ("MotionPathCommand", MotionPathCommand.self),
        ("MotionPathDirection", MotionPathDirection.self),
        ("MotionParameters", (any MotionParameters).self),
        ("MotionPathStart", MotionPathStart.self),
        ("MotionPlayer", MotionPlayer<BareNamesTestControl>.self),
        ("MotionPoint", MotionPoint.self),
        ("MotionProperty", MotionProperty.self),
        ("MotionRect", MotionRect.self),
        ("MotionReducedMotion", MotionReducedMotion.self),
        ("MotionRuntimeVersion", MotionRuntimeVersion.self),
        ("MotionScene", MotionScene.self),
        ("MotionSpring", MotionSpring.self),
        ("MotionState", (any MotionState).self),
        ("MotionStepPosition", MotionStepPosition.self),
        ("MotionSteps", MotionSteps.self),
        ("MotionSubpath", MotionSubpath.self),
        ("MotionSystemClock", MotionSystemClock.self),
        ("MotionTimeline", MotionTimeline.self),
        ("MotionTimelineItem", MotionTimelineItem.self),
        ("MotionTiming", MotionTiming.self),
        ("MotionTimingFunction", MotionTimingFunction.self),
        ("MotionTrack", MotionTrack.self),
        ("MotionTrackGroup", MotionTrackGroup.self),
        ("MotionTransform", MotionTransform.self),
        ("MotionTransition", MotionTransition<String>.self),
        ("MotionValue", MotionValue.self),
    ]

    /// The public top-level types declared in `Sources/MotionRuntime`, read from the sources, so a new type must be
    /// added above (and so named bare beside Foundation) before this passes.
    static func declaredPublicTypes() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/MotionRuntime")
        let pattern = try Regex(#"^public (?:final )?(?:struct|enum|protocol|class|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#)
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func everyPublicRuntimeTypeIsNamedBareBesideFoundation() throws {
        let declared = try Self.declaredPublicTypes()
        #expect(declared.count >= 30, "the runtime's sources were not found: \(declared)")
        #expect(Set(Self.bareNames.map(\.name)) == declared)
    }

    @Test func eachBareNameIsTheRuntimeType() {
        for (name, type) in Self.bareNames {
            let described = String(reflecting: type)
            #expect(described.hasPrefix("MotionRuntime.\(name)") || described.hasPrefix("any MotionRuntime.\(name)"), "\(described)")
        }
    }

    @Test func everyPublicRuntimeTypeStartsWithTheModulePrefix() throws {
        for name in try Self.declaredPublicTypes() { #expect(name.hasPrefix("Motion"), "\(name)") }
    }
}

/// The smallest control, to spell `MotionPlayer` with: one state, nothing drawn, no transition.
private enum BareNamesTestControl: MotionControl {
    enum State: MotionState {
        case only
        static let initial = State.only
    }

    struct Parameters: MotionParameters {}

    static let designSize = MotionRect(x: 0, y: 0, width: 1, height: 1)
    static func scene(_ parameters: Parameters) -> MotionScene { MotionScene(nodes: []) }
    static func frame(for state: State, parameters: Parameters) -> MotionFrame { MotionFrame(nodeCount: 0) }
    static func transition(from: State, to: State, startingFrom presented: MotionFrame, parameters: Parameters) -> MotionTransition<State>? {
        nil
    }
}
