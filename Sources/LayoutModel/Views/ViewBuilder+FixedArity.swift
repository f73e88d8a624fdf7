extension ViewBuilder {
    /// A block of 2 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1)
        -> TupleView2<C0, C1>
    {
        TupleView2(c0, c1)
    }

    /// A block of 3 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
    )
        -> TupleView2<C0, TupleView2<C1, C2>>
    {
        TupleView2(c0, TupleView2(c1, c2))
    }

    /// A block of 4 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
    )
        -> TupleView2<C0, TupleView2<C1, TupleView2<C2, C3>>>
    {
        TupleView2(c0, TupleView2(c1, TupleView2(c2, c3)))
    }

    /// A block of 5 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4
    )
        -> TupleView2<C0, TupleView2<C1, TupleView2<C2, TupleView2<C3, C4>>>>
    {
        TupleView2(c0, TupleView2(c1, TupleView2(c2, TupleView2(c3, c4))))
    }

    /// A block of 6 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4,
        _ c5: consuming C5
    )
        -> TupleView2<C0, TupleView2<C1, TupleView2<C2, TupleView2<C3, TupleView2<C4, C5>>>>>
    {
        TupleView2(c0, TupleView2(c1, TupleView2(c2, TupleView2(c3, TupleView2(c4, c5)))))
    }

    /// A block of 7 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4,
        _ c5: consuming C5, _ c6: consuming C6
    )
        -> TupleView2<C0, TupleView2<C1, TupleView2<C2, TupleView2<C3, TupleView2<C4, TupleView2<C5, C6>>>>>>
    {
        TupleView2(c0, TupleView2(c1, TupleView2(c2, TupleView2(c3, TupleView2(c4, TupleView2(c5, c6))))))
    }

    /// A block of 8 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4,
        _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
    )
        -> TupleView2<
            C0, TupleView2<C1, TupleView2<C2, TupleView2<C3, TupleView2<C4, TupleView2<C5, TupleView2<C6, C7>>>>>>
        >
    {
        TupleView2(
            c0, TupleView2(c1, TupleView2(c2, TupleView2(c3, TupleView2(c4, TupleView2(c5, TupleView2(c6, c7)))))))
    }

    /// A block of 9 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4,
        _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8
    )
        -> TupleView2<
            C0,
            TupleView2<
                C1, TupleView2<C2, TupleView2<C3, TupleView2<C4, TupleView2<C5, TupleView2<C6, TupleView2<C7, C8>>>>>>
            >
        >
    {
        TupleView2(
            c0,
            TupleView2(
                c1, TupleView2(c2, TupleView2(c3, TupleView2(c4, TupleView2(c5, TupleView2(c6, TupleView2(c7, c8))))))))
    }

    /// A block of 10 views (preferred to the variadic overload, which it otherwise matches).
    @inlinable
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4,
        _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9
    )
        -> TupleView2<
            C0,
            TupleView2<
                C1,
                TupleView2<
                    C2,
                    TupleView2<C3, TupleView2<C4, TupleView2<C5, TupleView2<C6, TupleView2<C7, TupleView2<C8, C9>>>>>>
                >
            >
        >
    {
        TupleView2(
            c0,
            TupleView2(
                c1,
                TupleView2(
                    c2,
                    TupleView2(c3, TupleView2(c4, TupleView2(c5, TupleView2(c6, TupleView2(c7, TupleView2(c8, c9))))))))
        )
    }
}
