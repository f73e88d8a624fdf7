import LayoutModel

// The values a view tree gives (frames, padding, spacings, spacer lengths, font sizes), cleaned
// as both engines clean them (`BadValues`, docs/ARCHITECTURE.md, "Bad values") and reported as
// diagnostics naming the view.

extension Builder {
    /// Reports `bad`, if there is one, naming the view by the innermost identifier around it.
    func report(_ bad: BadValue?) {
        guard let bad else { return }
        let kind: LayoutDiagnostic.Kind = bad.kind == .contradictoryFrame ? .contradictoryFrame : .invalidValue
        let subject = bad.call + (nearestIdentifier.map { " of '\($0)'" } ?? "")
        engine.inputIssues.note(
            LayoutDiagnostic(
                kind: kind, subject: subject, values: [],
                message: bad.message(naming: nearestIdentifier.map { "the view '\($0)'" })),
            at: Builder.mix(path, counter))
    }

    /// A spacing a grid or lazy stack uses between all its children: as given, the default
    /// (8) when nil, NaN or infinite.
    ///
    /// - Parameter view: the view and its argument, as `Grid(horizontalSpacing:`.
    func uniformSpacing(_ spacing: Double?, of view: String) -> Double {
        let cleaned = BadValues.spacing(spacing, of: view)
        report(cleaned.bad)
        return cleaned.spacing ?? defaultSpacing
    }

    /// A `LazyHGrid` row's length (the preference engine's alone): NaN and infinite lengths are
    /// dropped, negative ones 0.
    static func gridItemLength(_ length: Double?) -> Double? {
        guard let length, length.isFinite else { return nil }
        return max(0, length)
    }
}
