/// The pair rules of the Unicode line breaking algorithm (UAX #14, Unicode 15.0): fed the
/// classes of a paragraph's scalars in order, it says before which ones a line may break.
///
/// Rules LB2 to LB31 are applied in their order, the first that matches deciding. Mandatory
/// breaks (LB4 to LB6) never reach it: the breaker splits paragraphs at them first, and each
/// paragraph starts a fresh value (LB2: no break at its start). The classes arrive resolved
/// by LB1 (see ``LineBreakClass``).
///
/// LB25 reads numbers as the regular expression of its notes does (as Unicode's own tests
/// do); where it looks one scalar ahead (a prefix before "(" or "-" joins them only when a
/// digit follows), the caller says what follows. The one deviation: complex-context
/// scripts (class SA: Thai, Lao, Khmer, Myanmar) get no dictionary breaks, as LB1 allows,
/// so a Thai sentence breaks only at its spaces.
///
/// The classes arrive resolved as ``LineBreakClass`` says, CJ as ID: Unicode's tests, which
/// resolve it as NS, disagree on the breaks before small kana. LB19 is Unicode 15.1's with
/// LB19a (a line may break before "“" and after "”" between East Asian characters, as in
/// Chinese), which browsers follow; LB15a and LB15b of that version are not applied.
///
/// A value is a few bytes, copied freely; it allocates nothing.
struct LineBreakRules {
    /// The class of the last scalar, after LB9 and LB10 (a combining mark takes its base's
    /// class); nil at the start of the paragraph.
    private var last: LineBreakClass?
    /// The class of the last scalar that is no space: the X of the rules' "X SP*".
    private var lastBeforeSpaces: LineBreakClass?
    /// The class before `last`, when `last` is no space (LB21a looks two back).
    private var beforeLast: LineBreakClass?
    /// The scalars of `last` and `beforeLast` (a mark's base), for LB19a's East Asian context.
    private var lastScalar: UInt32 = 0
    private var beforeLastScalar: UInt32 = 0
    /// Whether the last scalar was a zero-width joiner (LB8a), even one LB9 absorbed.
    private var afterJoiner = false
    /// Whether the run of regional indicators that ends at `last` has an odd length (LB30a).
    private var oddRegionalIndicators = false
    /// Where `last` stands in a number as LB25 reads one, `NU (NU | SY | IS)* (CL | CP)?`.
    private var number = NumberContext.none

    /// LB25's reading of the scalars up to `last`.
    private enum NumberContext {
        /// `last` ends no number.
        case none
        /// `last` is a digit or a separator after digits: `NU (NU | SY | IS)*`.
        case digits
        /// `last` closes a number: `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    /// The state at the start of a paragraph.
    init() {}

    /// Whether the last scalar fed was alphabetic (and no joiner followed it), so that an
    /// ASCII letter after it joins with no break (LB28) and leaves the state as
    /// ``absorbLetter(_:)`` sets it: the breaker's fast path for runs of letters.
    var continuesLetters: Bool {
        last == .alphabetic && !afterJoiner
    }

    /// Feeds an alphabetic scalar when ``continuesLetters`` holds: what
    /// `allowsBreak(before: .alphabetic)` would do then, without deciding.
    mutating func absorbLetter(_ scalar: UInt32) {
        beforeLast = .alphabetic
        beforeLastScalar = scalar
        lastScalar = scalar
    }

