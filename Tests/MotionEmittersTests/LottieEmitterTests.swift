import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import Testing
import TestSupport

/// The Lottie emitter: goldens, the composition's layout, the safety rules on every file, trims kept in
/// 0…100 by exact splits, baked curves measured and noted, slots, the frame rate option.
@Suite struct LottieEmitterTests {
    @Test(arguments: LottieTesting.seeds)
    func goldenAndDeterministic(_ seed: String) throws {
        let first = try LottieTesting.compileSeed(seed)
        let second = try LottieTesting.compileSeed(seed)
        #expect(first.text == second.text)
        #expect(first.lines == [], "the seeds play exactly: no approximation notes")
        assertGolden(first.text, path: "Tests/Goldens/lottie/\(seed).json")
    }

    /// Each fixture's golden, and the notes it gives: timing and trims play exactly (a trim whose start
    /// passes its end too); the baked fixture notes both transitions; precomp-reach plays exactly.
    @Test(arguments: zip(LottieTesting.fixtures, [0, 0, 2, 0]))
    func fixtureGoldens(_ name: String, notes: Int) throws {
        let path = "Tests/Goldens/lottie/fixtures/\(name).motion"
        let compiled = try LottieTesting.compile(try Repository.sourceFile(path))
        #expect(compiled.lines.count == notes, "\(compiled.lines)")
        for line in compiled.lines {
            #expect(line.contains(": note: lottie cannot express ") && line.hasSuffix("[MS3010]"))
            let error = try #require(Self.largestError(in: line))
            #expect(error <= 1e-3)
        }
        assertGolden(compiled.text, path: "Tests/Goldens/lottie/fixtures/\(name).json")
    }

    @Test(arguments: LottieTesting.seeds)
    func jsonFormGivesTheSameFile(_ seed: String) throws {
        let dsl = try LottieTesting.compileSeed(seed)
        let json = try LottieTesting.compile(try Repository.sourceFile("specs/\(seed).motion.json"))
        #expect(dsl.text == json.text)
    }

    @Test func flatSwitchTimeline() throws {
        let json = try LottieTesting.compileSeed("flat-switch").json
        #expect(LottieTesting.number(json["fr"]) == 60)
        #expect(LottieTesting.number(json["ip"]) == 0)
        #expect(LottieTesting.number(json["w"]) == 50 && LottieTesting.number(json["h"]) == 50)
        let markers = try #require(json["markers"] as? [[String: Any]])
        #expect(markers.map { $0["cm"] as? String } == ["off", "off->on", "on", "on->off"])
        let starts = markers.compactMap { LottieTesting.number($0["tm"]) }
        let lengths = markers.compactMap { LottieTesting.number($0["dr"]) }
        // 0.3 s at 60 fps is 18 frames; a state holds a tenth of a second; a frame apart.
        #expect(lengths == [6, 18, 6, 18])
        #expect(starts == [0, 7, 26, 33])
        // `op` is exclusive: the last frame shown is the last transition's end.
        #expect(LottieTesting.number(json["op"]) == 52)
    }

    @Test func fpsOptionSetsTheFrameRate() throws {
        let json = try LottieTesting.compileSeed("flat-switch", fps: 30).json
        #expect(LottieTesting.number(json["fr"]) == 30)
        let markers = try #require(json["markers"] as? [[String: Any]])
        #expect(markers.compactMap { LottieTesting.number($0["dr"]) } == [3, 9, 3, 9])
    }

