import LayoutModel

/// A layout engine as the cross-check drives it: one session per scenario, which lays the
/// scenario's proposals out in order, keeping what the engine keeps between layouts.
package protocol ComparisonEngine: Sendable {
    /// The engine's name in tables and reports (`preference`, `constraint`).
    var name: String { get }

    /// A fresh engine for `scenario`'s tree, or a reason it cannot lay the scenario out.
    ///
    /// - Parameters:
    ///   - scenario: the scenario.
    ///   - factory: how the shared tree is built into views.
    /// - Returns: a session; the reason it cannot lay the scenario out (shown as the engine's
    ///   `error`); or nil when the engine has nothing to add for this scenario (it is left out).
    func makeSession(for scenario: Scenario, factory: ViewFactory) -> Result<any LayoutSession, EngineFailure>?
}

/// One engine's life through one scenario.
package protocol LayoutSession: AnyObject {
    /// Lays the tree out for `proposal`, after every earlier proposal of the scenario.
    func layout(_ proposal: ProposedSize) -> EngineOutcome

    /// Changes the one text inside the view identified `identifier` for the next layout.
    ///
    /// - Returns: nil, or why the engine could not change it.
    func setText(_ text: String, of identifier: String) -> EngineFailure?
}

/// Why an engine gave no frames.
package struct EngineFailure: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// The scenario cannot be said in this engine (a `GeometryReader`, a preference).
        case unsupported
        /// A required relation cannot hold (the constraint engine's feedback loop).
        case unsatisfiable
        /// Any other error the engine threw.
        case other
    }

    package var kind: Kind
    package var message: String
    /// For an unsatisfiable relation: the relation, in the views' terms.
    package var relation: String?
    /// For an unsatisfiable relation: the relations it conflicts with (none when it
    /// contradicts itself).
    package var conflicts: [String] = []

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }

    /// What the message of an engine left out of a scenario only the preference engine can
    /// lay out starts with.
    package static let preferenceOnlyPrefix = "preference only: "

    /// The failure of an engine left out of a scenario only the preference engine can lay
    /// out, for `reason`.
    package static func preferenceOnly(_ reason: String) -> EngineFailure {
        EngineFailure(.unsupported, preferenceOnlyPrefix + reason)
    }
}

/// What one engine made of one proposal.
package struct EngineOutcome: Sendable {
    /// The frames by identifier in root coordinates, or why there are none.
    package var frames: Result<[String: Rect], EngineFailure>
    /// Counters worth reporting, in a stable order (`passes`, `constraints`, …).
    package var counters: [(name: String, value: Int)]
    /// Things the engine noticed but laid out anyway, as text.
    package var diagnostics: [String]
    /// Whether the engine reported a value that kept changing (the preference engine's loop).
    package var reportedLoop: Bool
    /// Wall-clock time of the layout call.
    package var microseconds: Double
    /// What the engine's own tree draws, where it is not the scenario's shared tree (a
    /// preference rendition): the drawing and the frames of its generated identifiers.
    package var picture: EnginePicture?

    package init(
        frames: Result<[String: Rect], EngineFailure>, counters: [(name: String, value: Int)] = [],
        diagnostics: [String] = [], reportedLoop: Bool = false, microseconds: Double = 0,
        picture: EnginePicture? = nil
    ) {
        self.frames = frames
        self.counters = counters
        self.diagnostics = diagnostics
        self.reportedLoop = reportedLoop
        self.microseconds = microseconds
        self.picture = picture
    }

    /// The frames, nil after a failure.
    package var framesIfAny: [String: Rect]? { try? frames.get() }

    /// The failure, nil after a layout.
    package var failure: EngineFailure? {
        if case .failure(let f) = frames { return f }
        return nil
    }
}

/// What a tree other than the shared one draws, and where.
package struct EnginePicture: Sendable {
    package var drawing: ViewDrawing
    /// The frames of the drawing's generated identifiers.
    package var frames: [String: Rect]
}

/// Times one call with the monotonic clock.
func measureMicroseconds<T>(_ body: () -> T) -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = body()
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return (value, Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
}
