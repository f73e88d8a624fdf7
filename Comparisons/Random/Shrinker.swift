/// Makes a disagreeing scenario as small as it will go while it still disagrees: removes
/// proposals, children and modifiers, and puts a child in its parent's place, one step at a time,
/// keeping each step that still fails (greedy delta debugging).
package struct Shrinker {
    /// Whether a candidate still shows the problem.
    package var stillFails: (Scenario) -> Bool
    /// At most this many candidates are tried (each one is laid out by every engine).
    package var maximumAttempts = 5_000

    package init(stillFails: @escaping (Scenario) -> Bool) {
        self.stillFails = stillFails
    }

    /// The smallest scenario found that still fails.
    ///
    /// - Parameter scenario: a scenario for which `stillFails` is true.
    /// - Returns: a scenario no single removal of which still fails (or the last one reached
    ///   within ``maximumAttempts``).
    /// - Complexity: O(attempts × (layout cost + n)) for a tree of n views and modifiers.
    package func shrink(_ scenario: Scenario) -> Scenario {
        var current = scenario
        var attempts = 0
        var progressed = true
        while progressed && attempts < maximumAttempts {
            progressed = false
            for candidate in candidates(current) {
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    progressed = true
                    break
                }
                if attempts >= maximumAttempts { break }
            }
        }
        return current
    }

    /// Every scenario one step smaller than `scenario`, the largest steps first.
    func candidates(_ scenario: Scenario) -> [Scenario] {
        var result: [Scenario] = []
        if scenario.proposals.count > 1 {
            for k in scenario.proposals.indices {
                var s = scenario
                s.proposals = [scenario.proposals[k]]
                result.append(s)
            }
            for k in scenario.proposals.indices {
                var s = scenario
                s.proposals.remove(at: k)
                result.append(s)
            }
        }
        guard let view = scenario.view else { return result }
        for smaller in Self.smaller(view) {
            var s = scenario
            s.view = smaller
            result.append(s)
        }
        return result
    }

    /// Every tree one step smaller than `view`: a child or a secondary view in its place, a child
    /// or modifier removed, a text halved, and the same steps inside each child and secondary view.
    static func smaller(_ view: ViewSpec) -> [ViewSpec] {
        var result: [ViewSpec] = []
        let children = view.children ?? []
        // A child in the container's place (keeping the container's modifiers).
        for child in children {
            if case .repeated = child.kind { continue }
            var hoisted = child
            hoisted.modifiers += view.modifiers
            result.append(hoisted)
        }
        // A background's or overlay's view in the place of the view it decorates.
        for modifier in view.modifiers {
            if let secondary = modifier.secondaryView { result.append(secondary) }
        }
        if case .repeated(let count, let template) = view.kind {
            if count > 1 { result.append(ViewSpec(.repeated(count: 1, view: template))) }
            result.append(template)
        }
        for i in children.indices {
            var c = children
            c.remove(at: i)
            result.append(view.replacingChildren(c))
        }
        for k in view.modifiers.indices {
            var copy = view
            copy.modifiers.remove(at: k)
            result.append(copy)
        }
        if case .text(let s) = view.kind, s.count > 1 {
            var copy = view
            copy.kind = .text(String(s.prefix(s.count / 2)))
            result.append(copy)
        }
        for i in children.indices {
            for smallerChild in smaller(children[i]) {
                var c = children
                c[i] = smallerChild
                result.append(view.replacingChildren(c))
            }
        }
        for (k, modifier) in view.modifiers.enumerated() {
            guard let secondary = modifier.secondaryView else { continue }
            for smallerSecondary in smaller(secondary) {
                var copy = view
                switch modifier {
                case .background(_, let a): copy.modifiers[k] = .background(smallerSecondary, alignment: a)
                case .overlay(_, let a): copy.modifiers[k] = .overlay(smallerSecondary, alignment: a)
                default: continue
                }
                result.append(copy)
            }
        }
        return result
    }
}
