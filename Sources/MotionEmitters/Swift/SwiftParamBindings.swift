import MotionCompiler
import MotionRuntime

/// Where each param shows, keyed so the writer can put `parameters.name` in place of a literal.
struct SwiftParamBindings {
    struct Key: Hashable {
        var node: Int
        var property: MotionProperty
        var place: ParamUse.Place
    }

    /// Param member names (`parameters.tint`) by use.
    private var byUse: [Key: (member: String, kind: LoweredParam.Kind)] = [:]
    /// The Swift member of each param, index for index with `LoweredControl.params`.
    let members: [String]

    init(_ control: LoweredControl) {
        var members: [String] = []
        for param in control.params {
            var name = Identifiers.swiftMemberName(param.name)
            while members.contains(name) { name += "_" }
            members.append(name)
        }
        self.members = members
        for (i, param) in control.params.enumerated() {
            for use in param.uses {
                byUse[Key(node: use.node, property: use.property, place: use.place)] = (members[i], param.kind)
            }
        }
    }

    func param(node: Int, property: MotionProperty, place: ParamUse.Place) -> (member: String, kind: LoweredParam.Kind)? {
        byUse[Key(node: node, property: property, place: place)]
    }

    /// The bare expression (Double, Point or Color) for a value at a place: the param when one is
    /// bound there, else the literal.
    func bare(_ value: MotionValue, node: Int, property: MotionProperty, place: ParamUse.Place) -> String {
        guard let bound = param(node: node, property: property, place: place) else { return SwiftLiterals.bare(value) }
        let expression = "parameters." + bound.member
        if case .point = value, bound.kind == .number { return "MotionPoint(\(expression), \(expression))" }
        return expression
    }

    /// The `MotionValue` expression for a keyframe value.
    func value(_ value: MotionValue, node: Int, property: MotionProperty, place: ParamUse.Place) -> String {
        guard param(node: node, property: property, place: place) != nil else { return SwiftLiterals.value(value) }
        let bare = bare(value, node: node, property: property, place: place)
        switch value {
        case .scalar: return ".scalar(\(bare))"
        case .point: return ".point(\(bare))"
        case .color: return ".color(\(bare))"
        case .path: return ".path(\(bare))"
        case .gradient: return ".gradient(\(bare))"
        }
    }
}
