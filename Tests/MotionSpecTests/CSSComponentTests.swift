import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport

/// The CSS emitter's custom elements in headless Chromium (`Tests/Consumers/chromium_components.py`):
/// several instances on one page, each pressed its own way and sampled against the runtime; the events
/// and their details; and axe-core with Chromium's accessibility tree on every page the emitter writes
/// for the seeds, the examples and one control in each role.
@Suite(.serialized) struct CSSComponentTests {
    /// Compiles specs with the CLI into a fresh folder; the page of each, by the spec's base name.
    static func pages(_ specs: [String]) throws -> (folder: URL, pages: [String: String]) {
        let folder = try ConsumerTools.temporaryDirectory()
        var pages: [String: String] = [:]
        for spec in specs {
            let base = URL(fileURLWithPath: spec).lastPathComponent.replacing(".motion.json", with: "").replacing(".motion", with: "")
            let out = folder.appendingPathComponent(pages.count.description)
            let run = try ConformanceRun.run(ConformanceRun.binary, ["compile", spec, "--target", "css", "-o", out.path])
            #expect(run.status == 0, "\(spec): \(run.stderr)")
            pages[spec] = out.appendingPathComponent("\(base)/\(base).html").path
        }
        return (folder, pages)
    }

    /// `specs/flat-switch.motion` in every role, written beside each other in a fresh folder.
    static func roleVariants(in folder: URL) throws -> [ControlRole: String] {
        let text = try Repository.read("specs/flat-switch.motion")
        #expect(text.contains("\n  role switch\n"))
        var out: [ControlRole: String] = [:]
        for role in ControlRole.allCases {
            let file = folder.appendingPathComponent("role-\(role.rawValue).motion")
            try text.replacing("\n  role switch\n", with: "\n  role \(role.rawValue)\n").write(to: file, atomically: true, encoding: .utf8)
            out[role] = file.path
        }
        return out
    }

    static func lowered(_ path: String) throws -> LoweredControl {
        let file = path.hasPrefix("/") ? SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            : try Repository.sourceFile(path)
        return try #require(Pipeline.run(file).lowered)
    }