    /// Feeds the next scalar's class; returns whether a line may break before it.
    ///
    /// - Parameters:
    ///   - next: the class of the scalar, resolved by LB1.
    ///   - scalar: the scalar's value (LB19a asks whether it is East Asian).
    ///   - following: the scalar after it, nil at the end; read only where
    ///     ``looksAhead(before:)`` says so (LB25: "$(5", "$-5"; LB19a: a quotation mark).
    /// - Complexity: O(1).
    @inline(__always)
    mutating func allowsBreak(before next: LineBreakClass, scalar: UInt32, following: UInt32? = nil) -> Bool {
        var next = next
        let isJoiner = next == .zeroWidthJoiner
        if next == .combiningMark || isJoiner {
            if let last, last != .space, last != .zeroWidthSpace {
                // LB9: a mark joins its base, whose class it keeps; never a break before it.
                afterJoiner = isJoiner
                return false
            }
            // LB10: a mark with no base is alphabetic.
            next = .alphabetic
        }
        let allows: Bool
        let nextBit: UInt64 = 1 << next.rawValue
        if last == .space, nextBit & Self.startsAfterSpaces != 0 {
            // The usual start of a word, decided at once: LB18 breaks after the spaces, unless
            // they follow opening punctuation (LB14); LB8's break after a zero-width space agrees.
            allows = lastBeforeSpaces != .openPunctuation && lastBeforeSpaces != .wideOpenPunctuation
        } else if last != .space, nextBit & Self.neverBefore != 0 {
            // LB13 (",", ".", ")", "!", "?", "/"): only LB8 comes first and breaks.
            allows = lastBeforeSpaces == .zeroWidthSpace
        } else if nextBit & Self.lettersAndDigits != 0, last == .alphabetic || last == .numeric {
            // Inside a word or a number: LB23, LB25, LB28; no earlier rule breaks there.
            allows = false
        } else {
            allows = decide(next, scalar: scalar, following: following)
        }
        absorb(next, scalar: scalar)
        afterJoiner = isJoiner
        return allows
    }

    /// The classes whose fate after spaces only LB14 and LB18 decide: none of LB7, LB11, LB13,
    /// LB15, LB16 or LB17 can name them:
    /// .alphabetic, .hebrewLetter, .numeric, .ideographic, .unassignedPictographic, .emojiBase,
    /// .emojiModifier, .hangulL, .hangulV, .hangulT, .hangulLV, .hangulLVT, .hyphen, .breakAfter,
    /// .breakBefore, .prefixNumeric, .postfixNumeric, .quotation, .quotationInitial,
    /// .quotationFinal, .inseparable, .contingentBreak, .regionalIndicator, .glue.
    static var startsAfterSpaces: UInt64 { 0x381_E8EF_EC27 }
    /// LB13's classes, never a break before them but after a zero-width space (LB8):
    /// .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator,
    /// .symbolAllowingBreakAfter.
    static var neverBefore: UInt64 { 0x4_0010_1140 }
    /// Letters and digits: .alphabetic, .numeric.
    static var lettersAndDigits: UInt64 { 0x8000001 }

    /// The bit set of `classes`, one bit a raw value (the masks above are its values, written
    /// out so reading them costs no lazy initialisation; a test checks them).
    static func mask(_ classes: [LineBreakClass]) -> UInt64 {
        classes.reduce(0) { $0 | 1 << $1.rawValue }
    }

    /// Whether deciding before a scalar of class `next` reads the scalar after it: the caller
    /// decodes it only then.
    @inline(__always)
    func looksAhead(before next: LineBreakClass) -> Bool {
        switch next {
        case .quotation, .quotationInitial, .quotationFinal: return true
        case .openPunctuation, .wideOpenPunctuation, .hyphen: return last == .prefixNumeric || last == .postfixNumeric
        default: return false
        }
    }

    /// Whether the last scalar fed was a space.
    var followsSpace: Bool { last == .space }

    /// Feeds an alphabetic scalar when ``followsSpace`` holds: what
    /// `allowsBreak(before: .alphabetic, scalar:)` does then, without its tests.
    ///
    /// - Returns: whether a line may break before it: LB18, unless the spaces follow opening
    ///   punctuation (LB14).
    @inline(__always)
    mutating func allowsBreakBeforeLetterAfterSpaces(_ scalar: UInt32) -> Bool {
        let allows = lastBeforeSpaces != .openPunctuation && lastBeforeSpaces != .wideOpenPunctuation
        beforeLast = .space
        beforeLastScalar = 0x20
        last = .alphabetic
        lastScalar = scalar
        lastBeforeSpaces = .alphabetic
        oddRegionalIndicators = false
        number = .none
        afterJoiner = false
        return allows
    }

    /// Feeds a space (U+0020): never a break before it (LB7); it still counts for the rules
    /// that look through spaces (LB8, LB14 to LB18).
    mutating func absorbSpace() {
        afterJoiner = false
        last = .space
        lastScalar = 0x20
        beforeLast = nil
        number = .none
    }

