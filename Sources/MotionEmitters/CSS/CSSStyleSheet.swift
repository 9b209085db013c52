import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// One way into a state: the transition that plays from `source` to `destination`, started from
/// the source's frame at rest (`current` values taken from it).
struct CSSEntry: Sendable {
    var source: LoweredState
    var destination: LoweredState
    var transition: LoweredTransition
    var transitionIndex: Int
    var playback: MotionTransition<String>
    /// `from-to-to`, the part of the entry's animation names between a node's stem and a channel's name.
    var namePart: String

    init(source: LoweredState, destination: LoweredState, transition: LoweredTransition, transitionIndex: Int,
         playback: MotionTransition<String>) {
        self.source = source
        self.destination = destination
        self.transition = transition
        self.transitionIndex = transitionIndex
        self.playback = playback
        namePart = "\(Identifiers.kebabCase(source.name))-to-\(Identifiers.kebabCase(destination.name))"
    }
}

/// The stylesheet: custom properties for params, fixed styles, each state at rest, the
/// animations that play each transition, and the reduced-motion block.
struct CSSStyleSheet {
    let lowered: LoweredControl
    let elements: CSSElements
    var diagnostics: [Diagnostic] = []
    /// The baked-channel notes said so far, by what they say (`CSSBakedNote`), for the nodes after the
    /// first to join the first's note.
    var bakedNotes: [CSSBakedNote.Key: CSSBakedNote] = [:]
    /// Per transition entry, the properties it does not animate that another transition does: the
    /// script holds them at their presented value until the entry's end (see `CSSScript`).
    var holds: [CSSHold] = []
    /// Channels whose motion depends on where it starts, which the script plays from what is on screen.
    var restarts: [CSSRestart] = []
    /// Morphing paths' motion per transition, for the SMIL form the markup also carries (`CSSMorph`).
    var morphs: [CSSMorph] = []
    /// The kinds of clamped numbers some keyframes carry unclamped (`CSSClampProbe`), registered.
    var clampProbes: Set<String> = []

    /// Per node, the properties some transition animates (looked up per channel, so gathered once).
    let animatedProperties: [Set<MotionProperty>]
    /// Per state and node, what the ways into the state move (`movesInto`).
    let moved: CSSMovedProperties
    /// Every entry prepared once for the channels that look at all of them (`statesAnimationMayHold`).
    let preparedEntries = CSSPreparedEntries()
    /// What the ways into each state show, sampled once per state for every node's restarts (`presentedInto`).
    let presentedRanges = CSSPresentedRangesByState()
    /// The points every bake of the control may place in all.
    let bakeBudget: CSSBakeBudget
    /// Each node's children (`CSSStyleSheet.children`).
    let children: [[Int]]

    /// `budget`: the points the control's bakes may place (nil: `CSSBakeBudget(nodes:)`'s).
    init(_ lowered: LoweredControl, elements: CSSElements, budget: CSSBakeBudget? = nil) {
        self.lowered = lowered
        self.elements = elements
        var animated = Array(repeating: Set<MotionProperty>(), count: lowered.scene.nodes.count)
        for transition in lowered.transitions {
            for track in transition.timeline.tracks where animated.indices.contains(track.node) { animated[track.node].insert(track.property) }
        }
        animatedProperties = animated
        moved = CSSMovedProperties(lowered)
        bakeBudget = budget ?? CSSBakeBudget(nodes: lowered.scene.nodes.count)
        children = Self.children(lowered)
    }

    var root: String { elements.root }

    /// Every (source, destination) pair that plays a transition, destinations in state order (made once
    /// until `preparedEntries` lets go of them).
    var entries: [CSSEntry] { preparedEntries.entries(makeEntries) }

    func makeEntries() -> [CSSEntry] {
        var out: [CSSEntry] = []
        for destination in lowered.states {
            for source in lowered.states where source.name != destination.name {
                guard let transition = lowered.transition(from: source.name, to: destination.name),
                      let index = lowered.transitions.firstIndex(of: transition) else { continue }
                out.append(CSSEntry(source: source, destination: destination, transition: transition, transitionIndex: index,
                                    playback: transition.starting(from: source.restingFrame)))
            }
        }
        return out
    }

