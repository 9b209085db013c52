import MotionCompiler
import MotionDiagnostics
import MotionSyntax
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// The SMIL form of a morphing path (`<animate attributeName="d">`, which WebKit plays): its keys played as
/// SMIL plays them equal the runtime, its splines are ones SMIL accepts, and only a morphing control carries
/// it and the script that begins it.
@Suite struct CSSMorphSMILTests {
    /// What SMIL shows at `t` (seconds) for keys with times in seconds: each piece eased by its spline.
    static func play(_ keys: [CSSMorphSMIL.Key], at t: Double) -> [Double] {
        guard let first = keys.first else { return [] }
        if t <= first.time { return first.values }
        for (a, b) in zip(keys, keys.dropFirst()) where t >= a.time && t < b.time {
            let s = a.spline
            let g = MotionCubicBezier(s.0, s.1, s.2, s.3).value(at: (t - a.time) / (b.time - a.time))
            return a.values.indices.map { a.values[$0] + (b.values[$0] - a.values[$0]) * g }
        }
        return keys.last?.values ?? []
    }

    static func sheet(_ source: String) throws -> (LoweredControl, CSSStyleSheet) {
        let lowered = try CSSFixture.lowered(SourceFile(path: "test.motion", text: source))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        _ = sheet.text()
        return (lowered, sheet)
    }

    static func morph(ease: String) -> String {
        """
        control M {
          size 40 x 40
          shape icon {
            path svg("M 12 8 L 22 14 L 22 26 L 12 32 Z")
            fill #1d1d1f
            stroke #0a84ff, width: 2
          }
          state a initial {
          }
          state b {
            icon.path svg("M 11 8 L 17 8 L 17 32 L 11 32 Z")
          }
          transition a -> b for 0.3s {
            icon.path svg("M 12 8 L 22 14 L 22 26 L 12 32 Z") -> svg("M 11 8 L 17 8 L 17 32 L 11 32 Z") \(ease)
          }
        }
        """
    }

