import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// One node instance a property path names, and the environment its value is evaluated in
/// (with the repeat index bound for `star[i]`).
struct ResolvedTarget {
    var node: String
    var env: Environment
}

extension Checker {
    /// Property names a state may set that are not animatable properties.
    static let settingOnlyProperties = ["lineCap", "lineJoin", "miterLimit", "dash", "dashPattern", "start", "direction", "reversed"]

    /// The node instances a property path names: one, or every instance for `star[i]`.
    func resolveNodes(_ path: PropertyPath, env: Environment) -> [ResolvedTarget]? {
        let name = path.node.name
        guard let entry = nodeEntry(named: name) else {
            reporter.report(Diagnostic(.unknownNode, "unknown node '\(name)'", at: path.node.span)
                .suggesting(name, from: nodeEntries.map(\.name)))
            return nil
        }
        guard let indices = entry.repeatIndices else {
            if let index = path.index {
                reporter.report(.notARepeat, "'\(name)' is not a repeat, so it has no instances", at: index.span,
                               notes: [.help("write '\(name).\(path.property.name)'")])
                return nil
            }
            return [ResolvedTarget(node: name, env: env)]
        }
        guard let index = path.index else {
            reporter.report(.missingInstance, "'\(name)' is a repeat: name an instance", at: path.node.span,
                           notes: [.help("write '\(name)[i].\(path.property.name)' for every instance or '\(name)[0].\(path.property.name)' for one")])
            return nil
        }
        if case .name(let variable) = index.kind, env.lookup(variable) == nil, env.params[variable] == nil {
            return indices.map { ResolvedTarget(node: "\(name)[\($0)]", env: env.with(variable, .number(Double($0), .plain))) }
        }
        guard let v = evaluator.evaluate(index, in: env) else { return nil }
        guard case .number(let x, .plain) = v, let i = Evaluator.integer(x) else {
            reporter.report(.typeMismatch, "an instance index must be a whole number, found \(v.noun)", at: index.span)
            return nil
        }
        guard indices.contains(i) else {
            let range = indices.first.map { "\($0) to \(indices.last ?? $0)" } ?? "none"
            reporter.report(.instanceOutOfRange, "'\(name)' has no instance \(i)", at: index.span,
                           notes: [.help("its instances are \(range)")])
            return nil
        }
        return [ResolvedTarget(node: "\(name)[\(i)]", env: env)]
    }

    /// The property a path names, for a track (`trim` is for states only).
    func resolveProperty(_ path: PropertyPath, forTrack: Bool) -> [MotionProperty]? {
        let name = path.property.name
        let span = path.property.span
        if name == "trim" {
            if forTrack {
                reporter.report(.notAnimatable, "'trim' cannot be animated as one track", at: span,
                               notes: [.help("animate 'strokeStart' and 'strokeEnd' as two tracks")])
                return nil
            }
            return [.strokeStart, .strokeEnd]
        }
        if let p = MotionProperty(named: name) {
            let isGroup = nodeEntry(named: path.node.name)?.isGroup ?? false
            if isGroup, !p.appliesToGroups {
                reporter.report(.unknownProperty, "group '\(path.node.name)' has no property '\(name)'", at: span,
                               notes: [.help("a group has \(MotionProperty.groupProperties.map(\.name).joined(separator: ", "))")])
                return nil
            }
            return [p]
        }
        if Self.settingOnlyProperties.contains(name) {
            reporter.report(.notAnimatable, "'\(name)' cannot be animated or changed by a state", at: span,
                           notes: [.help("set it once in the shape's settings")])
            return nil
        }
        let names = MotionProperty.allCases.map(\.name) + (forTrack ? [] : ["trim"])
        reporter.report(Diagnostic(.unknownProperty, "unknown property '\(name)'", at: span).suggesting(name, from: names))
        return nil
    }
}