    /// `header`: the .css file's comment, first (the emitter shares the text with the page, which
    /// takes it from there and the markup from after it, rather than holding a copy of each).
    mutating func text(header: String = "") -> String {
        // The text in parts, joined once at its size: one string grown part by part doubles its storage
        // as it grows, and was then copied whole behind the registrations (issue 12: this is the CSS
        // phase's largest text while it is made).
        var parts: [String] = [paramsRule(), fixedRules()]
        for (index, state) in lowered.states.enumerated() { parts.append(stateRule(state, index: index)) }
        parts.append(loopRules())
        let entries = self.entries
        var reduced = ""
        var written: [(rules: CSSEntryRules, keyframes: [CSSPendingKeyframes])] = []
        for (index, entry) in entries.enumerated() {
            let shared = entries.filter { $0.destination.name == entry.destination.name }.count > 1
            written.append(animationRules(entry: index, sharedDestination: shared))
            preparedEntries.release(index)
            reduced += reducedRule(entry, sharedDestination: shared)
        }
        // The gradients' geometry reads the same prepared entries, one at a time.
        noteGradientGeometry(entries)
        // Only the entries' rules and the gradients asked for these: let go of them before the keyframes and
        // the page are written.
        preparedEntries.release()
        presentedRanges.release()
        // Only now is every restart known, and with it which keyframes a restart may read.
        let reads = CSSPendingKeyframes.reads(restarts)
        // Keyframes of the same body are written once, under the first one's name, and played by every
        // animation of that body: alike shapes (a grid of dots, a spinner's segments begun together)
        // move alike, and the 10,000-shape bench control's sheet held 16 MB of copies. Only a channel's
        // own: the script knows a custom property's animations by the channel's name at the end of theirs.
        var namesByBody: [CSSChannel: [String: String]] = [:]
        var bodyMemo = CSSKeyframesBodyMemo()
        for i in written.indices {
            // Each entry's rules move into the parts (and its keyframes are written), so that none is held twice.
            let (rules, keyframes) = written[i]
            written[i] = (CSSEntryRules(), [])
            var names: [String] = []
            var bodies: [String] = []
            for pending in keyframes {
                let body = self.keyframesBody(pending, reads: reads, memo: &bodyMemo)
                if let name = namesByBody[pending.channel]?[body] {
                    names.append(name)
                } else {
                    namesByBody[pending.channel, default: [:]][body] = pending.name
                    names.append(pending.name)
                    bodies.append("@keyframes \(pending.name) {\n")
                    bodies.append(body)
                }
            }
            parts.append(rules.text(names: names))
            parts += bodies
        }
        namesByBody = [:]
        bodyMemo = CSSKeyframesBodyMemo()
        var out = "@media (prefers-reduced-motion: reduce) {\n"
        out += "  #\(root) *, #\(root) { animation: none !important; transition: none !important; }\n"
        out += reduced
        out += "}\n"
        if reduced.contains("-crossfade") {
            out += "@keyframes \(root)-crossfade { from { opacity: 0; } to { opacity: 1; } }\n"
        }
        // The registrations go first, known only now: the whole text is joined once, at its size.
        parts.append(out)
        return CSSOutputAssembly.joined([header, CSSColourProbe.registrations(lowered, restarts: restarts),
                                         CSSClampProbe.registrations(clampProbes)] + parts)
    }

    // MARK: params

    func paramName(_ param: LoweredParam) -> String { "--\(root)-\(Identifiers.kebabCase(param.name))" }

    func paramsRule() -> String {
        guard !lowered.params.isEmpty else { return "" }
        var out = "#\(root) {\n"
        for param in lowered.params {
            switch param.defaultValue {
            case .color(let c):
                out += "  \(paramName(param)): rgb(\(CSSChannel.rgb(c).map(CSSNumber.text).joined(separator: " ")));\n"
                out += "  \(paramName(param))-alpha: \(CSSNumber.text(c.alpha));\n"
            case .scalar(let v):
                out += "  \(paramName(param)): \(CSSNumber.text(v));\n"
            case .point(let p):
                out += "  \(paramName(param))-x: \(CSSNumber.text(p.x));\n  \(paramName(param))-y: \(CSSNumber.text(p.y));\n"
            case .path, .gradient: break // params are colours or numbers
            }
        }
        return out + "}\n"
    }

