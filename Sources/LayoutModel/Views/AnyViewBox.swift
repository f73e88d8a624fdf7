/// Boxes waiting to be released, in a list of their own (a class: the walk that fills it is a
/// visitor, copied as it goes; the list is not).
final class PendingBoxes {
    var boxes: [ErasedViewBox] = []
}

/// The box an ``AnyView`` keeps its view in, whatever the view's type: the part of a box
/// that the release of nested boxes works on.
class ErasedViewBox {
    /// Lets the box's view go, after noting the boxes nested in it in `pending`.
    ///
    /// Called only where nothing else can reach the box: from its `deinit`, or on a box the
    /// release holds the only reference to.
    ///
    /// - Parameter pending: where the nested boxes go, each retained once more.
    func releaseView(notingNestedBoxesIn pending: PendingBoxes) {}
}

/// The box of an ``AnyView`` that wraps a `V`.
///
/// Releasing a view releases what it holds, so a chain of type-erased views 100 000 deep
/// (`AnyView(AnyView(…).padding())`, each box holding the next inside its view) would release
/// recursively, a few frames a level, and overflow a secondary thread's stack. Instead, the
/// box being released keeps the boxes nested in its view in a list of its own before it lets
/// the view go, so they survive it; then it releases them one by one, and a box that only the
/// list holds is emptied in the same way before it goes. The stack stays flat whatever the
/// depth.
///
/// The nested boxes are found by a walk over the view (``NestedBoxFinder``), without
/// reflection or unsafe code, through the containers and modifiers of this module's
/// vocabulary. A box hidden anywhere else is released as before, recursively: in a user's own
/// view or modifier type, in a closure (a `ForEach`'s content, a builder closure kept for
/// later), or in another object.
final class AnyViewBox<V: View>: ErasedViewBox, ViewObject, @unchecked Sendable {
    // Unchecked: `view` is written only while the box is released, when nothing else holds it.

    /// The view; nil once the box is being released.
    private var view: V?

    init(_ view: V) { self.view = view }

    var wrappedType: Any.Type { V.self }

    func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        view?.accept(&visitor)
    }

    /// - Complexity: O(n) for n boxes nested at any depth, on a constant stack.
    deinit {
        // Emptied by the release of an outer box: nothing left to release.
        guard view != nil else { return }
        let pending = PendingBoxes()
        releaseView(notingNestedBoxesIn: pending)
        while var box = pending.boxes.popLast() {
            // Only the list holds it: empty it here, so that its own deinit has nothing left
            // to release. Held elsewhere too: its last holder releases it later.
            if isKnownUniquelyReferenced(&box) {
                box.releaseView(notingNestedBoxesIn: pending)
            }
        }
    }

    override func releaseView(notingNestedBoxesIn pending: PendingBoxes) {
        guard let view = view.take() else { return }
        var finder = NestedBoxFinder(pending: pending)
        view.accept(&finder)
    }
}
