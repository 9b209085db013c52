/// How many dense points the bakes of one control may place in all. A bake halves its intervals
/// until the straight lines between its points follow the runtime, up to `PolylineFit.halved`'s
/// limit per piece; a motion no bake can follow (a spring that settles over minutes) reaches that
/// limit in every piece it is baked in, and again in every fit from another start. The budget
/// bounds the whole control's cost: once spent, each further bake places at most `floor` points and
/// says that it gave up (its error is measured and told as always).
///
/// Shared by every fit of the control (a class): the order in which the stylesheet fits its
/// channels is fixed, so what each bake may place is too, and the output stays deterministic.
final class CSSBakeBudget {
    /// Points every control may place, and more per node: a control's legitimate bakes grow with
    /// its nodes (a spring per shape), a runaway one does not.
    static let base = 400_000
    static let perNode = 2_000
    /// What a bake may place when the budget is spent: enough for a coarse curve.
    static let floor = 64

    private(set) var remaining: Int

    /// The budget of a control of `nodes` nodes.
    convenience init(nodes: Int) {
        self.init(points: Self.base + Self.perNode * max(0, nodes))
    }

    init(points: Int) {
        remaining = max(0, points)
    }

    /// The most points the next bake may place, never more than `limit`.
    func limit(_ limit: Int) -> Int {
        min(limit, max(Self.floor, remaining))
    }

    /// Counts the points a bake placed.
    func spend(_ points: Int) {
        remaining = max(0, remaining - points)
    }
}