    /// The param a state's value of `property` on `node` comes from, if any.
    func param(node: Int, property: MotionProperty, state: Int) -> LoweredParam? {
        lowered.params.first { param in
            param.uses.contains { $0.node == node && $0.property == property && $0.place == .state(state) }
        }
    }

    // MARK: fixed styles

    /// The registered custom properties of open-path trims: numbers, so they animate and transition.
    static let registrations = """
        @property --motion-trim-start { syntax: "<number>"; inherits: false; initial-value: 0; }
        @property --motion-trim-end { syntax: "<number>"; inherits: false; initial-value: 1; }
        @property --motion-trim-offset { syntax: "<number>"; inherits: false; initial-value: 0; }
        @property --motion-line-width { syntax: "<number>"; inherits: false; initial-value: 1; }

        """

    /// The dash of an open path's trim from its raw ends, clamped as the renderer clamps them: the
    /// dash runs from S to E on a path of length 1; when S ≥ E the width is 0 (nothing is drawn,
    /// not even a round cap's dot).
    /// `seam`: the path is closed, and a whole dash breaks there (`CSSClosedTrim`).
    func trimFormulas(wraps: Bool, seam: Double? = nil) -> String {
        let start = "clamp(0, var(--motion-trim-start), 1)", end = "clamp(0, var(--motion-trim-end), 1)"
        let dash = "max(0, \(end) - \(start))"
        let gap = wraps ? "calc(1 - \(dash))" : "1"
        let offset = wraps ? "calc(-1 * (\(start) + var(--motion-trim-offset)))" : "calc(-1 * \(start))"
        let dashes = seam.map { CSSClosedTrim.formulas(wraps: wraps, seam: $0, start: start, dash: dash) }
            ?? "stroke-dasharray: calc(\(dash)) \(gap); stroke-dashoffset: \(offset); "
        return dashes
            + "stroke-width: calc(var(--motion-line-width) * clamp(0, (\(end) - \(start)) * 1e12, 1) * \(Self.strokeWidthUnit));"
    }

    /// One design pixel of stroke width in the stroke path's units (see `CSSStrokeScale`): widths and
    /// params stay in design units in the custom properties, the `calc()` scales them.
    static var strokeWidthUnit: String { "\(CSSNumber.text(CSSStrokeScale.factor))px" }

    func fixedRules() -> String {
        var out = elements.variableTrim.contains(true) ? Self.registrations : ""
        out += CSSGradients.registrations(lowered)
        out += "#\(root) { display: block; overflow: visible; cursor: pointer; -webkit-tap-highlight-color: transparent; }\n"
        out += "#\(root) g { transform-box: view-box; transform-origin: 0 0; }\n"
        // A group per kind of rule, in the order an element's rules are written (`CSSRuleGroups`).
        var shadows = CSSRuleGroups(), fills = CSSRuleGroups(), strokes = CSSRuleGroups(), trims = CSSRuleGroups()
        var dashes = CSSRuleGroups(), masks = CSSRuleGroups()
        let initial = lowered.state(named: lowered.initialState)?.frame ?? lowered.scene.baseFrame
        for (n, shape) in lowered.scene.nodes.enumerated() {
            if !shape.isGroup, initial.shadowOpacity[n] > 0, initial.shadowColor[n].alpha > 0 {
                let c = initial.shadowColor[n], o = initial.shadowOffset[n]
                let alpha = c.alpha * initial.shadowOpacity[n]
                shadows.add("#\(elements.id(n, .outer))", "filter: drop-shadow(\(CSSNumber.text(o.x))px \(CSSNumber.text(o.y))px "
                    + "\(CSSNumber.text(initial.shadowBlur[n] / 2))px rgb(\(CSSChannel.rgb(c).map(CSSNumber.text).joined(separator: " ")) / \(CSSNumber.text(alpha))));")
            }
            if elements.parts[n].contains(.fill) {
                fills.add("#\(elements.id(n, .fill))", "stroke: none; fill-rule: nonzero;")
            }
            if elements.parts[n].contains(.stroke), let style = lowered.nodes[n].style {
                let id = "#\(elements.id(n, .stroke))"
                strokes.add(id, "fill: none; stroke-linecap: \(style.lineCap.rawValue); "
                    + "stroke-linejoin: \(style.lineJoin.rawValue); stroke-miterlimit: \(CSSNumber.text(style.miterLimit));")
                if elements.variableTrim[n] {
                    trims.add(id, trimFormulas(wraps: elements.wraps[n], seam: elements.closedTrimSeams[n]))
                }
                if elements.dashed[n] { dashes.add(id, CSSDashes.dashArray(shape.dashPattern)) }
                if elements.dashTrimmed[n] { masks.add("#\(elements.id(n, .trim))", CSSDashes.maskBlock(style: style)) }
            }
        }
        for groups in [shadows, fills, strokes, trims, dashes, masks] { out += groups.text }
        return out
    }

