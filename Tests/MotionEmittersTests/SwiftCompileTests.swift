import Foundation
import MotionCompiler
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport
@testable import MotionEmitters

/// The generated Swift compiled with `swiftc` outside the package: `--standalone` alone, run and
/// compared with the runtime; the Core Animation glue type-checked against the QuartzCore stand-in;
/// the version check failing against another runtime.
@Suite(.serialized) struct SwiftCompileTests {
    /// Samples every transition from every state every 50 ms and prints the frames' numbers.
    static func sampler(type: String) -> String {
        """
        func numbers(_ frame: MotionFrame) -> [Double] {
            var out: [Double] = []
            for index in 0..<frame.nodeCount {
                for property in MotionProperty.allCases {
                    switch frame[property, index] {
                    case .scalar(let v): out.append(v)
                    case .point(let p): out += [p.x, p.y]
                    case .color(let c): out += [c.red, c.green, c.blue, c.alpha]
                    case .path(let p):
                        for s in p.subpaths {
                            out += [s.start.x, s.start.y]
                            for c in s.cubics { out += [c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y] }
                        }
                    case .gradient(let g):
                        for s in g.stops { out += [s.position, s.color.red, s.color.green, s.color.blue, s.color.alpha] }
                        out += [g.start.x, g.start.y, g.end.x, g.end.y, g.radius]
                    }
                }
            }
            return out
        }
        for from in \(type).State.allCases {
            for to in \(type).State.allCases {
                guard let transition = \(type).transition(from: from, to: to) else { continue }
                var step = 0
                while Double(step) * 0.05 <= transition.duration + 1e-12 {
                    let t = Double(step) * 0.05
                    print("\\(from.rawValue) \\(to.rawValue) \\(step) " + numbers(transition.frame(at: t)).map { "\\($0)" }.joined(separator: " "))
                    step += 1
                }
            }
        }
        for state in \(type).State.allCases {
            guard let loop = \(type).loop(in: state, parameters: .init()) else { continue }
            var step = 0
            while Double(step) * 0.05 <= 2 * loop.period + 1e-12 {
                print("\\(state.rawValue) loop \\(step) " + numbers(\(type).frame(for: state, at: Double(step) * 0.05)).map { "\\($0)" }.joined(separator: " "))
                step += 1
            }
        }

        """
    }

    /// What the sampler must print, from the lowered spec sampled by the runtime in this process.
    static func expectedLines(_ control: LoweredControl) -> [(prefix: String, numbers: [Double])] {
        var lines: [(prefix: String, numbers: [Double])] = []
        for from in control.states {
            for to in control.states {
                guard from.name != to.name, let transition = control.transition(from: from.name, to: to.name) else { continue }
                let playback = transition.starting(from: from.frame)
                var step = 0
                while Double(step) * 0.05 <= transition.duration + 1e-12 {
                    lines.append(("\(from.name) \(to.name) \(step)", numbers(playback.frame(at: Double(step) * 0.05))))
                    step += 1
                }
            }
        }
        for state in control.states {
            guard let loop = state.loop?.loop else { continue }
            var step = 0
            while Double(step) * 0.05 <= 2 * loop.period + 1e-12 {
                lines.append(("\(state.name) loop \(step)", numbers(loop.frame(at: Double(step) * 0.05))))
                step += 1
            }
        }
        return lines
    }

    /// Every number of a frame, node by node, property by property, as the sampler prints them.
    static func numbers(_ frame: MotionFrame) -> [Double] {
        var out: [Double] = []
        for index in 0..<frame.nodeCount {
            for property in MotionProperty.allCases { out += ValueText.components(frame[property, index]) }
        }
        return out
    }

    static func lowered(_ path: String) throws -> LoweredControl {
        let file = try Repository.sourceFile(path)
        return try #require(Pipeline.run(file).lowered)
    }

    @Test(arguments: try SwiftSpecs.pathsWithFixtures())
    func standaloneCompilesAloneAndMovesAsTheRuntime(_ path: String) throws {
        let output = try SwiftSpecs.emit(path, standalone: true)
        let file = try #require(output.files.first)
        #expect(output.files.count == 1)
        let control = try Self.lowered(path)
        let type = Identifiers.swiftTypeName(control.name)
        let runner = try SwiftCompilerRunner()
        defer { runner.remove() }
        let source = try runner.write(type + ".swift", file.contents)
        let main = try runner.write("main.swift", Self.sampler(type: type))
        let build = try runner.swiftc(["-swift-version", "6", "-warnings-as-errors", "-o", runner.path("sampler"), source, main])
        #expect(build.status == 0, "\(path): swiftc failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let run = try runner.run(runner.path("sampler"), [])
        #expect(run.status == 0)
        let printed = run.output.split(separator: "\n").map(String.init)
        let expected = Self.expectedLines(control)
        #expect(printed.count == expected.count)
        #expect(expected.count > 10)
        for (line, want) in zip(printed, expected) {
            let words = line.split(separator: " ").map(String.init)
            #expect(words.prefix(3).joined(separator: " ") == want.prefix)
            let numbers = words.dropFirst(3).compactMap(Double.init)
            #expect(numbers.count == want.numbers.count)
            let error = zip(numbers, want.numbers).map { abs($0 - $1) }.max() ?? 0
            #expect(error <= 1e-9, "\(path): \(want.prefix) differs by \(error)")
        }
    }