    /// Every morph's keys, played as SMIL plays them, against the runtime every millisecond, and every
    /// spline within 0…1 (WebKit plays nothing of an animation with a control point outside it).
    @Test(arguments: ["ease-in-out", "cubic-bezier(0.3, -0.6, 0.7, 1.6)", "steps(3)", "spring(mass: 1, stiffness: 300, damping: 12)"])
    func keysFollowTheRuntime(_ ease: String) throws {
        let (lowered, sheet) = try Self.sheet(Self.morph(ease: ease))
        let entry = try #require(sheet.entries.first { $0.source.name == "a" })
        let morphs = sheet.morphs.filter { $0.from == "a" }
        #expect(morphs.map(\.element) == ["x-icon-fill", "x-icon-stroke"])
        var worst = 0.0
        for morph in morphs {
            guard case .keyframes(let curve, let duration) = morph.motion else {
                Issue.record("\(ease): a morph from a path, not from current, is keyframes")
                continue
            }
            let channel: CSSChannel = morph.element.hasSuffix("-fill") ? .fillPath : .strokePath
            let keys = CSSMorphSMIL.keys(curve.keyframes, tolerance: channel.bakeTolerance)
            #expect(keys.first?.time == 0 && keys.last?.time == duration)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.time < $1.time })
            for key in keys { #expect([key.spline.0, key.spline.1, key.spline.2, key.spline.3].allSatisfy { (0...1).contains($0) }) }
            for i in 0...300 {
                let t = min(Double(i) / 1000, duration)
                let exact = channel.values(entry.playback.frame(at: t), node: 0, wraps: false)
                let smil = Self.play(keys, at: t)
                let difference = zip(exact, smil).map { abs($0 - $1) }.max() ?? .infinity
                // A jump is a one-microsecond ramp that ends on it, as the stylesheet writes it.
                let nearJump = ease.hasPrefix("steps") && [0.1, 0.2].contains { abs(t - $0) < 2e-6 }
                if !nearJump { worst = max(worst, difference) }
            }
        }
        #expect(worst <= 1e-3, "\(ease): worst \(worst) (\(lowered.name))")
    }

    @Test func splinesSMILCanSay() {
        #expect(CSSMorphSMIL.spline(.linear)! == (0, 0, 1, 1))
        #expect(CSSMorphSMIL.spline(.cubicBezier(0.42, 0, 0.58, 1))! == (0.42, 0, 0.58, 1))
        #expect(CSSMorphSMIL.spline(.cubicBezier(0.3, -0.6, 0.7, 1.6)) == nil)
        // Ease-in and ease-out: time stands still at an end, where WebKit solves the curve roughly.
        #expect(CSSMorphSMIL.spline(.cubicBezier(0.42, 0, 1, 1)) == nil)
        #expect(CSSMorphSMIL.spline(.cubicBezier(0, 0, 0.58, 1)) == nil)
        #expect(CSSMorphSMIL.spline(.stepEnd) == nil)
        #expect(CSSMorphSMIL.spline(.points([(0, 0), (0.5, 0.8), (1, 1)])) == nil)
    }

    /// A morph from `current` along one curve is a `to` animation (the path on screen is its start); along
    /// a curve no spline says (ease-out), its progress as points; a spring from `current`, which one spline
    /// cannot say, is keyframes from the source state.
    @Test func currentMorphsAreToAnimations() throws {
        let (_, eased) = try Self.sheet(Self.morph(ease: "ease-in-out").replacing("icon.path svg(\"M 12 8 L 22 14 L 22 26 L 12 32 Z\") ->", with: "icon.path current ->"))
        #expect(eased.morphs.count == 2)
        for morph in eased.morphs {
            guard case .retarget(_, let duration, let delay, let easing) = morph.motion else {
                Issue.record("not a to animation: \(morph)")
                continue
            }
            #expect(duration == 0.3 && delay == 0 && easing == .cubicBezier(0.42, 0, 0.58, 1))
            let text = CSSMorphSMIL.animate(morph, channel: .fillPath)
            // The stroke's path is written 16× finer, as its markup is.
            let to = morph.element.hasSuffix("-fill") ? " to=\"M11 8 C13 8 15 8 17 8 " : " to=\"M176 128 C208 128 240 128 272 128 "
            #expect(text.contains(to) && !text.contains("values="), "\(text)")
            #expect(text.contains("calcMode=\"spline\" keySplines=\"0.42 0 0.58 1\" keyTimes=\"0;1\""))
        }
        let (_, out) = try Self.sheet(Self.morph(ease: "ease-out").replacing("icon.path svg(\"M 12 8 L 22 14 L 22 26 L 12 32 Z\") ->", with: "icon.path current ->"))
        #expect(out.morphs.count == 2)
        #expect(out.morphs.allSatisfy { if case .progress = $0.motion { true } else { false } })
        let (_, sprung) = try Self.sheet(Self.morph(ease: "spring(mass: 1, stiffness: 300, damping: 12)")
            .replacing("icon.path svg(\"M 12 8 L 22 14 L 22 26 L 12 32 Z\") ->", with: "icon.path current ->"))
        #expect(sprung.morphs.count == 2)
        #expect(sprung.morphs.allSatisfy { if case .keyframes = $0.motion { true } else { false } })
    }

    /// play-pause carries the SMIL form in its drawing and the script that begins it; a control without a
    /// morph carries neither.
    @Test func onlyMorphingControlsCarryIt() throws {
        func file(_ result: EmitResult, _ suffix: String) -> String { result.files.first { $0.path.hasSuffix(suffix) }?.contents ?? "" }
        let playPause = try CSSFixture.emit("play-pause")
        let svg = file(playPause, ".svg")
        #expect(svg.components(separatedBy: "<animate attributeName=\"d\" begin=\"indefinite\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "<set attributeName=\"d\" begin=\"indefinite\"").count - 1 == 2)
        #expect(svg.contains("data-motion-from=\"paused\" data-motion-to=\"playing\""))
        // The markup draws the initial state's path, which an engine without CSS `d` shows on load.
        #expect(svg.contains("<path id=\"play-pause-icon-fill\" d=\"M12 8 C15.333333333333 10 "))
        let script = file(playPause, ".js")
        #expect(script.contains("#morph(from, to)") && script.contains("CSS.supports(\"d\", 'path(\"M0 0\")')"))
        let flat = try CSSFixture.emit("flat-switch")
        #expect(!file(flat, ".svg").contains("<animate") && !file(flat, ".js").contains("#morph"))
    }
}