    /// The rules from LB7 on, for `next` after the state so far.
    @inline(never)
    private func decide(_ next: LineBreakClass, scalar: UInt32, following: UInt32?) -> Bool {
        // LB2: never at the start.
        guard let last else { return false }
        // LB7: never before a space or a zero-width space.
        if next == .space || next == .zeroWidthSpace { return false }
        // LB8: after a zero-width space, through spaces.
        if lastBeforeSpaces == .zeroWidthSpace { return true }
        // LB8a: never after a zero-width joiner.
        if afterJoiner { return false }
        // LB11: never beside a word joiner.
        if next == .wordJoiner || last == .wordJoiner { return false }
        // LB12: never after glue; LB12a: never before it, unless after a space or a hyphen.
        if last == .glue { return false }
        if next == .glue, last != .space, last != .breakAfter, last != .hyphen { return false }
        // LB13: never before closing punctuation, "!", infix separators or "/".
        switch next {
        case .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbolAllowingBreakAfter:
            return false
        default: break
        }
        // LB14: never after opening punctuation, through spaces.
        if lastBeforeSpaces == .openPunctuation || lastBeforeSpaces == .wideOpenPunctuation { return false }
        // LB15: never between a quotation mark and opening punctuation, through spaces.
        if lastBeforeSpaces?.isQuotation == true, next == .openPunctuation || next == .wideOpenPunctuation {
            return false
        }
        // LB16: never between closing punctuation and a nonstarter, through spaces.
        if lastBeforeSpaces == .closePunctuation || lastBeforeSpaces == .closeParenthesis, next == .nonstarter {
            return false
        }
        // LB17: never within a run of em dashes, through spaces.
        if lastBeforeSpaces == .breakBoth, next == .breakBoth { return false }
        // LB18: after spaces.
        if last == .space { return true }
        // LB19 and LB19a (Unicode 15.1): never beside a quotation mark, unless it stands
        // between East Asian characters and opens (a break before it) or closes (after it).
        if next.isQuotation {
            if next != .quotationInitial || !LineBreakClass.isEastAsian(lastScalar) { return false }
            guard let after = following, LineBreakClass.isEastAsian(after) else { return false }
        }
        if last.isQuotation {
            if last != .quotationFinal || !LineBreakClass.isEastAsian(scalar) { return false }
            guard beforeLast != nil, LineBreakClass.isEastAsian(beforeLastScalar) else { return false }
        }
        // LB20: always beside a contingent break.
        if next == .contingentBreak || last == .contingentBreak { return true }
        // LB21: never before hyphens, break-after characters and nonstarters; never after
        // break-before characters.
        if next == .breakAfter || next == .hyphen || next == .nonstarter || last == .breakBefore { return false }
        // LB21a: never after a Hebrew letter's hyphen; LB21b: never between "/" and Hebrew.
        if beforeLast == .hebrewLetter, last == .hyphen || last == .breakAfter { return false }
        if last == .symbolAllowingBreakAfter, next == .hebrewLetter { return false }
        // LB22: never before an inseparable.
        if next == .inseparable { return false }
        // LB25, as its notes' regular expression reads a number (the form Unicode's tests use).
        switch (number, next) {
        case (.digits, .numeric), (.digits, .closePunctuation), (.digits, .closeParenthesis),
            (.digits, .postfixNumeric), (.digits, .prefixNumeric),
            (.closed, .postfixNumeric), (.closed, .prefixNumeric):
            return false
        default: break
        }
        switch (last, next) {
        case (.prefixNumeric, .openPunctuation), (.prefixNumeric, .wideOpenPunctuation), (.prefixNumeric, .hyphen),
            (.postfixNumeric, .openPunctuation), (.postfixNumeric, .wideOpenPunctuation), (.postfixNumeric, .hyphen):
            // LB25: "(PR | PO) × (OP | HY) NU"; without the digit, LB30 and LB31 decide.
            if let after = following, LineBreakClass.of(after) == .numeric { return false }
        default: break
        }
        return !Self.joinsByPairRule(last, next, oddRegionalIndicators: oddRegionalIndicators)
    }

