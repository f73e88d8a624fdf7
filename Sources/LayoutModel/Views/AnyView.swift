/// A view whose type is hidden; accepting it accepts the wrapped view.
///
/// The wrapped view is kept in a box shared by every copy of the `AnyView`. Releasing the last
/// copy releases the box, and with it the boxes of the type-erased views nested inside. That
/// release is iterative where the nesting goes through this module's containers and modifiers
/// (`AnyView(AnyView(…).padding())`, stacks, groups, conditionals, backgrounds…), so such a
/// chain of any depth is released on a small stack. A box held inside a user's own view or
/// modifier type, a closure or another object is released recursively, as any Swift value.
public struct AnyView: PrimitiveView {
    /// A box of this module's, or an engine's own object standing for the view.
    let storage: any ViewObject

    /// Wraps `view`; wrapping an `AnyView` shares its box instead of boxing the box.
    ///
    /// - Parameter view: the view to wrap.
    /// - Complexity: O(1): one allocation, none for an `AnyView`.
    public init<V: View>(_ view: V) {
        // The type test first: a cast alone would also unwrap an `AnyView?`, whose wrapped
        // type is the optional, not the view inside it.
        if V.self == AnyView.self, let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewBox(view)
        }
    }

    /// A view kept in an object of an engine's own: wrapped as it is, with no box around it.
    package init(object: any ViewObject) {
        storage = object
    }

    /// The dynamic type of the wrapped view.
    public var wrappedType: Any.Type { storage.wrappedType }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        // The walk of a box's release notes this box and does not enter it (a type test first:
        // it costs every other visitor a comparison, not a cast).
        if Visitor.self == NestedBoxFinder.self, let finder = visitor as? NestedBoxFinder {
            finder.note(storage)
            return
        }
        storage.accept(&visitor)
    }
}
