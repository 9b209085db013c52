import MotionDiagnostics
import MotionSyntax

/// The compiler's checking stage (`Pipeline.check`). Whether a transition ends on its destination
/// state is only known by running it: the lowering stage checks that.
enum SpecChecker {
    /// Resolves names, evaluates compile-time expressions, checks everything, and builds the model.
    /// The model is nil when there is any error; warnings come with a model.
    static func check(_ spec: SpecFile, file: SourceFile) -> (ControlModel?, [Diagnostic]) {
        let checker = Checker(file: file)
        let model = checker.check(spec.control)
        let diagnostics = checker.reporter.finished
        guard !diagnostics.contains(where: { $0.severity == .error }), let model else { return (nil, diagnostics) }
        return (model, diagnostics)
    }
}

/// One run of the checks over one control. Its parts live in `Checker+*.swift`, one concern each.
final class Checker {
    let reporter: DiagnosticCollector
    var evaluator: Evaluator { Evaluator(reporter: reporter) }
    /// Names of every node, group and repeat, in declaration order, for lookups from states and tracks.
    private(set) var nodeEntries: [NodeEntry] = []
    /// Where each name first stands in `nodeEntries`: lookups by name stay constant-time on large specs.
    private var nodeEntryIndex: [String: Int] = [:]

    /// The name looked up last and where it stands: a track or an assignment asks for its node more than once.
    private var lastEntry: (name: String, index: Int?) = ("", nil)
    /// Where each built node (each repeat instance, `star[3]`) stands in the flattened tree, for tables by position.
    private var nodePositions: [String: Int] = [:]

    /// The first node, group or repeat declared as `name`.
    func nodeEntry(named name: String) -> NodeEntry? {
        if name != lastEntry.name { lastEntry = (name, nodeEntryIndex[name]) }
        return lastEntry.index.map { nodeEntries[$0] }
    }

    /// The position of the built node `name` in the flattened tree; nil for a node that was not built.
    func nodePosition(_ name: String) -> Int? { nodePositions[name] }

    func appendNodeEntry(_ entry: NodeEntry) {
        if nodeEntryIndex[entry.name] == nil { nodeEntryIndex[entry.name] = nodeEntries.count }
        nodeEntries.append(entry)
        lastEntry = ("", nil)
    }

    init(file: SourceFile) { reporter = DiagnosticCollector(file: file) }

    func check(_ control: ControlDecl) -> ControlModel? {
        var env = Environment()
        let params = checkParams(control.params, env: &env)
        bindLets(control.lets, in: &env)
        let size = checkSize(control, env: env)
        let nodes = buildNodes(control.nodes, env: env, depth: 0)
        let repeats = nodeEntries.compactMap { entry -> RepeatModel? in
            entry.repeatIndices.map { RepeatModel(name: entry.name, indices: $0, span: entry.span) }
        }
        let allNodes = Self.flatten(nodes)
        nodePositions.reserveCapacity(allNodes.count)
        for (i, node) in allNodes.enumerated() where nodePositions[node.name] == nil { nodePositions[node.name] = i }
        let (states, initial) = checkStates(control, nodes: allNodes, env: env)
        let transitions = checkTransitions(control.transitions, states: control.states, stateModels: states, env: env)
        let role = checkRole(control)
        checkPathStructures(nodes: allNodes, states: states, transitions: transitions)
        checkGradients(nodes: allNodes, states: states, transitions: transitions)
        guard let (w, h) = size, let initialState = initial else { return nil }
        var model = ControlModel(name: control.name.name, description: control.description?.text, width: w, height: h,
                            params: params, nodes: nodes, repeats: repeats, states: states, transitions: transitions,
                            initialState: initialState, span: control.span)
        model.role = role
        return model
    }

    static func flatten(_ nodes: [NodeModel]) -> [NodeModel] {
        var out: [NodeModel] = []
        var stack = Array(nodes.reversed())
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }
}

/// A declared node as states and tracks see it.
struct NodeEntry {
    var name: String
    var isGroup: Bool
    /// The instance indices, for a repeat.
    var repeatIndices: [Int]?
    var span: SourceSpan
}