    // MARK: states at rest

    func stateSelector(_ state: LoweredState) -> String { "#\(root)[data-state=\"\(TextEscaping.cssString(state.name).dropFirst().dropLast())\"]" }

    func stateRule(_ state: LoweredState, index: Int) -> String {
        let out = "/* state \(TextEscaping.blockComment(state.name)) */\n"
        // One rule per element part: none moves past another of its element (`CSSRuleGroups`).
        var rules = CSSRuleGroups()
        for n in lowered.scene.nodes.indices {
            for part in elements.parts[n] {
                var declarations: [String] = []
                for channel in elements.channels(of: n) where elements.part(of: channel, node: n) == part {
                    let values = channel.values(state.frame, node: n, wraps: elements.wraps[n])
                    declarations.append(restDeclaration(channel, values, node: n, state: index))
                }
                if !declarations.isEmpty {
                    rules.add("\(stateSelector(state)) #\(elements.id(n, part))", declarations.joined(separator: " "))
                }
            }
        }
        return out + rules.text
    }

    /// A channel's value at rest: the param's custom property (with the value as fallback) where a
    /// param gives it, else the number.
    func restDeclaration(_ channel: CSSChannel, _ values: [Double], node: Int, state: Int) -> String {
        let property: MotionProperty? = switch channel {
        case .fillRGB, .fillAlpha: .fillColor
        case .strokeRGB, .strokeAlpha: .strokeColor
        case .strokeWidth, .lineWidth, .trimMaskWidth: .lineWidth
        case .opacity: .opacity
        default: nil
        }
        if channel == .dashArray, values[0] >= 1 { return "stroke-dasharray: none;" }
        guard let property, let param = param(node: node, property: property, state: state) else {
            return channel.declarations(values)
        }
        let n = values.map(CSSNumber.text)
        switch channel {
        case .fillRGB: return "fill: var(\(paramName(param)), rgb(\(n.joined(separator: " "))));"
        case .strokeRGB: return "stroke: var(\(paramName(param)), rgb(\(n.joined(separator: " "))));"
        case .fillAlpha: return "fill-opacity: var(\(paramName(param))-alpha, \(n[0]));"
        case .strokeAlpha: return "stroke-opacity: var(\(paramName(param))-alpha, \(n[0]));"
        case .strokeWidth, .trimMaskWidth: return "stroke-width: calc(var(\(paramName(param)), \(n[0])) * \(Self.strokeWidthUnit));"
        case .lineWidth: return "--motion-line-width: var(\(paramName(param)), \(n[0]));"
        case .opacity: return "opacity: var(\(paramName(param)), \(n[0]));"
        default: return channel.declarations(values)
        }
    }

    // MARK: transitions

    func entrySelector(_ entry: CSSEntry, sharedDestination: Bool) -> String {
        var selector = stateSelector(entry.destination)
        if sharedDestination { selector += "[data-from=\"\(TextEscaping.cssString(entry.source.name).dropFirst().dropLast())\"]" }
        // The initial state shows at rest on load: its entries wait until the state has changed once.
        if entry.destination.name == lowered.initialState { selector += "[data-motion-ready]" }
        return selector
    }

    func animationName(_ entry: CSSEntry, node: Int, channel: CSSChannel) -> String {
        "\(elements.stems[node])-\(entry.namePart)-\(channel.kebabName)"
    }

