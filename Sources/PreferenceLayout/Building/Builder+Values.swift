import LayoutModel

// The lengths a view tree gives (frames, padding, spacer lengths, font sizes), made usable
// where SwiftUI defines what happens and reported where it does not (docs/ARCHITECTURE.md,
// "Bad values"). SwiftUI defines: negative padding (the view shrinks), negative stack spacing
// (the children overlap), a negative flexible-frame minimum (0) and the normalisation of
// contradictory flexible frames (rule 17). Everything else unusable (NaN, an infinite length
// where a finite one is needed, a negative fixed-frame length) is dropped or replaced, and
// reported as a diagnostic naming the view.

extension Builder {
    /// A grid track's length: NaN and infinite lengths are dropped, negative ones become 0.
    static func cleanLength(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return max(0, v)
    }

    /// A fixed frame's length: NaN, infinite and negative lengths are dropped (the frame then
    /// leaves that axis to its child, as SwiftUI does) and reported.
    func frameLength(_ v: Double?, _ name: String) -> Double? {
        guard let v else { return nil }
        if v.isFinite && v >= 0 { return v }
        report("frame(width:height:)", "\(name) \(v) is not a length of 0 or more; the frame ignores it")
        return nil
    }

    /// Padding insets: negative insets shrink the view (SwiftUI allows them); NaN and infinite
    /// ones become 0 and are reported.
    func paddingInsets(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ v: Double, _ edge: String) -> Double {
            if v.isFinite { return v }
            report("padding", "\(edge) inset \(v) is not a finite length; 0 is used")
            return 0
        }
        return EdgeInsets(top: clean(insets.top, "top"), leading: clean(insets.leading, "leading"),
                          bottom: clean(insets.bottom, "bottom"), trailing: clean(insets.trailing, "trailing"))
    }

    /// A spacer's minimum length: NaN, infinite and negative lengths become 0 and are reported.
    func spacerMinimum(_ v: Double?) -> Double {
        guard let v else { return Spacer.defaultMinLength }
        if v.isFinite && v >= 0 { return v }
        report("Spacer", "minLength \(v) is not a length of 0 or more; 0 is used")
        return 0
    }

    /// A font size: NaN, infinite and negative sizes become 0 (the text takes no room) and are
    /// reported.
    func fontSize(_ v: Double) -> Double {
        if v.isFinite && v >= 0 { return v }
        report("font(size:)", "size \(v) is not a size of 0 or more; 0 is used")
        return 0
    }

    /// Rule 17: a flexible frame's lengths as SwiftUI's `_FlexFrameLayout` normalises them.
    /// Per axis: the minimum is at least 0, the ideal at least the minimum, the maximum at
    /// least the ideal (a maximum below a minimum without an ideal stays: such a frame
    /// follows its child). Lengths out of order are reported as contradictory, as SwiftUI
    /// logs them; NaN lengths and infinite minimums and ideals are dropped and reported.
    func normalizedFlexibleFrame(_ m: FlexibleFrameModifier) -> FlexibleFrameModifier {
        let name = "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)"
        func usable(_ v: Double?, _ label: String, allowsInfinity: Bool) -> Double? {
            guard let v else { return nil }
            if v.isNaN || (v.isInfinite && (!allowsInfinity || v < 0)) {
                report(name, "\(label) \(v) is not usable; the frame ignores it")
                return nil
            }
            return v
        }
        func axis(_ min: Double?, _ ideal: Double?, _ max: Double?, _ suffix: String)
            -> (Double?, Double?, Double?) {
            let lo = usable(min, "min" + suffix, allowsInfinity: false)
            let mid = usable(ideal, "ideal" + suffix, allowsInfinity: false)
            let hi = usable(max, "max" + suffix, allowsInfinity: true)
            let ordered = (lo ?? -.infinity) <= (mid ?? lo ?? -.infinity) && (mid ?? lo ?? -.infinity) <= (hi ?? mid ?? .infinity)
            if !ordered {
                report(name, "min\(suffix) \(text(lo)), ideal\(suffix) \(text(mid)), max\(suffix) \(text(hi)) contradict each other; normalised as SwiftUI does",
                       kind: .contradictoryFrame)
            }
            let nLo = lo.map { Swift.max($0, 0) }
            let nMid = mid.map { Swift.max(nLo ?? 0, $0) }
            let nHi = hi.map { Swift.max(nMid ?? 0, $0) }
            return (nLo, nMid, nHi)
        }
        let w = axis(m.minWidth, m.idealWidth, m.maxWidth, "Width")
        let h = axis(m.minHeight, m.idealHeight, m.maxHeight, "Height")
        return FlexibleFrameModifier(minWidth: w.0, idealWidth: w.1, maxWidth: w.2,
                                     minHeight: h.0, idealHeight: h.1, maxHeight: h.2, alignment: m.alignment)
    }

    private func text(_ v: Double?) -> String { v.map { "\($0)" } ?? "nil" }
}
