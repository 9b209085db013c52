import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import Testing
import TestSupport

/// The CSS column of `specs/backends.md` is what the emitter declares, and its claims hold on
/// specs that use each feature.
@Suite struct CSSBackendsTableTests {
    /// The table's rows: feature → the css + svg cell.
    static func documentedColumn() throws -> [(String, String)] {
        let text = try Repository.read("specs/backends.md")
        var rows: [(String, String)] = []
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| feature | swift | css + svg | lottie |") { inTable = true; continue }
            guard inTable else { continue }
            if !line.hasPrefix("|") { break }
            if line.hasPrefix("|---") { continue }
            let cells = line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingPrefixAndSuffixSpaces() }
            if cells.count == 4 { rows.append((cells[0], cells[2])) }
        }
        return rows
    }

    @Test func documentedColumnIsTheEmittersColumn() throws {
        let documented = try Self.documentedColumn()
        #expect(documented.count == CSSFeatureSupport.column.count)
        for (row, declared) in zip(documented, CSSFeatureSupport.column) {
            #expect(row.0 == declared.feature)
            #expect(row.1 == declared.support, "backends.md's css cell for \(row.0)")
        }
    }

    @Test func everyCellSaysExactBakedOrUnsupported() {
        for (feature, support) in CSSFeatureSupport.column {
            let first = support.split(separator: " ").first.map(String.init) ?? ""
            #expect(["exact", "baked"].contains(first), "\(feature): \(support)")
        }
    }

    static func notes(_ result: EmitResult) -> [Diagnostic] { result.diagnostics.filter { $0.code == .bakedApproximation } }

    @Test func exactFeaturesBakeNothing() throws {
        // Paced key times, clamped trims, cubic-béziers, staggered repeats, groups, colours.
        for name in ["flat-switch", "day-night-switch", "shape-switch"] {
            let result = try CSSFixture.emit(name)
            #expect(Self.notes(result).isEmpty, "\(name): \(Self.notes(result).map(\.message))")
            #expect(!result.files.isEmpty)
        }
    }

    /// The fixture's steps, discrete values, Catmull-Rom scale, overshooting rotation, autoreverse,
    /// stagger and open-path trim are exact; only the spring in an eased group is baked.
    @Test func motionKitBakesOnlyTheSpring() throws {
        let notes = Self.notes(try CSSFixture.emit("motion-kit")).map(\.message)
        #expect(notes.count == 1)
        #expect(notes.first?.contains("the translate of 'badge' in a -> b") == true)
        let css = try #require(try CSSFixture.emit("motion-kit").files.first { $0.path == "motion-kit.css" }).contents
        // `bar.opacity 1 -> 0.4 -> 1 for 0.4s steps(3)`: the first jump is at 0.2 s / 3 = 66 666.67 µs;
        // Chromium's clock sees it at 66 666 µs, 11.111 % of 0.6 s, where the 1 µs ramp to 0.8 ends.
        #expect(css.contains("11.110833333333% { opacity: 1; animation-timing-function: linear; }"))
        #expect(css.contains("11.111% { opacity: 0.8; animation-timing-function: linear; }"))
    }

    /// On an open path each trim end is a custom property on its own curve (the check button: two
    /// CSS transitions from the value on screen, exact, nothing baked).
    @Test func trimEndsOnDifferentCurvesAreExactOnOpenPaths() throws {
        let result = try CSSFixture.emit("check-button")
        #expect(Self.notes(result).isEmpty)
        let css = try #require(result.files.first { $0.path == "check-button.css" }).contents
        #expect(css.contains("""
            #check-button[data-state="on"] #check-button-mark-stroke {
              transition: --motion-trim-start 0.4s cubic-bezier(0.25, 0.4, 0.3, 1.6) 0s,
                --motion-trim-end 0.5s cubic-bezier(0.15, 0.6, 0.6, 1) 0s;
            }
            """))
        #expect(css.contains("@property --motion-trim-start { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
    }

    /// On a closed path the dash length of two curves is baked, within the bound, and said so.
    @Test func trimEndsOnDifferentCurvesAreBakedOnClosedPaths() throws {
        let (result, file) = try CSSFixture.emit(source: """
            control Ring {
              size 10 x 10
              shape ring {
                path oval(0, 0, 10, 10)
                stroke black, width: 2
                fill none
              }
              state a initial {
                ring.trim 0 .. 1
              }
              state b {
                ring.trim 0.2 .. 0.6
              }
              transition a -> b {
                ring.strokeStart 0 -> 0.2 for 0.4s ease-in
                ring.strokeEnd 1 -> 0.6 for 0.5s cubic-bezier(0.2, 1.4, 0.6, 1)
              }
            }
            """)
        let notes = Self.notes(result)
        #expect(notes.map { DiagnosticRenderer.headline($0, in: file).hasPrefix("test.motion:14:3: note: css cannot express the dash length of 'ring'") } == [true])
        let error = try #require(Double(notes.first?.message.split(separator: "largest error ").last?.dropLast() ?? ""))
        #expect(error > 0 && error <= CSSChannel.dashArray.bakeTolerance)
    }

    @Test func springsAreBakedAndMeasured() throws {
        let (result, file) = try CSSFixture.emit(source: """
            control MotionSpring {
              size 10 x 10
              shape dot {
                path rect(0, 0, 2, 2)
                fill red
              }
              state a initial {
                dot.position (0, 0)
              }
              state b {
                dot.position (8, 0)
              }
              transition a -> b {
                dot.position (0, 0) -> (8, 0) for 1s spring(response: 0.2, dampingFraction: 0.4)
              }
            }
            """)
        let notes = Self.notes(result)
        #expect(notes.map { DiagnosticRenderer.headline($0, in: file) } == [
            "test.motion:13:3: note: " + (notes.first?.message ?? "") + " [MS3010]",
        ])
        #expect(notes.first?.message.hasPrefix("css cannot express the translate of 'dot' in a -> b exactly") == true)
        let css = try #require(result.files.first { $0.path == "test.css" }).contents
        #expect(css.contains("animation-timing-function: linear("))
    }

    @Test func animatedShadowsAreRefused() throws {
        let (result, file) = try CSSFixture.emit(source: """
            control Shadow {
              size 10 x 10
              shape dot {
                path rect(0, 0, 2, 2)
                shadow black, opacity: 0.5
              }
              state a initial {
              }
              state b {
              }
              transition a -> b {
                dot.shadowOpacity 0.5 -> 1 -> 0.5 for 1s
              }
            }
            """)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == [
            "test.motion:12:5: error: css cannot express an animated shadow (shadowOpacity) [MS3011]",
        ])
    }

    @Test func trimsOfSeveralSubpathsAreRefused() throws {
        let (result, file) = try CSSFixture.emit(source: """
            control Two {
              size 10 x 10
              shape lines {
                path svg("M 0 0 L 5 0 M 0 5 L 5 5")
                stroke black
                trim 0 .. 0.5
              }
              state a initial {
              }
            }
            """)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == [
            "test.motion:3:3: error: css cannot express a trim of 'lines', whose path has several subpaths [MS3011]",
        ])
    }

    @Test func currentTracksOnOneCurveBecomeCSSTransitions() throws {
        let css = try #require(try CSSFixture.emit("shape-switch").files.first { $0.path == "shape-switch.css" }).contents
        #expect(css.contains("#shape-switch[data-state=\"on\"] #shape-switch-knob {\n  transition: transform 0.25s cubic-bezier(0.25, 0.1, 0.25, 1) 0s;\n}"))
        #expect(!css.contains("@keyframes shape-switch-knob"))
    }

    @Test func reducedMotion() throws {
        let dayNight = try #require(try CSSFixture.emit("day-night-switch").files.first { $0.path == "day-night-switch.css" }).contents
        #expect(dayNight.contains("@media (prefers-reduced-motion: reduce) {\n  #day-night-switch *, #day-night-switch { animation: none !important; transition: none !important; }\n"))
        #expect(dayNight.contains("#day-night-switch[data-state=\"on\"] { animation: day-night-switch-crossfade 0.2s linear 0s 1 normal both !important; }"))
        let flat = try #require(try CSSFixture.emit("flat-switch").files.first { $0.path == "flat-switch.css" }).contents
        #expect(!flat.contains("crossfade"))
    }
}

extension Substring {
    func trimmingPrefixAndSuffixSpaces() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