    /// The entry's rules, and its keyframes to write once every restart is known.
    /// `entry`: its index in `entries` (its placements and split are prepared once, `preparedEntries`).
    mutating func animationRules(entry index: Int, sharedDestination: Bool) -> (rules: CSSEntryRules, keyframes: [CSSPendingKeyframes]) {
        let entry = entries[index]
        let duration = entry.playback.duration
        guard duration > 0 else { return (CSSEntryRules(), []) }
        let prepared = preparedEntries.prepared(index, makeEntries)
        let placements = prepared.placements, split = prepared.split
        // The entry's fits by content: a channel that moves alike on several nodes, or from several starts, is fitted once.
        let memo = CSSChannelFitMemo(), outcomes = CSSRestartOutcomeMemo()
        var out = CSSEntryRules()
        out.append("/* \(TextEscaping.blockComment(entry.source.name)) -> \(TextEscaping.blockComment(entry.destination.name)) */\n")
        var pending: [CSSPendingKeyframes] = []
        let selector = entrySelector(entry, sharedDestination: sharedDestination)
        // Bound once: read through the entry for each channel, the frame was copied (its arrays retained) each time.
        let destinationFrame = entry.destination.frame
        for n in lowered.scene.nodes.indices {
            var trimCorners: [Double]?
            for part in elements.parts[n] {
                // Each animation: the index of the keyframes it plays (nil: a loop's), then the rest of it.
                var animations: [(keyframes: Int?, text: String)] = []
                var transitions: [String] = []
                for channel in elements.channels(of: n) where elements.part(of: channel, node: n) == part {
                    var fit = CSSChannelFit(channel: channel, node: n, playback: entry.playback, split: split, placements: placements,
                                            wraps: elements.wraps[n], reach: reach(of: n, entry, for: channel))
                    fit.trimCornerTimes = trimCorners
                    fit.budget = bakeBudget
                    fit.memo = memo
                    defer { trimCorners = fit.trimCornerTimes }
                    let rest = channel.values(destinationFrame, node: n, wraps: elements.wraps[n])
                    let constant = fit.isConstant(equalTo: rest) && !leavesLoopFromCurrent(entry, node: n, channel: channel, fit: fit)
                    if constant, fit.tracks.isEmpty {
                        // Untouched by this transition, but another may leave it elsewhere: after an
                        // interrupt Core Animation keeps what was on screen (the presented frame became
                        // the model) until this transition ends. The script holds it (a CSS transition
                        // cannot: Chromium starts none from a CSS animation's value).
                        if animatedElsewhere(channel, node: n) {
                            for property in Self.heldProperties(channel, count: rest.count) {
                                hold(entry, sharedDestination: sharedDestination, element: elements.id(n, part), property: property)
                            }
                        }
                        continue
                    }
                    if let transition = CSSRetarget.transition(channel, node: n, entry: entry, placements: placements, split: split,
                                                               rest: rest, wraps: elements.wraps[n],
                                                               progressTolerance: progressTolerance(fit, rest: rest)),
                       !animationMayHold(channel, node: n, state: entry.source.name) {
                        if !transitions.contains(transition) { transitions.append(transition) }
                        let timing = CSSRetarget.timing(channel, node: n, entry: entry, placements: placements, split: split, rest: rest,
                                                        wraps: elements.wraps[n], progressTolerance: progressTolerance(fit, rest: rest))
                        var keyframes = fit
                        noteMorph(entry, element: elements.id(n, part), channel: channel, curve: { keyframes.fit() }, retarget: timing, rest: rest,
                                  progressTolerance: progressTolerance(fit, rest: rest))
                        continue
                    }
                    // Motion that depends on where it starts (a `current` keyframe, a track that begins
                    // late or ends early without a fill) is played by the script from the value on
                    // screen when that is not the source state's (see `CSSRestart`).
                    // A channel the script cannot restart (`CSSRestart.kind`) needs its outcome only to hold
                    // a `current` track it leaves unplayed: its fits from other starts are skipped otherwise.
                    let fromCurrent = fit.tracks.contains(where: { $0.track.startsFromCurrent })
                    let restarts = movesInto(entry.source.name, channel, node: n)
                    let restartable = CSSRestart.kind(channel) != nil
                    let reach = fit.reach
                    func restartFit() -> CSSRestartFit {
                        CSSRestartFit.ofNode(n, channel: channel, entry: entry, split: split, wraps: elements.wraps[n],
                                             reach: reach, states: lowered.states.map(\.frame),
                                             presented: presentedInto(entry.source.name, node: n), pathIsFixed: !elements.morphs[n],
                                             budget: bakeBudget, memo: memo)
                    }
                    // The restart outcome, or one found for a node alike (`CSSRestartOutcomeMemo`).
                    func outcome(fromRest: (fit: CSSChannelFit, curve: CSSChannelCurve)?) -> CSSRestartFit.Outcome {
                        let key = restartKey(&fit, source: entry.source.name, node: n, rest: rest, fromRest: fromRest != nil)
                        return outcomes.outcome(key, element: elements.id(n, part), budget: bakeBudget) {
                            var restart = restartFit()
                            restart.cutsColourAtBounds = fromRest?.fit.cutsColourAtBounds ?? false
                            return restart.outcome(element: elements.id(n, part), rest: rest, fromRest: fromRest)
                        }
                    }
                    if constant {
                        let restart = restarts && (restartable || fromCurrent) ? outcome(fromRest: nil) : .independent
                        if case .restart(let found) = restart { self.restarts.append(found) }
                        // A track whose keyframes all equal the destination's value (none from `current`)
                        // sets it whatever was on screen: the state's rule shows it from the start. One
                        // from `current` the script cannot restart keeps what was on screen instead.
                        if case .unsupported = restart, fromCurrent {
                            for property in Self.heldProperties(channel, count: rest.count) {
                                hold(entry, sharedDestination: sharedDestination, element: elements.id(n, part), property: property)
                            }
                        }
                        continue
                    }
                    let curve = fit.fit()
                    noteMorph(entry, element: elements.id(n, part), channel: channel, curve: { curve })
                    if restarts {
                        // A channel no restart can say is not fitted from other starts: with no track of
                        // this transition on it, it shows its start throughout (which no restart says).
                        // Nor is one whose bake from rest ran out of points: no other start is baked closer.
                        let outcome: CSSRestartFit.Outcome = fit.bakeRanOut ? .unsupported : restartable
                            ? outcome(fromRest: (fit, curve))
                            : fit.tracks.isEmpty ? .unsupported : .independent
                        switch outcome {
                        case .restart(let found): self.restarts.append(found)
                        case .unsupported where fit.tracks.isEmpty:
                            // No track of this transition moves it: it shows its start throughout, so
                            // what was on screen, held, is exact even where no restart can say it (a
                            // closed path's clamped dash).
                            for property in Self.heldProperties(channel, count: rest.count) {
                                hold(entry, sharedDestination: sharedDestination, element: elements.id(n, part), property: property)
                            }
                        default: break
                        }
                    }
                    // Ending on the state's own value, the state's rule takes over at the end (and
                    // writes a whole trim without a dash); otherwise the last keyframe holds, unless the
                    // state loops: its loop plays over the state's frame from that instant on.
                    let ends = curve.keyframes.last.map { zip($0.values, rest).allSatisfy { abs($0 - $1) <= 1e-6 } } ?? false
                    let fill = ends || entry.destination.loop != nil ? "backwards" : "both"
                    animations.append((pending.count, " \(CSSNumber.text(duration))s linear 0s 1 normal \(fill)"))
                    pending.append(CSSPendingKeyframes(name: animationName(entry, node: n, channel: channel), curve: curve, channel: channel, duration: duration,
                                                       params: keyframeParams(entry, node: n, channel: channel),
                                                       element: elements.id(n, part), state: entry.destination.name))
                    if curve.isBaked { note(entry, node: n, channel: channel, curve: curve, fit: fit) }
                }
                // The destination's loop starts where this transition ends.
                animations += loopAnimations(entry.destination, node: n, part: part, delay: duration).map { (nil, $0) }
                if !animations.isEmpty {
                    out.append("\(selector) #\(elements.id(n, part)) {\n  animation: ")
                    for (i, animation) in animations.enumerated() {
                        if i > 0 { out.append(",\n    ") }
                        if let keyframes = animation.keyframes { out.appendKeyframes(keyframes) }
                        out.append(animation.text)
                    }
                    out.append(";\n}\n")
                }
                if !transitions.isEmpty {
                    // Not gated on data-motion-ready: transitions never run on load.
                    let plain = selector.replacing("[data-motion-ready]", with: "")
                    out.append("\(plain) #\(elements.id(n, part)) {\n  transition: \(transitions.joined(separator: ",\n    "));\n}\n")
                }
            }
        }
        return (out, pending)
    }

