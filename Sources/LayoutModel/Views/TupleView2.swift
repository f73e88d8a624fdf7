// Builder blocks of 2…10 views as nested pairs.
//
// The variadic `TupleView<each Content>` works for any count, but a pack is walked and built
// through runtime metadata: its `accept` copies each child out before visiting it and the
// builder's `buildBlock` copies and destroys every child through value witnesses. A pair of
// two stored views is specialised by the compiler in the client module, moves its views in,
// and visits each in place; a longer block nests pairs: `{ a; b; c }` is
// `TupleView2<A, TupleView2<B, C>>`. `ViewBuilder` picks these for 2…10 children; larger
// blocks keep the variadic type.

/// The first view of a builder block and the rest of it (a second view, or a nested pair).
///
/// An implementation detail of ``ViewBuilder``: it is public only because the builder's public
/// `buildBlock` overloads return it, and Swift requires a public function's result type to be
/// public. Nothing else of it is public: only the builder makes one, and an engine reads it
/// through ``View/accept(_:)`` like any other list of views. Do not name it in your own code;
/// write `some View`, and a later version may change how blocks are represented.
public struct TupleView2<C0: View, C1: View>: PrimitiveView {
    @usableFromInline var c0: C0
    @usableFromInline var c1: C1

    @inlinable
    init(_ c0: consuming C0, _ c1: consuming C1) {
        self.c0 = c0
        self.c1 = c1
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
    }
}
