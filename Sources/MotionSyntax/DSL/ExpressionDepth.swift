import MotionDiagnostics

/// The depth of an expression tree, measured without recursion (the tree may be deeper
/// than the stack allows to walk recursively; that is what this guards against).
enum ExpressionDepth {
    static func of(_ root: Expression) -> Int {
        var stack: [(Expression, Int)] = [(root, 1)]
        var deepest = 0
        while let (e, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in children(of: e) { stack.append((child, depth + 1)) }
        }
        return deepest
    }

    static func children(of e: Expression) -> [Expression] {
        switch e.kind {
        case .number, .string, .color, .name: return []
        case .tuple(let xs), .array(let xs): return xs
        case .call(_, let args): return args.map(\.value)
        case .unary(_, let x), .member(let x, _): return [x]
        case .binary(_, let a, let b), .range(let a, let b, _), .subscripted(let a, let b): return [a, b]
        }
    }
}
