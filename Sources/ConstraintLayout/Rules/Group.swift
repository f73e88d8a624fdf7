import LayoutModel

// Groups and lists: docs/ARCHITECTURE.md, "Layout rules", rules 13 and 22. A `Group` is no
// container: a modifier on it applies to each of its views where they stand in a list (a
// stack's children, a `ZStack`'s). Where one view is expected (the root, a background's or
// overlay's view), a list stands in an implicit container (a `VStack` at the root, a centred
// `ZStack` in a background or overlay), and a modifier there whose content is a list applies
// to that container. Both are settled when the tree is compiled.
extension TreeCompiler {
    /// The container a list becomes where one view is expected.
    enum ImplicitContainer { case verticalStack, zStack }

    /// The nodes a modifier applies to, taken off the pending list: in a list each view of
    /// `content` (a modifier on a `Group` modifies each of its views), in a one-view slot the
    /// slot's container of them.
    mutating func nodes<V: View>(_ content: V) -> [Int] {
        let savedReached = reachedList
        reachedList = false
        let start = collect(content)
        if unarySlot != nil, reachedList || pending.count - start > 1 {
            reachedList = savedReached
            return [container(pendingFrom: start)]
        }
        reachedList = savedReached || reachedList
        let made = Array(pending[start...])
        pending.removeLast(pending.count - start)
        return made
    }

    /// The one node of `content` in a one-view slot: a list (several views, or a `Group`)
    /// becomes the slot's container, none an empty node.
    mutating func one<V: View>(_ content: V, in slot: ImplicitContainer) -> Int {
        let savedSlot = unarySlot
        let savedReached = reachedList
        unarySlot = slot
        reachedList = false
        let start = collect(content)
        let node: Int
        if reachedList || pending.count - start > 1 {
            node = container(pendingFrom: start)
        } else if pending.count == start {
            node = add(.empty)
        } else {
            node = pending.removeLast()
        }
        unarySlot = savedSlot
        reachedList = savedReached
        return node
    }

    /// The current slot's container of the pending nodes from `start` on.
    private mutating func container(pendingFrom start: Int) -> Int {
        switch unarySlot {
        case .zStack?: return zstack(.center, pendingFrom: start)
        default: return stack(.vertical, crossAlignment: 0.5, spacing: nil, pendingFrom: start)
        }
    }

    /// A group is a list: in a one-view slot it becomes the slot's container (at the root a
    /// vertical stack, whose axis its spacers take; in a background or overlay a `ZStack`, which
    /// has no axis, whatever stack the view with the background stands in).
    mutating func visitGroup<Content: View>(_ content: Content) {
        guard let slot = unarySlot else { return content.accept(&self) }
        reachedList = true
        let savedAxis = stackAxis
        stackAxis = slot == .verticalStack ? .vertical : nil
        unarySlot = nil
        content.accept(&self)
        unarySlot = slot
        stackAxis = savedAxis
    }
}