    @Test func coreAnimationGlueTypeChecksAgainstTheStandIn() throws {
        let runner = try SwiftCompilerRunner()
        defer { runner.remove() }
        let standIn = try runner.buildQuartzCoreStandIn()
        #expect(standIn.status == 0, "\(standIn.output)")
        let runtime = try runner.buildRuntimeModule(SwiftRuntimeSources.files)
        #expect(runtime.status == 0, "\(runtime.output)")
        let library = try runner.buildCoreAnimationModule(SwiftCoreAnimationSources.files)
        #expect(library.status == 0, "the MotionCoreAnimation library does not type-check against the stand-in:\n\(library.output)")
        var sources: [String] = []
        var glues: [String] = []
        for path in try SwiftSpecs.pathsWithFixtures() {
            for file in try SwiftSpecs.emit(path).files {
                let written = try runner.write("generated/" + file.path, file.contents)
                sources.append(written)
                if file.path.hasSuffix("+CoreAnimation.swift") { glues.append(file.contents) }
            }
        }
        // Edge cases: keyword state names, a `*` transition, a control named like a runtime type, no
        // params, no transitions, nothing set in a state, a group.
        let edges = [
            ("edges/my-toggle.motion", SwiftEmitterTests.minimal),
            ("edges/path.motion", SwiftEmitterTests.minimal.replacingOccurrences(of: "control my-toggle", with: "control MotionPath")),
            ("edges/bare.motion", Self.bare),
        ]
        for (path, text) in edges {
            let output = SwiftSpecs.emit(text: text, path: path)
            #expect(!output.hasErrors && output.files.count == 2, "\(path)")
            for file in output.files { sources.append(try runner.write("generated/" + file.path, file.contents)) }
        }
        #expect(glues.count == (try SwiftSpecs.pathsWithFixtures()).count, "one glue per spec")
        let check = try runner.swiftc(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", runner.folder.path] + sources)
        #expect(check.status == 0, "the glue does not type-check against the stand-in:\n\(check.output)")

        // The glue really is compiled there (not skipped by `#if canImport`): a wrong member fails.
        let broken = try #require(glues.first).replacingOccurrences(of: "(.round, .round, 10)", with: "(.round, .rounded, 10)")
        #expect(broken != glues.first)
        let brokenPath = try runner.write("broken/Glue.swift", broken)
        let mainPath = sources.first { $0.hasSuffix("/CheckButton.swift") } ?? ""
        let failure = try runner.swiftc(["-typecheck", "-I", runner.folder.path, mainPath, brokenPath])
        #expect(failure.status != 0)
        #expect(failure.output.contains("rounded"))
    }

    /// The library is compiled too (not skipped by `#if canImport`): a wrong member fails its build.
    @Test func coreAnimationLibraryIsReallyCompiledAgainstTheStandIn() throws {
        let runner = try SwiftCompilerRunner()
        defer { runner.remove() }
        #expect(try runner.buildQuartzCoreStandIn().status == 0)
        #expect(try runner.buildRuntimeModule(SwiftRuntimeSources.files).status == 0)
        let edited = SwiftCoreAnimationSources.files.map { file in
            (file.path, file.text.replacingOccurrences(of: "shapeLayer.strokeStart =", with: "shapeLayer.strokeBegin ="))
        }
        #expect(edited.contains { $0.1.contains("strokeBegin") })
        let failure = try runner.buildCoreAnimationModule(edited)
        #expect(failure.status != 0)
        #expect(failure.output.contains("strokeBegin"))
    }

    /// No params, no transitions, a group, a state that sets nothing.
    static let bare = """
        control bare {
          size 10 x 10
          group g {
            shape s {
              path line((0, 0), (10, 10))
              stroke #000000
            }
          }
          state only initial {
          }
        }
        """

    @Test func anotherRuntimeVersionFailsToCompile() throws {
        let runner = try SwiftCompilerRunner()
        defer { runner.remove() }
        let edited = SwiftRuntimeSources.files.map { file in
            (file.path, file.text.replacingOccurrences(of: "public enum V1 {}", with: "public enum V2 {}"))
        }
        #expect(edited.contains { $0.1.contains("public enum V2 {}") })
        let runtime = try runner.buildRuntimeModule(edited)
        #expect(runtime.status == 0, "\(runtime.output)")
        let output = try SwiftSpecs.emit("specs/flat-switch.motion")
        let main = try #require(output.files.first { $0.path.hasSuffix("/FlatSwitch.swift") })
        let source = try runner.write("FlatSwitch.swift", main.contents)
        let check = try runner.swiftc(["-typecheck", "-I", runner.folder.path, source])
        #expect(check.status != 0)
        #expect(check.output.contains("V1"), "\(check.output)")
    }
}