    /// The properties the script holds for a channel of `count` numbers: the one its CSS transition
    /// names, else a closed path's dash, else each custom property of a gradient's stops.
    static func heldProperties(_ channel: CSSChannel, count: Int) -> [String] {
        if let property = CSSRetarget.property(channel) ?? heldDashProperty(channel) { return [property] }
        return CSSGradients.properties(channel, count: count)
    }

    /// A closed path's trim is its dash array, offset and visibility: no CSS transition can say them
    /// (clamped), but a hold keeps each as it was on screen.
    static func heldDashProperty(_ channel: CSSChannel) -> String? {
        switch channel {
        case .dashArray: return "stroke-dasharray"
        case .dashOffset: return "stroke-dashoffset"
        case .visibility: return "visibility"
        default: return nil
        }
    }

    mutating func hold(_ entry: CSSEntry, sharedDestination: Bool, element: String, property: String) {
        let from: String? = sharedDestination ? entry.source.name : nil
        // The script holds 10 µs past the end, where a transition shows its last frame; into a looping
        // state that instant is the loop's (`semantics.md`, the instant of rest), so the hold ends on it.
        let duration = entry.playback.duration - (entry.destination.loop == nil ? 0 : 1e-5)
        if let i = holds.firstIndex(where: { $0.from == from && $0.to == entry.destination.name }) {
            if !holds[i].properties.contains(where: { $0 == (element, property) }) { holds[i].properties.append((element, property)) }
        } else {
            holds.append(CSSHold(from: from, to: entry.destination.name, duration: duration, properties: [(element, property)]))
        }
    }

