/// A value in a view tree that SwiftUI does not define, as both engines find it: the modifier
/// or view as written, what is wrong and what is used instead (docs/ARCHITECTURE.md, "Bad
/// values"). Each engine names the view it concerns (its nearest identifier) and reports it
/// in its layout result; the wording is this one, in both.
package struct BadValue: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A NaN, an infinite length where a finite one is needed, a negative fixed length.
        case invalidValue
        /// A flexible frame whose lengths contradict each other, normalised as SwiftUI does.
        case contradictoryFrame
    }

    package var kind: Kind
    /// The modifier or view with its values, as written: `frame(width: -5.0, height: 10.0)`.
    package var call: String
    /// What is wrong, and what is used instead.
    package var problem: String

    package init(kind: Kind, call: String, problem: String) {
        self.kind = kind
        self.call = call
        self.problem = problem
    }

    /// The diagnostic: `frame(width: -5.0): width -5.0 is not a length of 0 or more; the frame
    /// follows its child there (the view 'a')`.
    ///
    /// - Parameter view: the view it concerns, as `the view 'a'` (its nearest identifier) or
    ///   its path of types; nil when the engine knows none.
    package func message(naming view: String?) -> String {
        "\(call): \(problem)" + (view.map { " (\($0))" } ?? "")
    }
}

