import MotionRuntime

/// Restart outcomes (`CSSRestartFit.outcome`) by the content that decides them, so that a channel that
/// moves alike on many nodes is proven from its other starts once (issue 12). A node's restart fit
/// plays the node's own part of the entry (`CSSRestartFit.ofNode`) from starts made of the node's
/// values of the channel's properties in every state and of what the ways into the source state show
/// there, and reads the channel alone: with the channel's fit from rest (`CSSChannelFitMemo.Key`), those
/// values, the destination's value and whether the fit from rest is handed in, the outcome is known, up
/// to the element it is written on, which a reused outcome takes from its own node.
///
/// Shared by one transition entry's channels (the entry's names, duration and loops are the same for
/// all of them) and let go with it.
final class CSSRestartOutcomeMemo {
    struct Key: Hashable {
        let fit: CSSChannelFitMemo.Key
        /// Every state's values of the channel's properties on the node, in state order.
        let states: [[MotionValue]]
        /// Per property of the channel, what the ways into the source state show on the node.
        let presented: [Shown?]
        let rest: [Double]
        let fromRest: Bool
    }

    struct Shown: Hashable {
        let lowest: [Double]
        let highest: [Double]
    }

    private struct Known {
        let outcome: CSSRestartFit.Outcome
        /// Points its bakes took from the budget, spent again on a reuse.
        let spent: Int
    }

    private var known: [Key: Known] = [:]

    /// `outcome()`'s, or one found before for the same `key` (its element replaced by `element`) while
    /// the budget lets every bake place as many points as it did (`CSSChannelFitMemo.budgetAllows`).
    func outcome(_ key: Key?, element: String, budget: CSSBakeBudget, _ outcome: () -> CSSRestartFit.Outcome) -> CSSRestartFit.Outcome {
        guard let key else { return outcome() }
        if let found = known[key], CSSChannelFitMemo.budgetAllows(remaining: budget.remaining, spent: found.spent) {
            budget.spend(found.spent)
            guard case .restart(var restart) = found.outcome else { return found.outcome }
            restart.element = element
            return .restart(restart)
        }
        let before = budget.remaining
        let found = outcome()
        let spent = before - budget.remaining
        if CSSChannelFitMemo.budgetAllows(remaining: before, spent: spent) { known[key] = Known(outcome: found, spent: spent) }
        return found
    }
}

extension CSSStyleSheet {
    /// What node `n`'s restart outcome of `fit`'s channel into the entry from `source` depends on; nil
    /// where the fit is not reused (`CSSChannelFit.memoKey`).
    func restartKey(_ fit: inout CSSChannelFit, source: String, node n: Int, rest: [Double], fromRest: Bool) -> CSSRestartOutcomeMemo.Key? {
        guard let fitKey = fit.memoKey() else { return nil }
        let properties = fit.channel.properties
        let presented = presentedInto(source, node: n)
        return CSSRestartOutcomeMemo.Key(
            fit: fitKey,
            states: lowered.states.map { state in properties.map { state.frame[$0, n] } },
            presented: properties.map { presented.ranges[$0].map { CSSRestartOutcomeMemo.Shown(lowest: $0.lowest, highest: $0.highest) } },
            rest: rest, fromRest: fromRest)
    }
}