    /// Rules LB23 to LB30b: the pairs that never break (`true`); LB31 breaks all others.
    private static func joinsByPairRule(
        _ last: LineBreakClass, _ next: LineBreakClass, oddRegionalIndicators: Bool
    ) -> Bool {
        let lastIsLetter = last == .alphabetic || last == .hebrewLetter
        let nextIsLetter = next == .alphabetic || next == .hebrewLetter
        switch (last, next) {
        // LB23: letters and digits.
        case (.alphabetic, .numeric), (.hebrewLetter, .numeric), (.numeric, .alphabetic), (.numeric, .hebrewLetter):
            return true
        // LB23a: a prefix before an ideograph or emoji, a postfix after one.
        case (.prefixNumeric, .ideographic), (.prefixNumeric, .unassignedPictographic),
            (.prefixNumeric, .emojiBase), (.prefixNumeric, .emojiModifier),
            (.ideographic, .postfixNumeric), (.unassignedPictographic, .postfixNumeric),
            (.emojiBase, .postfixNumeric), (.emojiModifier, .postfixNumeric):
            return true
        // LB24: prefixes and postfixes beside letters.
        case (.prefixNumeric, _) where nextIsLetter, (.postfixNumeric, _) where nextIsLetter:
            return true
        case (_, .prefixNumeric) where lastIsLetter, (_, .postfixNumeric) where lastIsLetter:
            return true
        // LB25, the starts of numbers (the rest needs the context `decide` keeps): a prefix or
        // postfix before a digit, a sign or an opening bracket before a digit.
        case (.prefixNumeric, .numeric), (.postfixNumeric, .numeric),
            (.hyphen, .numeric), (.openPunctuation, .numeric), (.wideOpenPunctuation, .numeric):
            return true
        // LB26: Hangul syllables.
        case (.hangulL, .hangulL), (.hangulL, .hangulV), (.hangulL, .hangulLV), (.hangulL, .hangulLVT),
            (.hangulV, .hangulV), (.hangulV, .hangulT), (.hangulLV, .hangulV), (.hangulLV, .hangulT),
            (.hangulT, .hangulT), (.hangulLVT, .hangulT):
            return true
        // LB27: Hangul syllables with postfixes and prefixes.
        case (.hangulL, .postfixNumeric), (.hangulV, .postfixNumeric), (.hangulT, .postfixNumeric),
            (.hangulLV, .postfixNumeric), (.hangulLVT, .postfixNumeric),
            (.prefixNumeric, .hangulL), (.prefixNumeric, .hangulV), (.prefixNumeric, .hangulT),
            (.prefixNumeric, .hangulLV), (.prefixNumeric, .hangulLVT):
            return true
        // LB28: letters; LB29: an infix separator before letters.
        case _ where lastIsLetter && nextIsLetter, (.infixSeparator, _) where nextIsLetter:
            return true
        // LB30: letters and digits before (narrow) opening punctuation, after a closing parenthesis.
        case (_, .openPunctuation) where lastIsLetter || last == .numeric:
            return true
        case (.closeParenthesis, _) where nextIsLetter || next == .numeric:
            return true
        // LB30a: regional indicators in pairs.
        case (.regionalIndicator, .regionalIndicator):
            return oddRegionalIndicators
        // LB30b: an emoji base (or a pictograph yet to be assigned) and its modifier.
        case (.emojiBase, .emojiModifier), (.unassignedPictographic, .emojiModifier):
            return true
        default:
            return false
        }
    }

    /// Records `next` as the last scalar.
    @inline(__always)
    private mutating func absorb(_ next: LineBreakClass, scalar: UInt32) {
        if next == .space {
            last = .space
            lastScalar = scalar
            beforeLast = nil
            number = .none
            return
        }
        oddRegionalIndicators = next == .regionalIndicator && !(last == .regionalIndicator && oddRegionalIndicators)
        switch (number, next) {
        case (_, .numeric), (.digits, .symbolAllowingBreakAfter), (.digits, .infixSeparator): number = .digits
        case (.digits, .closePunctuation), (.digits, .closeParenthesis): number = .closed
        default: number = .none
        }
        beforeLast = last
        beforeLastScalar = lastScalar
        last = next
        lastScalar = scalar
        lastBeforeSpaces = next
    }
}