/// How both engines clean the values a view tree gives where SwiftUI does not define them
/// (docs/ARCHITECTURE.md, "Bad values"). SwiftUI defines negative padding (the view shrinks),
/// negative stack spacing (the children overlap), a negative flexible-frame minimum (0) and the
/// normalisation of contradictory flexible frames (rule 17); everything else unusable is
/// dropped or replaced, and each function says so in one ``BadValue`` per modifier or view.
package enum BadValues {
    /// A fixed frame's lengths: NaN, infinite and negative ones are dropped (the frame follows
    /// its child on that axis, as SwiftUI does).
    package static func fixedFrame(width: Double?, height: Double?) -> (width: Double?, height: Double?, bad: BadValue?)
    {
        let cleanWidth = fixedLength(width)
        let cleanHeight = fixedLength(height)
        var named: [String] = []
        if width != nil, cleanWidth == nil { named.append("width \(describe(width))") }
        if height != nil, cleanHeight == nil { named.append("height \(describe(height))") }
        guard !named.isEmpty else { return (cleanWidth, cleanHeight, nil) }
        let call = "frame(" + arguments([("width", width), ("height", height)]) + ")"
        let problem =
            "\(list(named)) \(named.count == 1 ? "is not a length" : "are not lengths") of 0 or more; "
            + "the frame follows its child there"
        return (cleanWidth, cleanHeight, BadValue(kind: .invalidValue, call: call, problem: problem))
    }

    /// A flexible frame's lengths as SwiftUI's `_FlexFrameLayout` normalises them (rule 17).
    /// Per axis: NaN lengths, infinite minimums and ideals and a −infinite maximum are dropped
    /// (reported); then the minimum is at least 0, the ideal at least the minimum, the maximum
    /// at least the ideal (a maximum below a minimum without an ideal stays: such a frame
    /// follows its child). Lengths out of order are reported as contradictory, as SwiftUI
    /// logs them.
    ///
    /// - Returns: the normalised frame, and what was dropped and what contradicted, if anything.
    package static func flexibleFrame(_ frame: FlexibleFrameModifier) -> (frame: FlexibleFrameModifier, bad: [BadValue])
    {
        var dropped: [String] = []
        var contradictions: [String] = []
        func axis(_ name: String, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?)
            -> (Double?, Double?, Double?)
        {
            func usable(_ value: Double?, _ label: String, allowsInfinity: Bool) -> Double? {
                guard let value else { return nil }
                if value.isNaN || (value.isInfinite && (!allowsInfinity || value < 0)) {
                    dropped.append("\(label) \(describe(value))")
                    return nil
                }
                return value
            }
            let capitalised = name.prefix(1).uppercased() + name.dropFirst()
            let lo = usable(minimum, "min" + capitalised, allowsInfinity: false)
            let mid = usable(ideal, "ideal" + capitalised, allowsInfinity: false)
            let hi = usable(maximum, "max" + capitalised, allowsInfinity: true)
            if let lo, let bound = mid ?? hi, lo > bound {
                contradictions.append("its minimum \(name) is above its \(mid != nil ? "ideal" : "maximum")")
            } else if let mid, let hi, mid > hi {
                contradictions.append("its ideal \(name) is above its maximum")
            }
            let normalisedLo = lo.map { Swift.max($0, 0) }
            let normalisedMid = mid.map { Swift.max(normalisedLo ?? 0, $0) }
            let normalisedHi = hi.map { Swift.max(normalisedMid ?? 0, $0) }
            return (normalisedLo, normalisedMid, normalisedHi)
        }
        let width = axis("width", frame.minWidth, frame.idealWidth, frame.maxWidth)
        let height = axis("height", frame.minHeight, frame.idealHeight, frame.maxHeight)
        let cleaned = FlexibleFrameModifier(
            minWidth: width.0, idealWidth: width.1, maxWidth: width.2,
            minHeight: height.0, idealHeight: height.1, maxHeight: height.2,
            alignment: frame.alignment)
        guard !dropped.isEmpty || !contradictions.isEmpty else { return (cleaned, []) }
        let call =
            "frame("
            + arguments([
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
                ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
                ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight)
            ]) + ")"
        var bad: [BadValue] = []
        if !dropped.isEmpty {
            bad.append(
                BadValue(
                    kind: .invalidValue, call: call,
                    problem:
                        "\(list(dropped)) \(dropped.count == 1 ? "is not a usable length" : "are not usable lengths"); "
                        + "the frame ignores \(dropped.count == 1 ? "it" : "them")"))
        }
        if !contradictions.isEmpty {
            bad.append(
                BadValue(
                    kind: .contradictoryFrame, call: call,
                    problem:
                        "contradictory lengths: \(contradictions.joined(separator: "; ")); normalised as SwiftUI does "
                        + "(an ideal below the minimum and a maximum below the ideal are raised)"))
        }
        return (cleaned, bad)
    }

    /// Padding insets: negative insets shrink the view (SwiftUI allows them); NaN and infinite
    /// ones are 0.
    package static func padding(_ insets: EdgeInsets) -> (insets: EdgeInsets, bad: BadValue?) {
        let cleaned = insets.sanitized
        guard cleaned != insets else { return (insets, nil) }
        let edges = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing)
        ]
        let named = edges.filter { !$0.1.isFinite }.map { "\($0.0) \(describe($0.1))" }
        let call = "padding(" + arguments(edges.map { ($0.0, $0.1) }) + ")"
        let problem =
            "\(list(named)) \(named.count == 1 ? "is not a finite inset" : "are not finite insets"); 0 is used"
        return (cleaned, BadValue(kind: .invalidValue, call: call, problem: problem))
    }

    /// The spacing of a stack, a lazy stack or a grid (`view` names it with its argument, as
    /// `HStack(spacing:` or `Grid(horizontalSpacing:`): as given, a negative one overlapping the
    /// children as in SwiftUI; NaN and infinite spacing is the automatic spacing (nil).
    package static func spacing(_ spacing: Double?, of view: String) -> (spacing: Double?, bad: BadValue?) {
        guard let spacing, !spacing.isFinite else { return (spacing, nil) }
        return (
            nil,
            BadValue(
                kind: .invalidValue, call: "\(view) \(describe(spacing)))",
                problem: "not a finite spacing; the automatic spacing is used")
        )
    }

    /// A spacer's minimum length: NaN, infinite and negative lengths are 0; nil is the default.
    package static func spacerMinimum(_ length: Double?) -> (length: Double, bad: BadValue?) {
        guard let length else { return (Spacer.defaultMinLength, nil) }
        if length.isFinite && length >= 0 { return (length, nil) }
        return (
            0,
            BadValue(
                kind: .invalidValue, call: "Spacer(minLength: \(describe(length)))",
                problem: "not a length of 0 or more; 0 is used")
        )
    }

    /// A font whose size was clamped where it was made (`Font`): NaN, infinite and negative
    /// sizes are 0, which measures every text 0 × 0.
    package static func font(_ font: Font?) -> BadValue? {
        guard let given = font?.clampedFrom else { return nil }
        return BadValue(
            kind: .invalidValue, call: "font(size: \(describe(given)))",
            problem: "not a finite size of 0 or more; 0 is used, which measures every text 0 × 0")
    }

    /// A line limit below 1: one line is kept (`TextMeasurement` clamps it so).
    package static func lineLimit(_ limit: Int?) -> BadValue? {
        guard let limit, limit < 1 else { return nil }
        return BadValue(
            kind: .invalidValue, call: "lineLimit(\(limit))", problem: "not a line count of 1 or more; 1 is used")
    }

    /// A custom layout's answer to `sizeThatFits` with a NaN or negative length (`layout` names
    /// its type): 0 is used there.
    package static func customLayoutSize(_ size: Size, of layout: String) -> BadValue? {
        let named = [("width", size.width), ("height", size.height)].filter { $0.1.isNaN || $0.1 < 0 }
            .map { "\($0.0) \(describe($0.1))" }
        guard !named.isEmpty else { return nil }
        return BadValue(
            kind: .invalidValue, call: "\(layout).sizeThatFits",
            problem: "answered \(list(named)), not a length of 0 or more; 0 is used")
    }

    /// A layout priority: NaN is 0.
    package static func layoutPriority(_ priority: Double) -> (priority: Double, bad: BadValue?) {
        guard priority.isNaN else { return (priority, nil) }
        return (0, BadValue(kind: .invalidValue, call: "layoutPriority(NaN)", problem: "not a number; 0 is used"))
    }

    /// A point of `offset(x:y:)` or `position(x:y:)` (`view` names the modifier): NaN and
    /// infinite coordinates are 0.
    package static func point(x: Double, y: Double, of view: String) -> (x: Double, y: Double, bad: BadValue?) {
        guard !x.isFinite || !y.isFinite else { return (x, y, nil) }
        let named = [("x", x), ("y", y)].filter { !$0.1.isFinite }.map { "\($0.0) \(describe($0.1))" }
        let problem =
            "\(list(named)) \(named.count == 1 ? "is not a finite coordinate" : "are not finite coordinates"); 0 is used"
        return (
            x.isFinite ? x : 0, y.isFinite ? y : 0,
            BadValue(kind: .invalidValue, call: "\(view)(" + arguments([("x", x), ("y", y)]) + ")", problem: problem)
        )
    }

    /// What an aspect ratio (`modifier`) offered `proposal` does when it offers its content
    /// `offer`: SwiftUI's rule, an infinite length where the proposal was finite or unspecified
    /// (filling a ratio across an unspecified axis, or a ratio with an empty side), reported as
    /// no size, nil otherwise. Laid out as SwiftUI lays it out; the view is then infinite there.
    package static func aspectRatioOffer(
        _ modifier: AspectRatioModifier, proposal: ProposedSize,
        offer: ProposedSize
    ) -> BadValue? {
        func madeInfinite(_ offered: Double?, _ given: Double?) -> Bool { offered == .infinity && given != .infinity }
        let axes = [
            ("width", madeInfinite(offer.width, proposal.width)),
            ("height", madeInfinite(offer.height, proposal.height))
        ].filter(\.1).map(\.0)
        guard !axes.isEmpty else { return nil }
        let ratio = modifier.ratio.map { describe($0) + ", " } ?? ""
        let mode = modifier.contentMode == .fit ? ".fit" : ".fill"
        return BadValue(
            kind: .invalidValue, call: "aspectRatio(\(ratio)contentMode: \(mode))",
            problem: "offered \(describe(proposal.width)) × \(describe(proposal.height)), it offers its content an "
                + "infinite \(list(axes)), as SwiftUI does: the view's \(list(axes)) there is no size")
    }

    /// Whether a frame leaving a layout offered `proposal` is non-finite where it must not be:
    /// any NaN, and an infinity on an axis the proposal did not make infinite (what a length
    /// overflowing, a font of 10^308 or a closure's answer gives). An infinity on an axis
    /// offered infinity is what was asked for.
    package static func isNonFinite(_ frame: Rect, offered proposal: ProposedSize) -> Bool {
        func bad(_ value: Double, _ offered: Double?) -> Bool {
            value.isNaN || (value.isInfinite && offered != .infinity)
        }
        return bad(frame.minX, proposal.width) || bad(frame.width, proposal.width)
            || bad(frame.minY, proposal.height) || bad(frame.height, proposal.height)
    }

    /// What a layout reports when frames leave it non-finite (``isNonFinite(_:offered:)``); the
    /// frames stay as computed.
    ///
    /// - Parameter frames: the non-finite frames, the identified views' and the root's, named
    ///   as the message names them (`the view 'a'`), in the engine's order.
    /// - Returns: the message, naming the first three and counting the rest.
    package static func nonFiniteFrames(_ frames: [(name: String, frame: Rect)]) -> String {
        let named = frames.prefix(3).map { name, frame in
            "\(name) at (\(describe(frame.minX)), \(describe(frame.minY))) \(describe(frame.width)) × \(describe(frame.height))"
        }
        let more = frames.count > named.count ? " and \(frames.count - named.count) more" : ""
        return "non-finite frame: " + named.joined(separator: ", ") + more + "; a length is infinite where the "
            + "proposal was finite, or not a number (an aspect ratio filling an unspecified length; a font, a length, "
            + "a spacing or an alignment guide too large for a double; a closure's answer); the frames are as computed"
    }

    // MARK: Wording

    /// A fixed length, or nil when it is none: NaN, infinite or negative.
    private static func fixedLength(_ length: Double?) -> Double? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }

    /// A value as diagnostics write it: `NaN`, `infinity`, `-infinity`, `-5.0`.
    static func describe(_ value: Double?) -> String {
        guard let value else { return "nil" }
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        return String(value)
    }

    /// The arguments given (nil ones left out): `width: -5.0, height: 10.0`.
    private static func arguments(_ labelled: [(String, Double?)]) -> String {
        labelled.compactMap { label, value in value.map { "\(label): \(describe($0))" } }.joined(separator: ", ")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