    /// Presses instance k of the page by `actions[k]` and compares every instance with the runtime: a
    /// pressed one plays initial → next, one left alone stays at rest.
    func instancesMatchTheRuntime(_ spec: String, actions: [String], pressing keys: Set<String>) throws {
        let lowered = try Self.lowered(spec)
        let (folder, pages) = try Self.pages([spec])
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let initial = try #require(lowered.state(named: lowered.initialState))
        let next = try #require(lowered.states.first { $0.name != initial.name })
        let transition = try #require(lowered.transition(from: initial.name, to: next.name))
        let playback = transition.starting(from: initial.frame)
        let times = CSSChromium.times(playback.duration)
        let run = try ConsumerTools.run("chromium_components.py", ["instances", try #require(pages[spec]),
                                                                    "--actions", actions.joined(separator: ","),
                                                                    "--times", times.map(\.description).joined(separator: ",")])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(JSONPick.array(json["console_errors"])?.isEmpty == true, "\(json["console_errors"] ?? "")")
        let instances = try #require(JSONPick.array(json["instances"])?.compactMap(JSONPick.object))
        #expect(instances.count == actions.count)
        let rest = MotionTransition(from: initial.name, to: initial.name, duration: 1,
                                    root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: []),
                                    base: initial.frame, destination: initial.frame)
        for (k, instance) in instances.enumerated() {
            let pressed = keys.contains(actions[k])
            let label = "\(spec) instance \(k) (\(actions[k]))"
            #expect(instance["state"] as? String == (pressed ? next.name : initial.name), "\(label)")
            #expect(instance["inner"] as? String == instance["state"] as? String, "\(label): the drawing's state")
            var worst = CSSChromium.Worst(), worstColour = CSSChromium.Worst()
            CSSChromium.compare(instance, lowered: lowered, playback: pressed ? playback : rest, times: pressed ? times : [times[0]],
                                label: label, worst: &worst, worstColour: &worstColour)
            print("css component in chromium, \(label): worst \(worst); worst rgb \(worstColour)")
            #expect(worst.error <= 1e-3, "\(worst)")
            #expect(worstColour.error <= 1e-3 + 0.5 / 255, "\(worstColour)")
        }
        // One state change per pressed instance, each its own, caused by the user.
        let changes = (JSONPick.array(json["events"]) ?? []).compactMap(JSONPick.object).filter { $0["type"] as? String == "motionstatechange" }
        let pressedInstances = actions.indices.filter { keys.contains(actions[$0]) }
        #expect(changes.compactMap { $0["instance"] as? Int } == pressedInstances)
        for change in changes {
            let detail = JSONPick.object(change["detail"]) ?? [:]
            #expect(detail["from"] as? String == initial.name && detail["to"] as? String == next.name && detail["user"] as? Bool == true,
                    "\(change)")
        }
    }

    /// A toggle button: click, Space and Enter each press their own instance.
    @Test func threeButtonsPressedByClickSpaceAndEnter() throws {
        try instancesMatchTheRuntime("examples/button.motion", actions: ["click", "space", "enter"], pressing: ["click", "space", "enter"])
    }

    /// A switch: click and Space press; Enter is not a switch's key, and a fourth instance is left alone.
    @Test func switchesPressedByClickAndSpaceOnly() throws {
        try instancesMatchTheRuntime("specs/flat-switch.motion", actions: ["click", "space", "enter", "none"], pressing: ["click", "space"])
    }

    /// Cues reach the document from the instance that played them, with their names, times and states.
    @Test func cueEventsCarryTheirDetails() throws {
        let spec = "specs/day-night-switch.motion"
        let lowered = try Self.lowered(spec)
        let (folder, pages) = try Self.pages([spec])
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let run = try ConsumerTools.run("chromium_components.py", ["instances", try #require(pages[spec]), "--actions", "none,click", "--times", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        let events = (JSONPick.array(try run.json()["events"]) ?? []).compactMap(JSONPick.object)
        let initial = lowered.initialState
        let next = try #require(lowered.states.first { $0.name != initial }?.name)
        let transition = try #require(lowered.transition(from: initial, to: next))
        let cues = events.filter { $0["type"] as? String == "motioncue" }
        #expect(!transition.cues.isEmpty)
        #expect(cues.count == transition.cues.count, "\(events)")
        for (event, cue) in zip(cues, transition.cues) {
            #expect(event["instance"] as? Int == 1)
            let detail = JSONPick.object(event["detail"]) ?? [:]
            #expect(detail["name"] as? String == cue.name)
            #expect(detail["from"] as? String == initial && detail["to"] as? String == next)
            #expect(JSONPick.number(detail["time"]) == cue.time)
        }
    }

    /// Every page passes axe-core, with three instances on it, and Chromium gives each instance the role's
    /// semantics and the host's label as its name (never the spec's description).
    @Test func everyPagePassesAxeWithTheRolesSemantics() throws {
        let seeds = try Repository.files(in: "specs", suffix: ".motion") + Repository.files(in: "examples", suffix: ".motion")
        let scratch = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(scratch) }
        let roles = try Self.roleVariants(in: scratch)
        let specs = seeds + ControlRole.allCases.compactMap { roles[$0] }
        let (folder, pages) = try Self.pages(specs)
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let run = try ConsumerTools.run("chromium_components.py", ["axe", "--instances", "3"] + specs.compactMap { pages[$0] })
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        print("css components: axe-core \(json["axe_version"] ?? "?") on \(specs.count) pages")
        let results = (JSONPick.array(json["pages"]) ?? []).compactMap(JSONPick.object)
        #expect(results.count == specs.count)
        for (spec, result) in zip(specs, results) {
            #expect(JSONPick.array(result["violations"])?.isEmpty == true, "\(spec): \(result["violations"] ?? "")")
            #expect((result["passes"] as? Int ?? 0) > 10, "\(spec): axe ran no rules")
            let lowered = try Self.lowered(spec)
            let instances = (JSONPick.array(result["instances"]) ?? []).compactMap(JSONPick.object)
            #expect(instances.count == 3, "\(spec)")
            for (k, instance) in instances.enumerated() {
                let properties = JSONPick.object(instance["properties"]) ?? [:]
                let label = "\(spec) instance \(k): \(instance)"
                guard lowered.role != .decoration else {
                    #expect(instance["ignored"] as? Bool == true, "\(label)")
                    continue
                }
                let expected: String = switch lowered.role {
                case .switch: "switch"
                case .checkbox: "checkbox"
                case .button: "button"
                default: "progressbar"
                }
                #expect(instance["role"] as? String == expected, "\(label)")
                let name = instance["name"] as? String ?? ""
                #expect(!name.isEmpty, "\(label)")
                // The second instance is named by its aria-label, the third by a <label for>: both end in its number.
                if k > 0 { #expect(name.hasSuffix(" \(k + 1)"), "\(label)") }
                #expect(name != lowered.description, "\(label)")
                #expect((properties["focusable"] as? Bool ?? false) == lowered.role.isInteractive, "\(label)")
                if lowered.role == .switch || lowered.role == .checkbox { #expect(properties["checked"] as? String == "false", "\(label)") }
                if lowered.role == .button { #expect(properties["pressed"] as? String == "false", "\(label)") }
            }
        }
    }

    /// The check can fail: a switch given an attribute its role does not allow is a violation.
    @Test func axeReportsAnAttributeTheRoleDoesNotAllow() throws {
        let (folder, pages) = try Self.pages(["specs/flat-switch.motion"])
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let page = try #require(pages["specs/flat-switch.motion"])
        let broken = URL(fileURLWithPath: page).deletingLastPathComponent().appendingPathComponent("broken.html")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(" role=\"switch\""))
        try html.replacing(" role=\"switch\"", with: " role=\"switch\" aria-valuenow=\"x\"").write(to: broken, atomically: true, encoding: .utf8)
        let run = try ConsumerTools.run("chromium_components.py", ["axe", broken.path])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try #require((JSONPick.array(try run.json()["pages"]) ?? []).compactMap(JSONPick.object).first)
        let ids = (JSONPick.array(result["violations"]) ?? []).compactMap { JSONPick.object($0)?["id"] as? String }
        #expect(ids.contains("aria-allowed-attr"), "\(ids)")
    }
}

/// What a host does: set `state` (a change the user did not make) and params as attributes.
@Suite(.serialized) struct CSSComponentHostTests {
    @Test func aHostSetsTheStateAndParamsPerInstance() throws {
        let spec = "specs/flat-switch.motion"
        let (folder, pages) = try CSSComponentTests.pages([spec])
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let run = try ConsumerTools.run("chromium_components.py", ["instances", try #require(pages[spec]), "--actions", "state,none",
                                                                    "--set", "stroke-color=rgb(0 0 255 / 0.5)", "--set", "line-width=6",
                                                                    "--times", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        let instances = (JSONPick.array(json["instances"]) ?? []).compactMap(JSONPick.object)
        #expect(instances.map { $0["state"] as? String } == ["on", "off"])
        let changes = (JSONPick.array(json["events"]) ?? []).compactMap(JSONPick.object).filter { $0["type"] as? String == "motionstatechange" }
        #expect(changes.count == 1)
        let detail = JSONPick.object(changes.first?["detail"]) ?? [:]
        #expect(detail["from"] as? String == "off" && detail["to"] as? String == "on" && detail["user"] as? Bool == false, "\(changes)")
        // At rest in `off`, the circle's stroke is the param's colour and width (drawn 16× finer).
        let resting = try #require(instances.last)
        let circle = JSONPick.object(JSONPick.object(resting["elements"])?["flat-switch-circle-stroke"]) ?? [:]
        #expect(JSONPick.numbers(JSONPick.array(circle["stroke"])?.first) == [0, 0, 255, 1], "\(circle["stroke"] ?? "")")
        #expect(JSONPick.number(JSONPick.array(circle["stroke-opacity"])?.first) == 0.5)
        #expect(JSONPick.number(JSONPick.array(circle["stroke-width"])?.first) == 96)
    }
}
