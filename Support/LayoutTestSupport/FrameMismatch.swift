import LayoutModel

/// A view whose frame is not the one expected, by more than the frame tolerance.
package struct FrameMismatch: Sendable, CustomStringConvertible {
    package var identifier: String
    package var expected: Rect
    /// The frame laid out, nil when none was.
    package var actual: Rect?

    package var description: String {
        "\(identifier) is \(actual.map(String.init(describing:)) ?? "missing"), expected \(expected)"
    }
}

/// The views whose laid-out frame is missing or differs from the expected one (LayoutModel's
/// `FrameTolerance`): a floor's frames against an engine's, one engine's against the other's,
/// hand-computed frames against both.
///
/// - Parameters:
///   - expected: each identifier and its expected frame, in the order to report them.
///   - nanMatchesNaN: whether a coordinate that is NaN in both counts as the same.
///   - frame: the frame laid out for an identifier, nil when there is none.
/// - Returns: the mismatches, in the order of `expected`.
/// - Complexity: O(n) look-ups for n expected frames.
package func frameMismatches(
    expected: some Sequence<(String, Rect)>, nanMatchesNaN: Bool = false,
    in frame: (String) -> Rect?
) -> [FrameMismatch] {
    expected.compactMap { identifier, expectedFrame in
        let actual = frame(identifier)
        if let actual, FrameTolerance.agrees(actual, expectedFrame, nanMatchesNaN: nanMatchesNaN) { return nil }
        return FrameMismatch(identifier: identifier, expected: expectedFrame, actual: actual)
    }
}