    /// True when some transition or loop of the control has a track on this channel of this node.
    func animatedElsewhere(_ channel: CSSChannel, node: Int) -> Bool {
        (animatedProperties.indices.contains(node) && channel.properties.contains { animatedProperties[node].contains($0) })
            || loopMoves(channel, node: node)
    }

    /// Colour params this channel of this node may show in this transition: those its tracks'
    /// keyframe values or the source or destination state take from a param, in declaration order.
    func keyframeParams(_ entry: CSSEntry, node: Int, channel: CSSChannel) -> [LoweredParam] {
        let source = lowered.states.firstIndex { $0.name == entry.source.name }
        let destination = lowered.states.firstIndex { $0.name == entry.destination.name }
        return colourParams(node: node, channel: channel) { place in
            switch place {
            case .keyframe(let transition, _, _): return transition == entry.transitionIndex
            case .state(let state): return state == source || state == destination
            case .base, .loopKeyframe: return false
            }
        }
    }

    /// Colour params used on this channel's colour property of this node at a place `at` accepts, in
    /// declaration order; none for a channel that is no colour.
    func colourParams(node: Int, channel: CSSChannel, at accepts: (ParamUse.Place) -> Bool) -> [LoweredParam] {
        let property: MotionProperty
        switch channel {
        case .fillRGB, .fillAlpha: property = .fillColor
        case .strokeRGB, .strokeAlpha: property = .strokeColor
        default: return []
        }
        return lowered.params.filter { param in
            param.uses.contains { $0.node == node && $0.property == property && accepts($0.place) }
        }
    }

    /// A keyframe's declaration; a colour equal to a param's default names the param's custom
    /// property (the value as fallback), so an overridden theme colour animates to and from itself.
    func keyframeDeclaration(_ channel: CSSChannel, _ values: [Double], params: [LoweredParam]) -> String {
        for param in params {
            guard case .color(let c) = param.defaultValue else { continue }
            switch channel {
            case .fillRGB, .strokeRGB:
                guard CSSChannel.rgb(c) == values else { continue }
                let name = channel == .fillRGB ? "fill" : "stroke"
                return "\(name): var(\(paramName(param)), rgb(\(values.map(CSSNumber.text).joined(separator: " "))));"
            case .fillAlpha, .strokeAlpha:
                guard [c.alpha] == values else { continue }
                let name = channel == .fillAlpha ? "fill-opacity" : "stroke-opacity"
                return "\(name): var(\(paramName(param))-alpha, \(CSSNumber.text(values[0])));"
            default: continue
            }
        }
        return channel.declarations(values)
    }

