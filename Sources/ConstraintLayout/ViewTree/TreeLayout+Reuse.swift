import LayoutModel

// Keeping what was compiled when the tree changes a little: one text, or a new root value of
// the same shape.
extension TreeLayout {
    /// The texts shown under `node`.
    func texts(under node: Int) -> [Int] {
        var found: [Int] = []
        var stack = [node]
        while let next = stack.popLast() {
            if case .text(let text) = tree.nodes[next].kind { found.append(text) }
            stack.append(contentsOf: tree.children(of: next))
        }
        return found
    }

    /// Gives the one text inside the view with `identifier` a new string.
    ///
    /// - Throws: ``ConstraintLayoutError/unknownIdentifier(_:)``,
    ///   ``ConstraintLayoutError/notOneText(identifier:count:)``; nothing changes then.
    mutating func replaceText(of identifier: String, with string: String) throws(ConstraintLayoutError) {
        guard let node = identifierNodes[identifier] else { throw .unknownIdentifier(identifier) }
        let texts = texts(under: node)
        guard texts.count == 1 else { throw .notOneText(identifier: identifier, count: texts.count) }
        replaceText(texts[0], with: string)
    }

    /// Gives text `index` a new string; its node and the nodes above it are sized again.
    mutating func replaceText(_ index: Int, with string: String) {
        let old = tree.texts[index].text
        guard old.string != string else { return }
        tree.texts[index].text = MeasuredText(string, font: old.font, lineLimit: old.lineLimit, cache: textCache)
        invalidate(tree.texts[index].node)
    }

    /// Takes `new` in place of the compiled tree when it has the same shape (the same nodes,
    /// relations and identifiers; texts may differ). Returns false, changing nothing, otherwise.
    ///
    /// - Complexity: O(nodes).
    mutating func adopt(_ new: CompiledTree) -> Bool {
        guard new.nodes.count == tree.nodes.count, new.childList == tree.childList,
            new.texts.count == tree.texts.count, new.members.count == tree.members.count,
            new.groups.count == tree.groups.count, new.flexibleFrames == tree.flexibleFrames,
            new.identifiers.elementsEqual(tree.identifiers, by: { $0 == $1 })
        else { return false }
        for g in new.groups.indices
        where new.groups[g].name != tree.groups[g].name || new.groups[g].axis != tree.groups[g].axis {
            return false
        }
        for m in new.members.indices
        where new.members[m].group != tree.members[m].group || new.members[m].alignment != tree.members[m].alignment {
            return false
        }
        guard new.grids.elementsEqual(tree.grids, by: { $0.sameLayout(as: $1) }) else { return false }
        for i in new.nodes.indices where !new.nodes[i].sameLayout(as: tree.nodes[i]) { return false }
        for index in new.texts.indices {
            let old = tree.texts[index].text
            let text = new.texts[index].text
            if text.font != old.font || text.lineLimit != old.lineLimit {
                tree.texts[index] = new.texts[index]
                invalidate(new.texts[index].node)
            } else if text.string != old.string {
                replaceText(index, with: text.string)
            }
        }
        return true
    }
}

extension LayoutNode {
    /// Whether `other` lays out as this node does (texts are compared apart).
    func sameLayout(as other: LayoutNode) -> Bool {
        guard priority == other.priority, spacerWishes == other.spacerWishes else { return false }
        switch (kind, other.kind) {
        case (.empty, .empty), (.text, .text), (.shape, .shape): return true
        case (.spacer(let a, let x), .spacer(let b, let y)): return a == b && x == y
        case (.textField(let a, let b), .textField(let c, let d)): return a == c && b == d
        case (.stack(let a, let b, let c, let g), .stack(let d, let e, let f, let h)):
            return a == d && b == e && c == f && g == h
        case (.zstack(let a), .zstack(let b)): return a == b
        case (.padding(let a), .padding(let b)): return a == b
        case (.frame(let a, let b, let c), .frame(let d, let e, let f)): return a == d && b == e && c == f
        case (.flexibleFrame(let a), .flexibleFrame(let b)): return a == b
        case (.fixedSize(let a, let b), .fixedSize(let c, let d)): return a == c && b == d
        case (.background(let a), .background(let b)), (.overlay(let a), .overlay(let b)): return a == b
        case (.member(let a), .member(let b)): return a == b
        case (.grid(let a), .grid(let b)): return a == b
        case (.gridRow(let a), .gridRow(let b)): return a == b
        case (.cell(let a, let b), .cell(let c, let d)): return a == c && b == d
        case (.offset(let a, let b), .offset(let c, let d)), (.position(let a, let b), .position(let c, let d)):
            return a == c && b == d
        case (.aspectRatio(let a, let b), .aspectRatio(let c, let d)): return a == c && b == d
        case (.image(let a, let b), .image(let c, let d)): return a == c && b == d
        case (.scrollView(let a), .scrollView(let b)): return a == b
        case (.lazyStack(let a, let b, let c), .lazyStack(let d, let e, let f)): return a == d && b == e && c == f
        // An alignment guide's closure cannot be compared: a new tree is compiled afresh.
        case (.alignmentGuide, .alignmentGuide): return false
        default: return false
        }
    }
}

extension GridSpec {
    func sameLayout(as other: GridSpec) -> Bool {
        alignment == other.alignment && horizontalSpacing == other.horizontalSpacing
            && verticalSpacing == other.verticalSpacing && columns == other.columns && rows == other.rows
    }
}
