import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Writes the namespace of one control (`public enum FlatSwitch: MotionControl { … }`): states,
/// parameters, geometry, frames per state and every transition as runtime `MotionTrackGroup` literals.
/// What every control shares (the transition type, cues, fitting, lookups at rest) is the runtime's.
struct SwiftControlWriter {
    let control: LoweredControl
    let typeName: String
    let lines: SourceLines
    let sourcePath: String
    let bindings: SwiftParamBindings
    let stateMembers: [String]
    /// The keyword every declaration of the control starts with (`public`, `package`, `internal`).
    let access: String

    init(_ control: LoweredControl, options: EmitOptions) {
        self.control = control
        access = options.swiftAccessLevel.rawValue
        typeName = Self.typeName(for: control.name)
        lines = SourceLines(starts: options.sourceLineStarts)
        sourcePath = options.sourcePath
        bindings = SwiftParamBindings(control)
        var members: [String] = []
        for state in control.states {
            var name = Identifiers.swiftMemberName(state.name)
            while members.contains(name) || name == "initial" { name += "_" }
            members.append(name)
        }
        stateMembers = members
    }

    /// The control's namespace: `FlatSwitch`, or `MotionTimelineControl` for a name that would hide a
    /// runtime type (or a module) the generated code uses.
    static func typeName(for name: String) -> String {
        let base = Identifiers.swiftTypeName(name)
        return reservedTypeNames.contains(base) ? base + "Control" : base
    }

