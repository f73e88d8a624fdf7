/// A number as the text format writes it, and as every description and dump of the solver
/// writes it (docs/ARCHITECTURE.md, "The constraint text format"): one rule, so a value
/// printed by `layout-solve`, a constraint's `description` and `Solver.dump()` read the same.
///
/// Swift's shortest round-trip form (`"\(value)"`, which parses back to the same `Double`),
/// with two changes a reader expects: an integral value that Swift writes with a `.0` (those
/// up to 2^53 in magnitude; larger ones Swift writes with an exponent) drops it (`18`, not
/// `18.0`), and negative zero is `0`. So `0.1`
/// stays `0.1`, `1e-05` stays `1e-05`, `1e+20` stays `1e+20`, and non-finite values are
/// `inf`, `-inf` and `nan`. Every finite output parses back (with `Double(_:)`) to the value.
///
/// - Parameter value: Any `Double`.
/// - Returns: The text described above.
func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Swift writes integral values up to 2^53 as `18.0`; the fraction adds nothing.
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
