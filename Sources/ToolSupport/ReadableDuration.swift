/// Times as a person reads them: three significant digits in the unit that keeps the number
/// between 1 and 1 000 (`412 µs`, `18.3 ms`, `1.70 s`), never `1705788.887` µs.
package enum ReadableDuration {
    /// The text of a time given in microseconds.
    ///
    /// - Parameter microseconds: The time; 0 prints `0 µs`, a negative or non-finite time
    ///   prints as its number.
    /// - Returns: `412 µs`, `18.3 ms`, `1.71 s` or `850 ns`.
    package static func text(microseconds: Double) -> String {
        guard microseconds.isFinite, microseconds >= 0 else { return "\(microseconds) µs" }
        if microseconds == 0 { return "0 µs" }
        let rounded = roundedToThreeDigits(microseconds)
        let units: [(name: String, microseconds: Double)] = [("s", 1e6), ("ms", 1e3), ("µs", 1), ("ns", 1e-3)]
        let unit = units.first { rounded >= $0.microseconds } ?? units[units.count - 1]
        return number(rounded / unit.microseconds) + " " + unit.name
    }

    /// The text of a `Duration`, as ``text(microseconds:)`` writes it.
    package static func text(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return text(microseconds: Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    }

    /// `value` rounded to three significant digits, so that 999.7 µs becomes 1 ms and
    /// not "1000 µs".
    private static func roundedToThreeDigits(_ value: Double) -> Double {
        var scale = 1.0
        while value * scale < 100 { scale *= 10 }
        while value * scale >= 1_000 { scale /= 10 }
        return (value * scale).rounded() / scale
    }

    /// A number from 1 to 999 with three significant digits (`1.70`, `20.0`, `412`).
    private static func number(_ value: Double) -> String {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var text = String(Int((value * pow10(decimals)).rounded()))
        if decimals > 0 {
            while text.count <= decimals { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
        }
        return text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
