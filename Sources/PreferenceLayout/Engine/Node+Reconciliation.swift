import LayoutModel

// What reconciliation compares: a node's kind (its identity with the path) and the inputs its
// size depends on.

extension Node.Kind {
    /// The case, without its payload.
    var tag: UInt8 {
        switch self {
        case .empty: 0
        case .text: 1
        case .shape: 2
        case .spacer: 3
        case .textField: 4
        case .stack: 5
        case .zstack: 6
        case .padding: 7
        case .frame: 8
        case .flexibleFrame: 9
        case .fixedSize: 10
        case .background: 11
        case .overlay: 12
        case .passthrough: 13
        case .geometryReader: 14
        case .viewThatFits: 15
        case .grid: 16
        case .gridRow: 17
        case .lazyHGrid: 18
        case .custom: 19
        }
    }

    /// Whether a node of kind `self` answers every proposal as one of kind `other` does,
    /// given the same children. A spacer's axis is settled by its parent (see
    /// `EngineCore.settleSpacers`); custom layouts are never assumed equal.
    func hasSameSizeInputs(as other: Node.Kind) -> Bool {
        // One switch per side rather than over a tuple of both, which would copy both kinds.
        switch self {
        case .empty, .shape, .passthrough, .geometryReader:
            // Rule 10: a reader's size is the proposal; its content is built at placement.
            return tag == other.tag
        case .text(let t1):
            guard case .text(let t2) = other else { return false }
            return t1 === t2 || t2.hasInputs(t1.string, font: t1.font, lineLimit: t1.lineLimit)
        case .spacer(let m1, _):
            guard case .spacer(let m2, _) = other else { return false }
            return m1 == m2
        case .textField(let w1, let h1):
            guard case .textField(let w2, let h2) = other else { return false }
            return w1 == w2 && h1 == h2
        case .stack(let a1, let c1, let s1):
            guard case .stack(let a2, let c2, let s2) = other else { return false }
            return a1 == a2 && c1 == c2 && s1 == s2
        case .zstack(let a1):
            guard case .zstack(let a2) = other else { return false }
            return a1 == a2
        case .padding(let i1):
            guard case .padding(let i2) = other else { return false }
            return i1 == i2
        case .frame(let w1, let h1, let a1):
            guard case .frame(let w2, let h2, let a2) = other else { return false }
            return w1 == w2 && h1 == h2 && a1 == a2
        case .flexibleFrame(let b1):
            guard case .flexibleFrame(let b2) = other else { return false }
            return b1 === b2 || b1.frame == b2.frame
        case .fixedSize(let h1, let v1):
            guard case .fixedSize(let h2, let v2) = other else { return false }
            return h1 == h2 && v1 == v2
        case .background(let a1):
            guard case .background(let a2) = other else { return false }
            return a1 == a2
        case .overlay(let a1):
            guard case .overlay(let a2) = other else { return false }
            return a1 == a2
        case .viewThatFits(let a1):
            guard case .viewThatFits(let a2) = other else { return false }
            return a1 == a2
        case .grid(let s1):
            guard case .grid(let s2) = other else { return false }
            return s1 == s2
        case .gridRow(let a1):
            guard case .gridRow(let a2) = other else { return false }
            return a1 == a2
        case .lazyHGrid(let s1):
            guard case .lazyHGrid(let s2) = other else { return false }
            return s1 == s2
        case .custom:
            return false
        }
    }
}

extension Node {
    /// Whether this reused node's previous children are exactly `children`, `child` and
    /// `secondary`, each unchanged since the previous build.
    func hasSameCleanChildren(_ newChildren: [Node], _ newChild: Node?, _ newSecondary: Node?) -> Bool {
        guard child === newChild, secondary === newSecondary, children.count == newChildren.count else { return false }
        if let newChild, !newChild.isCleanForParent { return false }
        if let newSecondary, !newSecondary.isCleanForParent { return false }
        for i in 0..<newChildren.count {
            let c = newChildren[i]
            if c !== children[i] || !c.isCleanForParent { return false }
        }
        return true
    }
}
