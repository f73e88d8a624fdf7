/// How the text format prints numbers.
///
/// Values print in Swift's shortest round-trip form (`"\(value)"`, which parses back to the
/// same `Double`) with two changes a reader expects: an integral value that Swift writes with
/// a `.0` (those below 1e16 in magnitude) prints without it (`18`, not `18.0`), and negative
/// zero prints as `0`. So `18.0`
/// prints `18`, `-0.0` prints `0`, `0.1` prints `0.1`, `1e-05` stays `1e-05` and `1e+20`
/// stays `1e+20`. Every output parses back (with `Double(_:)`) to the value printed.
public enum ScriptNumberFormat {
    /// The text of `value`.
    ///
    /// - Parameter value: Any `Double`; non-finite values print as `inf`, `-inf` and `nan`.
    /// - Returns: The shortest round-trip form described above.
    public static func string(from value: Double) -> String {
        if value == 0 { return "0" }
        // Swift writes integral values below 1e16 as `18.0`; the fraction adds nothing.
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
