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

    /// Whether placing a node of this kind does something of its own (see
    /// `Node.placementMatters`): a geometry reader builds and places its content, a custom
    /// layout runs its `placeSubviews`.
    var isPlacedForItsOwnSake: Bool {
        switch self {
        case .geometryReader, .custom: true
        default: false
        }
    }

    /// Whether a node of kind `self` answers every proposal as one of kind `other` does,
    /// given the same children. A spacer's axis is settled by its parent (see
    /// `EngineCore.settleSpacers`); custom layouts are never assumed equal.
    func hasSameSizeInputs(as other: Node.Kind) -> Bool {
        switch (self, other) {
        case (.empty, .empty), (.shape, .shape), (.passthrough, .passthrough):
            return true
        case (.text(let t1), .text(let t2)):
            return t1 === t2
                || t2.hasInputs(
                    t1.text.string, font: t1.text.font, lineLimit: t1.text.lineLimit, decoration: t1.decoration)
        case (.spacer(let m1, _), .spacer(let m2, _)):
            return m1 == m2
        case (.textField(let w1, let h1), .textField(let w2, let h2)):
            return w1 == w2 && h1 == h2
        case (.stack(let a1, let c1, let s1), .stack(let a2, let c2, let s2)):
            return a1 == a2 && c1 == c2 && s1 == s2
        case (.zstack(let a1), .zstack(let a2)):
            return a1 == a2
        case (.padding(let i1), .padding(let i2)):
            return i1 == i2
        case (.frame(let w1, let h1, let a1), .frame(let w2, let h2, let a2)):
            return w1 == w2 && h1 == h2 && a1 == a2
        case (.flexibleFrame(let b1), .flexibleFrame(let b2)):
            return b1 === b2 || b1.frame == b2.frame
        case (.fixedSize(let h1, let v1), .fixedSize(let h2, let v2)):
            return h1 == h2 && v1 == v2
        case (.background(let a1), .background(let a2)), (.overlay(let a1), .overlay(let a2)):
            return a1 == a2
        case (.geometryReader, .geometryReader):
            // Rule 10: the reader's size is the proposal; its content is built at placement.
            return true
        case (.viewThatFits(let a1), .viewThatFits(let a2)):
            return a1 == a2
        case (.grid(let s1), .grid(let s2)):
            return s1 == s2
        case (.gridRow(let a1), .gridRow(let a2)):
            return a1 == a2
        case (.lazyHGrid(let s1), .lazyHGrid(let s2)):
            return s1 == s2
        default:
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
        for i in newChildren.indices where newChildren[i] !== children[i] || !newChildren[i].isCleanForParent {
            return false
        }
        return true
    }
}