    /// Every public type of the runtime and of the Core Animation library (read from their embedded
    /// sources, so the list cannot go stale) and the modules generated code names.
    static let reservedTypeNames: Set<String> = {
        var names: Set<String> = ["Swift", "MotionRuntime", "MotionCoreAnimation", "QuartzCore", "CoreGraphics", "Foundation"]
        let kinds = ["struct", "enum", "class", "protocol", "typealias"]
        for file in SwiftRuntimeSources.files + SwiftCoreAnimationSources.files {
            // Only lines whose first word is `public` (picked by their bytes: the sources are large).
            let declarations = TextLines.lines(of: Substring(file.text)) { bytes in
                let indent = bytes.prefix { $0 == UInt8(ascii: " ") }.count
                return TextLines.bytes(UnsafeBufferPointer(rebasing: bytes[indent...]), startWith: "public ")
            }
            for line in declarations {
                let words = line.split(separator: " ")
                guard words.count >= 3, words[0] == "public", kinds.contains(String(words[1])) else { continue }
                let name = words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }()

    /// The transition's static function name: `offToOn`, `anyToOn`.
    func transitionMember(_ transition: LoweredTransition) -> String {
        Identifiers.swiftMemberName("\(transition.from ?? "any") to \(transition.to)")
    }

    func stateMember(_ name: String) -> String {
        control.states.firstIndex { $0.name == name }.map { stateMembers[$0] } ?? Identifiers.swiftMemberName(name)
    }

    func write(into code: inout SwiftCode) {
        let description = control.description.map { Self.sentence(TextEscaping.lineComment($0)) + "\n\n" } ?? ""
        code.doc("\(description)The `\(TextEscaping.lineComment(control.name))` control, generated from `\(TextEscaping.lineComment(sourcePath))` (\(lines.cite(control.span))).")
        code.block("\(access) enum \(typeName): MotionControl {") { code in
            writeVersionCheck(&code)
            writeDesign(&code)
            writeStates(&code)
            writeParameters(&code)
            writeGeometry(&code)
            writeScene(&code)
            writeFrames(&code)
            writeTransitions(&code)
            writeLoops(&code)
        }
    }

    /// `text` ending in a full stop.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("!") || text.hasSuffix("?") ? text : text + "."
    }

    private func writeVersionCheck(_ code: inout SwiftCode) {
        code.doc("Names a type only runtime API version 1 defines: against another runtime this file does not compile.")
        code.line("\(access) typealias RuntimeAPIVersion = MotionRuntimeVersion.V1")
        code.line()
    }

    private func writeDesign(_ code: inout SwiftCode) {
        code.doc("The design box (`size`): geometry and frames are in these coordinates.")
        code.line("\(access) static let designSize = MotionRect(x: 0, y: 0, width: \(SwiftLiterals.number(control.width)), height: \(SwiftLiterals.number(control.height)))")
        code.line()
    }

    private func writeStates(_ code: inout SwiftCode) {
        code.doc("The states, in the spec's order.")
        code.block("\(access) enum State: String, MotionState {") { code in
            for (i, state) in control.states.enumerated() {
                code.doc("`\(TextEscaping.lineComment(state.name))` (\(lines.cite(state.span)))\(state.isInitial ? ": the initial state" : "").")
                let member = stateMembers[i]
                let bareMember = member.hasPrefix("`") ? String(member.dropFirst().dropLast()) : member
                code.line(bareMember == state.name ? "case \(member)" : "case \(member) = \(TextEscaping.swiftString(state.name))")
            }
            code.line()
            code.doc("The state the control starts in.")
            code.line("\(access) static let initial = State.\(stateMember(control.initialState))")
        }
        code.line()
    }

    private func writeParameters(_ code: inout SwiftCode) {
        code.doc("The spec's params: change them at run time, and the frames and timelines built with them show the new values.")
        code.block("\(access) struct Parameters: MotionParameters {") { code in
            for (i, param) in control.params.enumerated() {
                code.doc("`\(TextEscaping.lineComment(param.name))` (\(lines.cite(param.span))).")
                code.line("\(access) var \(bindings.members[i]): \(swiftType(param)) = \(SwiftLiterals.bare(param.defaultValue))")
            }
            if !control.params.isEmpty { code.line() }
            code.doc("The spec's defaults.")
            code.line("\(access) init() {}")
        }
        code.line()
    }

    private func swiftType(_ param: LoweredParam) -> String {
        param.kind == .color ? "MotionColor" : "Double"
    }

    private func writeGeometry(_ code: inout SwiftCode) {
        code.doc("Each node's path in its own coordinates (literal cubic segments), index for index with `nodeNames`; empty for a group.")
        code.block("\(access) static let paths: [MotionPath] = [", "]") { code in
            for (i, shape) in control.scene.nodes.enumerated() {
                code.line("// \(TextEscaping.lineComment(shape.name)) (\(lines.cite(control.nodes[i].span)))")
                if shape.path.subpaths.isEmpty { code.line("MotionPath(),"); continue }
                code.block("MotionPath([", "]),") { code in
                    for subpath in shape.path.subpaths {
                        code.block("MotionSubpath(start: \(SwiftLiterals.point(subpath.start)), cubics: [", "], isClosed: \(subpath.isClosed)),") { code in
                            for cubic in subpath.cubics { code.line(SwiftLiterals.cubic(cubic) + ",") }
                        }
                    }
                }
            }
        }
        code.line()
        let names = control.scene.nodes.map { TextEscaping.swiftString($0.name) }
        code.doc("The nodes' names (`star[3]` for a repeat instance), in tree order: the index of a name is its index in frames.")
        code.line("\(access) static let nodeNames: [String] = [\(names.joined(separator: ", "))]")
        code.line()
    }

    private func writeScene(_ code: inout SwiftCode) {
        code.doc("The nodes' model (at-rest) values, with `parameters` where the spec uses a param.")
        code.block("\(access) static func baseValues(_ parameters: Parameters = Parameters()) -> [MotionNodeValues] {") { code in
            let defaults = MotionNodeValues()
            // Each node's path is its value of `MotionProperty.path` (a morph starts from it).
            code.block("var values = paths.map { path in", "}") { code in
                code.line("var values = MotionNodeValues()")
                code.line("values.path = path")
                code.line("return values")
            }
            for (i, shape) in control.scene.nodes.enumerated() {
                let assignments = MotionProperty.allCases.filter { property in
                    property != .path
                        && (shape.base[property] != defaults[property] || bindings.param(node: i, property: property, place: .base) != nil)
                }
                if assignments.isEmpty { continue }
                code.line("// \(TextEscaping.lineComment(shape.name)) (\(lines.cite(control.nodes[i].span)))")
                for property in assignments {
                    code.line("values[\(i)].\(property.name) = \(bindings.bare(shape.base[property], node: i, property: property, place: .base))")
                }
            }
            if control.params.isEmpty { code.line("_ = parameters") }
            code.line("return values")
        }
        code.line()
        code.doc("Every node's path, model values (with `parameters`) and parent.")
        code.block("\(access) static func scene(_ parameters: Parameters = Parameters()) -> MotionScene {") { code in
            code.line("let values = baseValues(parameters)")
            code.block("return MotionScene(nodes: [", "])") { code in
                for (i, shape) in control.scene.nodes.enumerated() {
                    let parent = shape.parent.map(String.init) ?? "nil"
                    let dash = shape.dashPattern.isEmpty ? "" : ", dashPattern: [\(shape.dashPattern.map(SwiftLiterals.number).joined(separator: ", "))]"
                    code.line("MotionNode(name: nodeNames[\(i)], path: paths[\(i)], base: values[\(i)], parent: \(parent), isGroup: \(shape.isGroup)\(dash)),")
                }
            }
        }
        code.line()
    }

    private func writeFrames(_ code: inout SwiftCode) {
        let base = control.scene.baseFrame
        // Each state's assignments: the values that differ from the base frame, or come from
        // another param than the base value.
        let assignments: [[String]] = control.states.enumerated().map { s, state in
            var lines: [String] = []
            for i in 0..<control.scene.nodes.count {
                for property in MotionProperty.allCases {
                    let value = state.frame[property, i]
                    let bound = bindings.param(node: i, property: property, place: .state(s))
                    let inherited = bindings.param(node: i, property: property, place: .base)
                    // A state value equal to the base one, from the same param (or none), is inherited.
                    guard value != base[property, i] || bound?.member != inherited?.member else { continue }
                    let expression = bindings.bare(value, node: i, property: property, place: .state(s))
                    lines.append("frame.\(property.name)[\(i)] = \(expression) // \(TextEscaping.lineComment(control.nodes[i].name))")
                }
            }
            return lines
        }
        code.doc("What the control shows at rest in `state`.")
        code.block("\(access) static func frame(for state: State, parameters: Parameters = Parameters()) -> MotionFrame {") { code in
            guard assignments.contains(where: { !$0.isEmpty }) else {
                code.line("// Every state shows the nodes' model values (\(control.states.map { lines.cite($0.span) }.joined(separator: ", "))).")
                code.line("_ = state")
                code.line("return MotionFrame(nodes: baseValues(parameters))")
                return
            }
            code.line("var frame = MotionFrame(nodes: baseValues(parameters))")
            code.line("switch state {")
            for (s, state) in control.states.enumerated() {
                code.line("case .\(stateMembers[s]):")
                code.level += 1
                code.line("// \(lines.cite(state.span))")
                for line in assignments[s] { code.line(line) }
                if assignments[s].isEmpty { code.line("break") }
                code.level -= 1
            }
            code.line("}")
            code.line("return frame")
        }
        code.line()
    }

    private func writeTransitions(_ code: inout SwiftCode) {
        for (t, transition) in control.transitions.enumerated() {
            let member = transitionMember(transition)
            var arguments = ["duration: \(SwiftLiterals.number(transition.duration))"]
            if !transition.cues.isEmpty {
                let cues = transition.cues.map { "Cue(name: \(TextEscaping.swiftString($0.name)), time: \(SwiftLiterals.number($0.time)))" }
                arguments.append("cues: [\(cues.joined(separator: ", "))]")
            }
            switch transition.reducedMotion {
            case nil: break
            case .instant: arguments.append("reducedMotion: .instant")
            case .crossfade(let duration): arguments.append("reducedMotion: .crossfade(duration: \(SwiftLiterals.number(duration)))")
            }
            let from = transition.from.map { ".\(stateMember($0))" } ?? "source"
            let to = ".\(stateMember(transition.to))"
            let source = transition.from.map { "`\(TextEscaping.lineComment($0))`" } ?? "`source`"
            code.doc("`\(TextEscaping.lineComment(transition.title))` (\(lines.cite(transition.span))): \(SwiftLiterals.number(transition.duration)) s, started from `presented` (\(source) at rest by default).")
            let fromParameter = transition.from == nil ? "from source: State, " : ""
            code.block("\(access) static func \(member)(\(fromParameter)startingFrom presented: MotionFrame? = nil, _ parameters: Parameters = Parameters()) -> Transition {") { code in
                code.line("Transition(from: \(from), to: \(to), \(arguments.joined(separator: ", ")),")
                code.line("           root: \(member)Root(parameters), base: presented ?? frame(for: \(from), parameters: parameters),")
                code.line("           destination: frame(for: \(to), parameters: parameters))")
            }
            code.line()
            code.block("private static func \(member)Root(_ parameters: Parameters) -> MotionTrackGroup {") { code in
                if bindingsUnused(transition: t) { code.line("_ = parameters") }
                var counter = 0
                group(transition.root, source: .transition(t, control), counter: &counter, code: &code, isRoot: true)
            }
            code.line()
        }
        writeLookup(&code)
    }

    /// True when no keyframe of transition `t` reads a param (so `parameters` would be unused).
    private func bindingsUnused(transition t: Int) -> Bool {
        !control.params.contains { param in
            param.uses.contains { use in
                if case .keyframe(let transition, _, _) = use.place { return transition == t }
                return false
            }
        }
    }

    /// Writes `return MotionTrackGroup(...)` for the root, or `.group(MotionTrackGroup(...)),` for a nested one;
    /// `counter` counts tracks in `MotionTimeline`'s flattened order (depth first), which param uses index.
    func group(_ group: MotionTrackGroup, source: TimelineSource, counter: inout Int, code: inout SwiftCode, isRoot: Bool) {
        let opening = "MotionTrackGroup(timing: \(SwiftLiterals.timing(group.timing)), timingFunction: \(SwiftLiterals.timingFunction(group.timingFunction)), children: ["
        let prefix = isRoot ? "return " : ".group("
        let closing = isRoot ? "])" : "])),"
        if group.children.isEmpty {
            code.line(prefix + opening + closing)
            return
        }
        code.block(prefix + opening, closing) { code in
            for child in group.children {
                switch child {
                case .track(let track):
                    writeTrack(track, source: source, index: counter, code: &code)
                    counter += 1
                case .group(let nested):
                    self.group(nested, source: source, counter: &counter, code: &code, isRoot: false)
                }
            }
        }
    }

    private func writeTrack(_ track: MotionTrack, source: TimelineSource, index: Int, code: inout SwiftCode) {
        let nodeName = control.nodes.indices.contains(track.node) ? control.nodes[track.node].name : "?"
        let span = source.trackSpans.indices.contains(index) ? lines.cite(source.trackSpans[index]) : "the spec"
        code.line("// \(TextEscaping.lineComment(nodeName)).\(track.property.name) (\(span))")
        let keyframes = track.keyframes
        let values = keyframes.values.enumerated().map { k, value in
            bindings.value(value, node: track.node, property: track.property, place: source.place(index, k))
        }
        var arguments = ["[\(values.joined(separator: ", "))]"]
        if keyframes.mode != .linear { arguments.append("mode: \(SwiftLiterals.mode(keyframes.mode))") }
        if let given = keyframes.givenKeyTimes { arguments.append("keyTimes: \(SwiftLiterals.numbers(given))") }
        if !keyframes.timingFunctions.isEmpty {
            arguments.append("timingFunctions: [\(keyframes.timingFunctions.map(SwiftLiterals.timingFunction).joined(separator: ", "))]")
        }
        let current = track.startsFromCurrent ? ", startsFromCurrent: true" : ""
        code.line(".track(MotionTrack(node: \(track.node), property: \(SwiftLiterals.property(track.property)),")
        code.line("             keyframes: MotionKeyframes(\(arguments.joined(separator: ", "))),")
        code.line("             timing: \(SwiftLiterals.timing(track.timing))\(current))),")
    }

    private func writeLookup(_ code: inout SwiftCode) {
        code.doc("The transition that plays from `from` to `to`, started from `presented`, or nil when the spec has none.")
        code.block("\(access) static func transition(from: State, to: State, startingFrom presented: MotionFrame, parameters: Parameters = Parameters()) -> Transition? {") { code in
            var cases: [String] = []
            for source in control.states {
                for destination in control.states where destination.name != source.name {
                    guard let transition = control.transition(from: source.name, to: destination.name) else { continue }
                    let member = transitionMember(transition)
                    let call = transition.from == nil
                        ? "\(member)(from: .\(stateMember(source.name)), startingFrom: presented, parameters)"
                        : "\(member)(startingFrom: presented, parameters)"
                    cases.append("case (.\(stateMember(source.name)), .\(stateMember(destination.name))): return \(call)")
                }
            }
            if cases.isEmpty {
                code.line("_ = (from, to, presented, parameters)")
                code.line("return nil")
                return
            }
            code.line("switch (from, to) {")
            for line in cases { code.line(line) }
            code.line("default: return nil")
            code.line("}")
        }
    }
}
