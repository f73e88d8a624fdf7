// Builder blocks of 2…10 views, each a concrete struct.
//
// The variadic `TupleView<each Content>` works for any count, but a pack is walked and built
// through runtime metadata: its `accept` copies each child out before visiting it and the
// builder's `buildBlock` copies and destroys every child through value witnesses. A struct
// with one stored property per child is specialised by the compiler in the client module,
// moves its children in, and visits each in place. `ViewBuilder` picks these for 2…10
// children; larger blocks keep the variadic type.

/// The 2 views of a builder block, in order.
public struct TupleView2<C0: View, C1: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1

    @inlinable
    public init(_ c0: C0, _ c1: C1) {
        self.c0 = c0
        self.c1 = c1
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
    }
}

/// The 3 views of a builder block, in order.
public struct TupleView3<C0: View, C1: View, C2: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
    }
}

/// The 4 views of a builder block, in order.
public struct TupleView4<C0: View, C1: View, C2: View, C3: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
    }
}

/// The 5 views of a builder block, in order.
public struct TupleView5<C0: View, C1: View, C2: View, C3: View, C4: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
    }
}

/// The 6 views of a builder block, in order.
public struct TupleView6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4
    public var c5: C5

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
        c5.accept(&visitor)
    }
}

/// The 7 views of a builder block, in order.
public struct TupleView7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4
    public var c5: C5
    public var c6: C6

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
        c5.accept(&visitor)
        c6.accept(&visitor)
    }
}

/// The 8 views of a builder block, in order.
public struct TupleView8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4
    public var c5: C5
    public var c6: C6
    public var c7: C7

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
        c5.accept(&visitor)
        c6.accept(&visitor)
        c7.accept(&visitor)
    }
}

/// The 9 views of a builder block, in order.
public struct TupleView9<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4
    public var c5: C5
    public var c6: C6
    public var c7: C7
    public var c8: C8

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
        c5.accept(&visitor)
        c6.accept(&visitor)
        c7.accept(&visitor)
        c8.accept(&visitor)
    }
}

/// The 10 views of a builder block, in order.
public struct TupleView10<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>: PrimitiveView {
    public var c0: C0
    public var c1: C1
    public var c2: C2
    public var c3: C3
    public var c4: C4
    public var c5: C5
    public var c6: C6
    public var c7: C7
    public var c8: C8
    public var c9: C9

    @inlinable
    public init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
        self.c9 = c9
    }

    @inlinable
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        c0.accept(&visitor)
        c1.accept(&visitor)
        c2.accept(&visitor)
        c3.accept(&visitor)
        c4.accept(&visitor)
        c5.accept(&visitor)
        c6.accept(&visitor)
        c7.accept(&visitor)
        c8.accept(&visitor)
        c9.accept(&visitor)
    }
}
