import LayoutModel

/// The views whose frames follow the width they are offered by a fixed rule: a row of a form,
/// a label of the group's width beside a text field that takes the rest. Such a row, offered a
/// width `w` at least its minimum, is exactly `w` wide, its height does not depend on `w`, and
/// each view inside it is a fixed width or `w` minus a fixed amount, at a fixed place or one
/// that moves by what `w` moved. A wide stack of such rows is resized without visiting them:
/// their frames are computed when read (see `WideStack` and `Placement`).
///
/// Decided from the compiled tree's kinds (horizontal lengths only), children before parents:
///
/// | view | fills the width offered | fixed width |
/// |---|---|---|
/// | text field, shape | always | |
/// | padding | its child fills | its child is fixed |
/// | frame | without a width, its child fills | with a width, or its child is fixed |
/// | `sameWidth` member | | always |
/// | horizontal stack, one gap | one child fills, the others are fixed, one priority | all fixed |
/// | vertical stack | all fill | all fixed |
/// | background, overlay | both views fill | the primary is fixed |
struct FillingRows {
    enum Width: UInt8 {
        /// Not known to follow its offer by a fixed rule.
        case other
        /// As wide as offered (at least its minimum).
        case fills
        /// The same width whatever is offered; its height does not depend on the offer.
        case fixed
    }

    // The three arrays are empty when no stack's rows all fill (a conversation, a feed), so
    // such a tree keeps nothing per node for them.
    /// Each node's width rule.
    let width: [Width]
    /// For each node inside a filling row (the row included), the row; -1 for others.
    let row: [Int32]
    /// For each node inside a filling row: bit 0, its width moves with the row's; bit 1, its
    /// origin in its parent moves with it.
    let follows: [UInt8]

    static let widthFollows: UInt8 = 1
    static let originFollows: UInt8 = 2

    /// Classifies `tree`'s nodes; the filling rows are the children of the vertical stacks in
    /// `stacks` (wide stacks) whose every child fills.
    init(_ tree: CompiledTree, rowsOf stacks: [Int]) {
        var width = [Width](repeating: .other, count: tree.nodes.count)
        // Children come before their parents in the node array.
        for node in tree.nodes.indices { width[node] = Self.width(of: node, in: tree, given: width) }
        let columns = stacks.filter { stack in tree.children(of: stack).allSatisfy { width[$0] == .fills } }
        guard !columns.isEmpty else {
            (self.width, self.row, self.follows) = ([], [], [])
            return
        }
        var row = [Int32](repeating: -1, count: tree.nodes.count)
        var follows = [UInt8](repeating: 0, count: tree.nodes.count)
        for stack in columns {
            for child in tree.children(of: stack) {
                Self.markFollowers(from: child, row: child, in: tree, width, &row, &follows)
            }
        }
        self.width = width
        self.row = row
        self.follows = follows
    }

    /// Whether every child of the stack `node` is a filling row.
    func fillsAll(_ node: Int, in tree: CompiledTree) -> Bool {
        !row.isEmpty && tree.children(of: node).allSatisfy { row[$0] == $0 }
    }

    /// What of `node`'s frame follows its filling row's width (``widthFollows``,
    /// ``originFollows``); 0 outside filling rows.
    static func rule(of node: Int, in follows: [UInt8]) -> UInt8 { follows.isEmpty ? 0 : follows[node] }

    private static func width(of node: Int, in tree: CompiledTree, given width: [Width]) -> Width {
        let children = tree.children(of: node)
        switch tree.nodes[node].kind {
        case .textField, .shape:
            return .fills
        case .padding(let insets):
            return insets.leading.isFinite && insets.trailing.isFinite ? width[tree.child(of: node)] : .other
        case .frame(let w, _, _):
            return w != nil ? .fixed : width[tree.child(of: node)]
        case .member(let member):
            return tree.groups[tree.members[member].group].axis == .horizontal ? .fixed : .other
        case .stack(.horizontal, _, let spacing, let spacerGaps):
            guard !spacerGaps, spacing.isFinite, let first = children.first else { return .other }
            let priority = tree.nodes[first].priority
            var filling = 0
            for child in children {
                guard tree.nodes[child].priority == priority, width[child] != .other else { return .other }
                if width[child] == .fills { filling += 1 }
            }
            return filling == 0 ? .fixed : filling == 1 ? .fills : .other
        case .stack(.vertical, _, _, _):
            guard let first = children.first, children.allSatisfy({ width[$0] == width[first] }) else { return .other }
            return width[first]
        case .background, .overlay:
            let primary = width[children[children.startIndex]]
            let secondary = width[children[children.startIndex + 1]]
            if primary == .fixed { return .fixed }
            return primary == .fills && secondary == .fills ? .fills : .other
        default:
            return .other
        }
    }

    /// Marks `node` (filling, in `row`) and the views inside it whose frames move with it.
    private static func markFollowers(
        from node: Int, row: Int, in tree: CompiledTree, _ width: [Width],
        _ rows: inout [Int32], _ follows: inout [UInt8]
    ) {
        rows[node] = Int32(row)
        follows[node] |= widthFollows
        let children = tree.children(of: node)
        if case .stack(.horizontal, _, _, _) = tree.nodes[node].kind {
            // The filling child grows; the views after it move.
            var after = false
            for child in children {
                rows[child] = Int32(row)
                if after { follows[child] |= originFollows }
                if width[child] == .fills {
                    markFollowers(from: child, row: row, in: tree, width, &rows, &follows)
                    after = true
                }
            }
            return
        }
        // Padding, a frame without a width, a vertical stack, a background: each child fills
        // and keeps its place (a centred child of a width that follows stays centred).
        for child in children where width[child] == .fills {
            markFollowers(from: child, row: row, in: tree, width, &rows, &follows)
        }
    }

    /// The least width the filling `node` is offered and still fills: its fixed views' widths as
    /// last placed, the gaps and insets; infinity while a group's length inside is unknown (a
    /// member is then as wide as its content, not fixed).
    func minimum(of node: Int, in layout: TreeLayout) -> Double {
        let tree = layout.tree
        let children = tree.children(of: node)
        switch tree.nodes[node].kind {
        case .padding(let insets):
            return minimum(of: tree.child(of: node), in: layout) + insets.leading + insets.trailing
        case .stack(.horizontal, _, let spacing, _):
            var total = spacing * Double(children.count - 1)
            for child in children {
                if width[child] == .fills {
                    total += minimum(of: child, in: layout)
                } else {
                    guard groupsKnown(below: child, in: layout) else { return .infinity }
                    total += layout.width[child]
                }
            }
            return total
        case .frame, .stack, .background, .overlay:
            return children.filter { width[$0] == .fills }.map { minimum(of: $0, in: layout) }.max() ?? 0
        default:
            return 0
        }
    }

    /// Whether every member in the fixed view `node` has its group's length.
    private func groupsKnown(below node: Int, in layout: TreeLayout) -> Bool {
        if case .member(let member) = layout.tree.nodes[node].kind { return layout.memberLength(member) != nil }
        return layout.tree.children(of: node).allSatisfy { width[$0] != .fixed || groupsKnown(below: $0, in: layout) }
    }
}