    @Test func reducedMotionAndCueMarkers() throws {
        let json = try LottieTesting.compileSeed("day-night-switch").json
        let markers = try #require(json["markers"] as? [[String: Any]])
        let names = markers.compactMap { $0["cm"] as? String }
        #expect(names == ["off", "off->on", "off->on cue haptic", "off->on cue stateChanged", "on", "on->off", "on->off cue haptic",
                          "on->off cue stateChanged", "off->on reduced motion", "on->off reduced motion"])
        #expect(LottieTesting.number(markers[8]["dr"]) == 12, "crossfade for 0.2 s")
        // Cues at 0 s sit on their transition's first frame.
        #expect(LottieTesting.number(markers[2]["tm"]) == LottieTesting.number(markers[1]["tm"]))
    }

    @Test(arguments: LottieTesting.seeds)
    func safetyRules(_ seed: String) throws {
        let compiled = try LottieTesting.compileSeed(seed)
        #expect(!compiled.text.contains("null"))
        let all = LottieTesting.objects(compiled.json)
        // Finite and bounded: every number in the file within ±1e9.
        for (path, object) in all {
            for (key, value) in object {
                for number in LottieTesting.numbers(value) ?? [] { #expect(abs(number) <= 1e9, "\(path).\(key)") }
            }
        }
        for (path, object) in all {
            if let type = object["ty"] as? String { #expect(type != "el" && type != "rc", "\(path) is a primitive shape") }
            if object["ty"] as? Int == 4 { #expect(LottieTesting.number(object["st"]) == 0, "\(path): rlottie and ThorVG ignore st") }
            guard let animated = LottieTesting.number(object["a"]), animated == 1 else { continue }
            let keys = try #require(object["k"] as? [[String: Any]], "\(path)")
            #expect(keys.count >= 2, "\(path): an animated property has two keyframes or more")
            var previous = -Double.infinity
            for key in keys {
                #expect(key["s"] is [Any], "\(path): keyframe values are arrays")
                let t = try #require(LottieTesting.number(key["t"]))
                #expect(t > previous, "\(path): keyframe times increase")
                previous = t
                for side in ["o", "i"] {
                    for x in LottieTesting.numbers((key[side] as? [String: Any])?["x"]) ?? [] {
                        #expect(x != 1.0 / 3 && x != 2.0 / 3, "\(path): easing x \(x) makes lottie-ios divide 0 by 0")
                        #expect(x >= 0 && x <= 1)
                    }
                }
            }
        }
        // Trims stay in 0…100, start and end alike.
        for (path, object) in all where object["ty"] as? String == "tm" {
            for key in ["s", "e"] {
                let property = try #require(object[key] as? [String: Any])
                let values: [Double]
                if let keys = property["k"] as? [[String: Any]] {
                    values = keys.flatMap { LottieTesting.numbers($0["s"]) ?? [] }
                } else {
                    values = LottieTesting.numbers(property["k"]) ?? []
                }
                #expect(values.allSatisfy { $0 >= 0 && $0 <= 100 }, "\(path).\(key) leaves 0…100: \(values)")
            }
        }
    }

    /// flat-switch off → on: `circle.strokeEnd 1 -> -0.1 for 0.15s` crosses 0 at 0.15 s / 1.1, then holds at 0.
    @Test func trimIsSplitWhereItCrossesZero() throws {
        let json = try LottieTesting.compileSeed("flat-switch").json
        let keys = try Self.trimKeys(json, layer: "circle", key: "e")
        let start = 7.0, crossing = start + 9 / 1.1
        let first = try #require(keys.first { $0.t == start })
        #expect(first.s == 100 && !first.hold && first.x1 == 0, "a straight line from 100")
        let cut = try #require(keys.first { $0.t > start })
        #expect(abs(cut.t - crossing) < 1e-8)
        #expect(cut.s == 0 && cut.hold)
    }

    /// An overshooting curve past 1 is cut where it crosses 1: before the cut an exact piece of the curve,
    /// after it a hold at 100, and nothing is approximated.
    @Test func overshootIsSplitIntoAnExactPiece() throws {
        let compiled = try LottieTesting.compile(text: Self.fixture(track: "mark.strokeEnd 0.5 -> 1 for 0.5s cubic-bezier(0.3, 0, 0.2, 1.8)"))
        #expect(compiled.lines == [])
        let keys = try Self.trimKeys(compiled.json, layer: "mark", key: "e")
        #expect(keys.allSatisfy { $0.s <= 100 })
        // The track runs from frame 7 to 37; the curve passes 1 well before its end and stays at 100.
        let cut = try #require(keys.first { $0.s == 100 })
        #expect(cut.t > 7 && cut.t < 37 - 1, "the overshoot holds at the bound from the crossing on")
        #expect(keys.last?.s == 100 && keys.filter { $0.t > cut.t }.allSatisfy { $0.s == 100 })
        // The piece before the cut is eased by a sub-curve, not a straight line.
        #expect(keys.contains { $0.s == 50 && !$0.hold && $0.x1 != 0 })
    }

    @Test func springIsBakedWithinTheBoundAndSaysSo() throws {
        let compiled = try LottieTesting.compile(text: Self.fixture(
            track: "mark.strokeEnd 0.2 -> 0.8 for 0.6s spring(response: 0.1, dampingFraction: 0.7)", on: "mark.trim 0.2 .. 0.8"))
        let line = try #require(compiled.lines.first)
        #expect(compiled.lines.count == 1)
        #expect(line.hasPrefix("fixture.motion:18:3: note: lottie cannot express a spring in transition off -> on exactly; it is sampled at 60 fps (largest error "))
        #expect(line.hasSuffix("in the runtime's units) [MS3010]"))
        let error = try #require(Self.largestError(in: line))
        #expect(error <= 1e-3 && error > 0)
    }

    @Test func catmullRomAndGroupTimingAreBaked() throws {
        let compiled = try LottieTesting.compile(text: Self.fixture(track: """
            mark.opacity cubic [0, 1, 0.2, 1] for 0.6s
                group for 0.6s ease-in { mark.rotation 0deg -> 180deg for 0.6s ease-out }
            """, on: "mark.trim 0.2 .. 0.5\n    mark.rotation 180deg"))
        let line = try #require(compiled.lines.first)
        #expect(line.contains("lottie cannot express a group's timing function, Catmull-Rom (cubic) keyframes in transition off -> on exactly"))
        let error = try #require(Self.largestError(in: line))
        #expect(error <= 1e-3)
    }

    @Test func paramsBecomeSlots() throws {
        let json = try LottieTesting.compileSeed("flat-switch").json
        let slots = try #require(json["slots"] as? [String: Any])
        #expect(slots.keys.sorted() == ["lineWidth", "strokeColor", "trailStrokeColor"])
        let width = try #require((slots["lineWidth"] as? [String: Any])?["p"] as? [String: Any])
        #expect(LottieTesting.number(width["k"]) == 4)
        let red = try #require((slots["strokeColor"] as? [String: Any])?["p"] as? [String: Any])
        #expect(LottieTesting.numbers(red["k"]) == [1, 0, 0, 1])
        let sids = LottieTesting.objects(json).compactMap { $0.object["sid"] as? String }
        #expect(sids.filter { $0 == "lineWidth" }.count == 3, "all three strokes share the width")
    }

    @Test func shadowOfANestedShapeIsRefused() throws {
        let text = """
            control Nested {
              size 20 x 20

              group g {
                shape s {
                  path rect(0, 0, 10, 10)
                  fill red
                  shadow black, offset: (0, 2), blur: 3, opacity: 0.5
                }
              }

              state off initial {
              }
            }

            """
        #expect(throws: LottieTestError.self) { try LottieTesting.compile(text: text) }
        let output = MotionEmitters.emit(Pipeline.run([SourceFile(path: "nested.motion", text: text)]), targets: [.lottie])
        #expect(output.files.isEmpty)
        #expect(output.reports.flatMap { headlines($0.diagnostics, in: $0.file) } == [
            "nested.motion:5:5: error: lottie cannot express the shadow of 's', a shape inside a group [MS3011]",
        ])
    }

    @Test func shadowOfALayerIsItsDropShadowEffect() throws {
        let json = try LottieTesting.compileSeed("shape-switch").json
        let layers = try #require(json["layers"] as? [[String: Any]])
        let knob = try #require(layers.first { $0["nm"] as? String == "knob" })
        let effect = try #require((knob["ef"] as? [[String: Any]])?.first)
        #expect(LottieTesting.number(effect["ty"]) == 25)
        let values = try #require(effect["ef"] as? [[String: Any]])
        func value(_ name: String) -> [Double]? {
            LottieTesting.numbers((values.first { $0["nm"] as? String == name }?["v"] as? [String: Any])?["k"])
        }
        // shadow black, offset: (0, 2), blur: 3, opacity: 0.5: straight down, 2 px, half of 255.
        #expect(value("color") == [0, 0, 0, 1])
        #expect(value("opacity") == [127.5])
        #expect(value("direction") == [180])
        #expect(value("distance") == [2])
        #expect(value("softness") == [3])
        #expect(layers.filter { $0["ef"] != nil }.count == 1, "only the knob casts a shadow")
    }

    /// A value players cannot keep (beyond ±1e9) is out of the checker's bounds (MS4006) before the
    /// emitter sees it; the emitter's own refusal (MS3011) stays as a net for models built otherwise.
    @Test func hugeValuesAreRefused() {
        let output = MotionEmitters.emit(Pipeline.run([SourceFile(path: "specs/x.motion", text: Self.fixture(
            track: "mark.strokeEnd 0.5 -> 1 for 0.6s", on: "mark.trim 0.2 .. 1\n    mark.position (3e9, 0)"))]), targets: [.lottie])
        #expect(output.files.isEmpty)
        #expect(output.reports.flatMap { headlines($0.diagnostics, in: $0.file) }.contains(
            "specs/x.motion:16:19: error: 'position' must be in -1000000…1000000, found 3000000000 [MS4006]"))
    }

    @Test func overlongTransitionsAreRefused() {
        let output = MotionEmitters.emit(Pipeline.run([SourceFile(path: "specs/x.motion", text: Self.fixture(track: "mark.strokeEnd 0.5 -> 1 for 0.6s"))]),
                                         targets: [.lottie], options: EmitOptions(fps: 200_000))
        #expect(output.files.isEmpty)
        #expect(output.reports.flatMap { headlines($0.diagnostics, in: $0.file) } == [
            "specs/x.motion:1:1: error: lottie cannot express a frame rate of 200000 [MS3011]",
        ])
        let long = MotionEmitters.emit(Pipeline.run([SourceFile(path: "specs/y.motion", text: Self.fixture(track: "mark.strokeEnd 0.5 -> 1 for 0.6s")
            .replacingOccurrences(of: "transition off -> on for 0.6s", with: "transition off -> on for 2000s"))]), targets: [.lottie])
        #expect(long.files.isEmpty)
        #expect(long.reports.flatMap { headlines($0.diagnostics, in: $0.file) }.contains(
            "specs/y.motion:1:1: error: lottie cannot express a transition of more than 100000 frames [MS3011]"))
    }

    @Test func frameRateMustBePositive() {
        let output = MotionEmitters.emit(Pipeline.run([SourceFile(path: "specs/x.motion", text: Self.fixture(track: "mark.strokeEnd 0.5 -> 1 for 0.6s"))]),
                                         targets: [.lottie], options: EmitOptions(fps: 0))
        #expect(output.files.isEmpty)
        #expect(output.reports.flatMap { headlines($0.diagnostics, in: $0.file) } == [
            "specs/x.motion:1:1: error: lottie cannot express a frame rate of 0 [MS3011]",
        ])
    }

    /// `reduced crossfade for 0.2s`: over 12 frames the layers (showing night) fade out while their copies
    /// (showing day) fade in above them; nothing moves.
    @Test func reducedCrossfadeFadesCopiesIn() throws {
        let json = try LottieTesting.compileSeed("day-night-switch").json
        let markers = try #require(json["markers"] as? [[String: Any]])
        let start = try #require(LottieTesting.number(markers.first { $0["cm"] as? String == "off->on reduced motion" }?["tm"]))
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.first?["nm"] as? String == "knob (reduced motion)", "the copies are on top")
        #expect(layers.count == 20)
        func transform(_ layer: String) throws -> [String: Any] {
            let found = try #require(layers.first { $0["nm"] as? String == layer })
            let group = try #require((found["shapes"] as? [[String: Any]])?.first)
            return try #require((group["it"] as? [[String: Any]])?.last)
        }
        func keys(_ layer: String, _ key: String) throws -> [(t: Double, s: [Double])] {
            let k = try #require((try transform(layer)[key] as? [String: Any])?["k"] as? [[String: Any]])
            return k.compactMap { key in
                guard let t = LottieTesting.number(key["t"]), t >= start, t <= start + 12 else { return nil }
                return (t, LottieTesting.numbers(key["s"]) ?? [])
            }
        }
        #expect(try keys("knob", "o").map(\.s) == [[100], [0]])
        #expect(try keys("knob", "o").map(\.t) == [start, start + 12])
        #expect(try keys("knob (reduced motion)", "o").map(\.s) == [[0], [100]])
        // Night's knob stays at the left, day's copy at the right: neither slides (no key moves them
        // during the fade; the values held from before are the states').
        #expect(try keys("knob", "p").isEmpty && keys("knob (reduced motion)", "p").isEmpty)
        func held(_ layer: String) throws -> [Double]? {
            let k = try #require((try transform(layer)["p"] as? [String: Any])?["k"] as? [[String: Any]])
            return k.last { (LottieTesting.number($0["t"]) ?? .infinity) <= start }.flatMap { LottieTesting.numbers($0["s"]) }
        }
        #expect(try held("knob") == [25, 25])
        #expect(try held("knob (reduced motion)") == [75, 25])
    }

    // MARK: - helpers

    /// `timing`: the transition header's timing function, if any.
    static func fixture(track: String, on: String = "mark.trim 0.2 .. 1", timing: String = "") -> String {
        """
        control Fixture {
          size 40 x 40

          shape mark {
            path polyline((5, 20), (35, 20))
            stroke black, width: 2
            fill none
          }

          state off initial {
            mark.trim 0.2 .. 0.5
          }

          state on {
            \(on)
          }

          transition off -> on for 0.6s\(timing.isEmpty ? "" : " " + timing) {
            \(track)
          }
        }

        """
    }

    struct Key { var t: Double; var s: Double; var hold: Bool; var x1: Double? }

    static func trimKeys(_ json: [String: Any], layer: String, key: String) throws -> [Key] {
        let all = LottieTesting.objects(json)
        let trim = try #require(all.first { $0.path.contains("layers") && $0.object["ty"] as? String == "tm" && Self.layerName(json, $0.path) == layer })
        let property = try #require(trim.object[key] as? [String: Any])
        let keys = try #require(property["k"] as? [[String: Any]])
        return keys.map { k in
            Key(t: LottieTesting.number(k["t"]) ?? .nan, s: LottieTesting.numbers(k["s"])?.first ?? .nan,
                hold: LottieTesting.number(k["h"]) == 1,
                x1: LottieTesting.numbers((k["o"] as? [String: Any])?["x"])?.first)
        }
    }

    static func layerName(_ json: [String: Any], _ path: String) -> String? {
        guard let open = path.range(of: "$.layers["), let close = path[open.upperBound...].firstIndex(of: "]"),
              let index = Int(path[open.upperBound..<close]), let layers = json["layers"] as? [[String: Any]],
              layers.indices.contains(index) else { return nil }
        return layers[index]["nm"] as? String
    }

    static func largestError(in line: String) -> Double? {
        guard let range = line.range(of: "largest error ") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != " " })
    }
}