    /// A `@keyframes` rule's text after its name and opening brace. `probe`: each keyframe also carries a
    /// colour's numbers unrounded (`CSSColourProbe`), or a number Chromium clamps unclamped (`CSSClampProbe`).
    func keyframesBody(_ curve: CSSChannelCurve, channel: CSSChannel, duration: Double,
                       params: [LoweredParam] = [], probe: Bool = false) -> String {
        var out = ""
        for (i, keyframe) in curve.keyframes.enumerated() {
            let percent = CSSNumber.text(keyframe.time / duration * 100)
            var body = keyframeDeclaration(channel, keyframe.values, params: params)
            if probe, let numbers = CSSColourProbe.declaration(channel, keyframe.values) ?? CSSClampProbe.declaration(channel, keyframe.values) {
                body += " " + numbers
            }
            if i + 1 < curve.keyframes.count { body += " animation-timing-function: \(keyframe.easing.css);" }
            out += "  \(percent)% { \(body) }\n"
        }
        return out + "}\n"
    }

    /// The channel's tolerance as a fraction of the farthest a transition to `rest` can travel: twice
    /// the farthest state from it (an interrupted start lies on the way, a spring overshoots by less
    /// than the distance); kept within 1e-7…1e-3.
    func progressTolerance(_ fit: CSSChannelFit, rest: [Double]) -> Double {
        var travel = 1e-12
        for state in lowered.states {
            for (v, r) in zip(fit.channel.values(state.frame, node: fit.node, wraps: fit.wraps), rest) { travel = max(travel, 2 * abs(v - r)) }
        }
        return min(max(fit.bakeTolerance / travel, 1e-7), 1e-3)
    }

    /// How far the farthest point the node can show lies from its anchor (px): the view box's
    /// corners and the origin seen from the anchor at the transition's ends (a bound, not a fit).
    func reach(of node: Int, _ entry: CSSEntry) -> Double {
        reach(of: node, frames: [entry.playback.base, entry.destination.frame])
    }

    /// The same bound seen from the node's anchor in each of `frames`, and no farther than the node's
    /// own drawing reaches (`drawnReach`).
    func reach(of node: Int, frames: [MotionFrame]) -> Double {
        var out = 1.0
        for frame in frames where node < frame.anchor.count {
            let a = frame.anchor[node]
            for (x, y) in [(0, 0), (lowered.width, 0), (0, lowered.height), (lowered.width, lowered.height)] {
                out = max(out, ((x - a.x) * (x - a.x) + (y - a.y) * (y - a.y)).squareRoot())
            }
        }
        if let drawn = drawnReach(of: node, frames: frames) { out = max(1, min(out, drawn)) }
        return out
    }

    mutating func note(_ entry: CSSEntry, node: Int, channel: CSSChannel, curve: CSSChannelCurve, fit: CSSChannelFit) {
        note("in \(entry.source.name) -> \(entry.destination.name)", at: entry.transition.span, node: node, channel: channel,
             curve: curve, fit: fit)
    }

    /// A baked channel `context` (`in off -> on`) as a diagnostic at `span`: one note per context, span
    /// and channel, naming the first node and counting the others alike (a grid of 400 shapes baked in one
    /// transition says so once, not 400 times), with the largest error of them all.
    mutating func note(_ context: String, at span: SourceSpan, node: Int, channel: CSSChannel, curve: CSSChannelCurve,
                       fit: CSSChannelFit) {
        var error = curve.largestError
        if channel == .scale || channel == .rotate { error = fit.displacement(error) }
        let key = CSSBakedNote.Key(context: context, span: span, channel: channel)
        if var known = bakedNotes[key] {
            known.add(node: node, error: error)
            diagnostics[known.index] = known.diagnostic
            bakedNotes[key] = known
            return
        }
        let note = CSSBakedNote(index: diagnostics.count, key: key, node: node, name: lowered.nodes[node].name, error: error)
        bakedNotes[key] = note
        diagnostics.append(note.diagnostic)
    }

    func reducedRule(_ entry: CSSEntry, sharedDestination: Bool) -> String {
        guard case .crossfade(let duration) = entry.transition.reducedMotion, duration > 0 else { return "" }
        let selector = entrySelector(entry, sharedDestination: sharedDestination)
        return "  \(selector) { animation: \(root)-crossfade \(CSSNumber.text(duration))s linear 0s 1 normal both !important; }\n"
    }
}

/// Properties of elements a transition into `to` (from `from`, or from anywhere) does not animate:
/// held at what is on screen when it starts, for `duration` seconds.
struct CSSHold {
    var from: String?
    var to: String
    var duration: Double
    var properties: [(element: String, property: String)]
}
