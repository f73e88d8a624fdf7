import Cassowary

#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

// A subview's natural size and baseline, held by relations whose constants follow the
// measurements: content hugging (250) and compression resistance (750) per axis, and the
// baseline's offset from the top (required). On an axis where the subview answers its ideal
// length to every proposal (a one-line text's height, a fixed frame), placement could not
// make it any other length: that length is required (`hug…` holds the equality, `resist…` is
// nil). This also keeps a long vertical chain of such subviews from filling the solver's rows
// with every height above (each top is then a constant).

extension RelationSystem {
    /// A size with its non-finite lengths dropped (nothing can hold them).
    private static func finite(_ size: CGSize) -> (width: Double?, height: Double?) {
        let w = Double(size.width)
        let h = Double(size.height)
        return (w.isFinite && w >= 0 ? w : nil, h.isFinite && h >= 0 ? h : nil)
    }

    /// The subview's first baseline from its top at `width` × `height`; its bottom when it
    /// shows no text.
    static func baseline(of subview: LayoutSubview, width: Double, height: Double) -> Double {
        #if canImport(SwiftUI)
        let value = Double(subview.dimensions(in: ProposedViewSize(width: width, height: height))[.firstTextBaseline])
        #else
        let value = subview.firstTextBaseline().map { Double($0) } ?? height
        #endif
        return value.isFinite ? value : height
    }

    /// Whether `subview` answers `ideal` along one axis to a proposal of 0 and of infinity
    /// there (the other axis at its ideal length).
    private static func isRigid(_ subview: LayoutSubview, horizontal: Bool, ideal: CGSize) -> Bool {
        func length(_ l: CGFloat) -> CGFloat {
            let s = subview.sizeThatFits(
                horizontal
                    ? ProposedViewSize(width: l, height: ideal.height)
                    : ProposedViewSize(width: ideal.width, height: l))
            return horizontal ? s.width : s.height
        }
        let target = horizontal ? ideal.width : ideal.height
        return length(0) == target && length(.infinity) == target
    }

    /// Holds `item`'s natural size and baseline.
    func installIntrinsic(_ item: ItemVariables, _ subview: LayoutSubview) {
        let natural = subview.sizeThatFits(.unspecified)
        item.natural = natural
        let (w, h) = Self.finite(natural)
        if let w {
            installLength(w, horizontal: true, of: item, rigid: Self.isRigid(subview, horizontal: true, ideal: natural))
        }
        if let h {
            installLength(
                h, horizontal: false, of: item, rigid: Self.isRigid(subview, horizontal: false, ideal: natural))
        }
        let offset = Self.baseline(of: subview, width: w ?? 0, height: h ?? 0)
        item.baselineOffset = item.baseline == offset
        add(item.baselineOffset!, meaning: "\(item.name).firstBaseline == \(item.name).top + \(offset)")
        item.measuredWidth = w ?? 0
    }

    /// Holds `item`'s length along one axis at `length`: required when `rigid`, else by
    /// hugging (250) and resistance (750).
    private func installLength(_ length: Double, horizontal: Bool, of item: ItemVariables, rigid: Bool) {
        let variable = horizontal ? item.width : item.height
        let name = "\(item.name).\(horizontal ? "width" : "height")"
        let hug: Constraint
        let resist: Constraint?
        if rigid {
            hug = variable == length
            resist = nil
            add(hug, meaning: "\(name) == \(length) (its only length)")
        } else {
            hug = (variable <= length).strength(Self.strength(250))
            resist = (variable >= length).strength(Self.strength(750))
            add(hug, meaning: "\(name) <= \(length) (content hugging, 250)")
            add(resist!, meaning: "\(name) >= \(length) (compression resistance, 750)")
        }
        if horizontal {
            item.hugWidth = hug
            item.resistWidth = resist
        } else {
            item.hugHeight = hug
            item.resistHeight = resist
        }
    }

    /// Measures every subview again (its content changed) and moves the constants in place.
    func measureAgain(_ subviews: LayoutSubviews) {
        for (item, subview) in zip(items, subviews) {
            let natural = subview.sizeThatFits(.unspecified)
            guard natural != item.natural else { continue }
            item.natural = natural
            let (w, h) = Self.finite(natural)
            if let w {
                setConstant(-w, of: item.hugWidth)
                setConstant(-w, of: item.resistWidth)
            }
            if let h { setHeight(h, baseline: Self.baseline(of: subview, width: w ?? 0, height: h), of: item) }
            item.measuredWidth = w ?? 0
        }
    }

    /// Holds `item` at `height` with its baseline at `baseline`.
    func setHeight(_ height: Double, baseline: Double, of item: ItemVariables) {
        setConstant(-height, of: item.hugHeight)
        setConstant(-height, of: item.resistHeight)
        setConstant(-baseline, of: item.baselineOffset)
    }

    /// Moves `constraint`'s constant; a change a required relation cannot follow is left out
    /// (the constraint keeps its old constant).
    private func setConstant(_ constant: Double, of constraint: Constraint?) {
        guard let constraint, constant.isFinite else { return }
        try? solver.setConstant(constant, of: constraint)
    }

    /// STEP 2 of a solve: a subview narrower than its natural width, or one measured at
    /// another width before, is asked for its height at its solved width (a text wraps), and
    /// the system solved again, until no height changes, at most `rounds` times. A subview at
    /// least as wide as its natural width keeps its natural height: what it shows fits on its
    /// ideal lines (a view whose height grows with its width beyond its ideal one, such as a
    /// fitted aspect ratio, keeps its ideal height).
    func settleHeights(_ subviews: LayoutSubviews, rounds: Int = 4) {
        for _ in 0..<rounds {
            var changed = false
            for (item, subview) in zip(items, subviews) where item.hugHeight != nil {
                let width = solver.value(of: item.width)
                guard abs(width - item.measuredWidth) > 1e-9 else { continue }
                let natural = Double(item.natural.width)
                if width >= natural && item.measuredWidth >= natural { continue }
                item.measuredWidth = width
                let size = subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
                let height = Double(size.height)
                guard height.isFinite, height >= 0 else { continue }
                let current = -(item.hugHeight?.expression.constant ?? 0)
                let baseline = Self.baseline(of: subview, width: width, height: height)
                if height != current || baseline != -(item.baselineOffset?.expression.constant ?? 0) {
                    setHeight(height, baseline: baseline, of: item)
                    changed = true
                }
            }
            if !changed { return }
        }
    }
}
