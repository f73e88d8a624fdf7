import LayoutModel

/// Lays out a view tree with SwiftUI's rules and preference system (see docs/ARCHITECTURE.md,
/// "Preference engine").
///
/// ```swift
/// let engine = PreferenceLayoutEngine(root: conversation)
/// let result = try engine.layout(in: Size(width: 480, height: .infinity))
/// result.frames["sender.3"]          // Rect in root coordinates
/// result.statistics.passes           // 2 for the conversation
/// ```
///
/// One call repeats evaluate → layout → deliver until no observer's value changes, at most
/// ``Options/maximumPasses`` times. `@State` lives in the engine, keyed by view position, and
/// survives between calls, so laying out again at another size continues from the last state.
///
/// Layout runs on the caller's thread, and so does user code (bodies, reader content,
/// observers and actions, custom layouts). An engine is not thread-safe: use one from one
/// thread at a time.
///
/// Evaluating views recurses once per level of the view tree; deeper trees than
/// ``Options/maximumDepth`` are refused, and so are trees deeper than the calling thread's
/// stack has room for (``PreferenceLayoutError/tooDeepForStack(limit:)``), whatever the limit:
/// a raised limit ends in an error, never in a stack overflow. To lay out deeper trees, raise
/// the limit and call the engine on a thread whose stack you made large enough:
///
/// ```swift
/// let engine = PreferenceLayoutEngine(root: deepTree, options: .init(maximumDepth: 100_000))
/// // On a `Thread` made with `stackSize = 1 << 30` (about 3 KiB a scope in a debug build),
/// // the caller waiting for it:
/// let result = try engine.layout(in: size)
/// ```
///
/// docs/ARCHITECTURE.md ("Threads and stacks") has the whole recipe.
public final class PreferenceLayoutEngine<Root: View> {
    /// Tuning and strictness.
    public struct Options: Sendable {
        /// The most passes one `layout` call runs (default 16; below 1 counts as 1). A value
        /// still changing after that is reported as ``LayoutDiagnostic/Kind/unstable``.
        public var maximumPasses: Int
        /// When true, an unstable value throws ``PreferenceLayoutError/unstable(_:)`` instead of being
        /// reported as a diagnostic.
        public var strict: Bool
        /// Deeper trees are refused with ``PreferenceLayoutError/tooDeep(limit:)`` before any layout
        /// (below 1 counts as 1). The default, 100 levels of views, evaluates within a
        /// secondary thread's default stack (512 KiB on Darwin) also in a debug build; a deeper
        /// tree needs a larger stack (see ``PreferenceLayoutEngine``), and one deeper than the
        /// stack has room for is refused with ``PreferenceLayoutError/tooDeepForStack(limit:)``.
        public var maximumDepth: Int

        /// The default ``maximumDepth``.
        public static var defaultMaximumDepth: Int { 100 }

        public init(maximumPasses: Int = 16, strict: Bool = false, maximumDepth: Int = Options.defaultMaximumDepth) {
            self.maximumPasses = max(1, maximumPasses)
            self.strict = strict
            self.maximumDepth = max(1, maximumDepth)
        }
    }

    /// The view tree; replace it to lay out a changed tree with the same state. As in
    /// SwiftUI, the next layout evaluates the root's body again, and of the views it makes,
    /// only those whose inputs changed (see ``PreferenceLayoutStatistics/bodyEvaluations``).
    public var root: Root {
        didSet {
            core.rootRevision += 1
            core.replaceRoot(with: SameSizeHost(content: root, revision: core.rootRevision))
        }
    }
    public let options: Options
    let core: EngineCore

    public init(root: Root, options: Options = Options()) {
        self.root = root
        self.options = options
        self.core = EngineCore(maximumDepth: options.maximumDepth)
    }

    /// Lays the tree out for `size` (infinite axes mean "as large as it likes", see
    /// ``layout(proposal:)``).
    ///
    /// - Throws: ``PreferenceLayoutError/tooDeep(limit:)`` for a tree deeper than the limit,
    ///   ``PreferenceLayoutError/tooDeepForStack(limit:)`` for one deeper than the calling
    ///   thread's stack has room for, ``PreferenceLayoutError/unstable(_:)`` in strict mode.
    /// - Complexity: O(passes × views) for trees whose stacks are offered infinite or nil
    ///   lengths; finite stack lengths add a sort per stack.
    public func layout(in size: Size) throws(PreferenceLayoutError) -> PreferenceLayoutResult {
        try layout(proposal: ProposedSize(size))
    }

    /// Lays the tree out for `proposal` (NaN and negative lengths are clamped to 0 and
    /// reported as a diagnostic) and places the root at the origin.
    ///
    /// - Throws: see ``layout(in:)``.
    public func layout(proposal: ProposedSize) throws(PreferenceLayoutError) -> PreferenceLayoutResult {
        // Bodies bind the `@Environment` properties they read through the engine's evaluation
        // context, found through this task-local value (see `EvaluationContext`).
        let result = EvaluationScope.$current.withValue(core.evaluationContext) {
            () -> Result<PreferenceLayoutResult, PreferenceLayoutError> in
            do throws(PreferenceLayoutError) {
                return .success(try layoutInScope(proposal: proposal))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// ``layout(proposal:)`` with the evaluation context bound.
    private func layoutInScope(proposal: ProposedSize) throws(PreferenceLayoutError) -> PreferenceLayoutResult {
        let given = proposal
        let proposal = proposal.sanitized
        // The levels this thread's stack has room for, checked before anything changes: the
        // tree of the last layout, which an incremental evaluation keeps, and every scope built.
        let stackLevels = StackBudget.levels(bytesPerLevel: Self.stackBytesPerLevel)
        if core.lastRoot != nil, core.deepestScope > stackLevels { throw .tooDeepForStack(limit: stackLevels) }
        core.depthLimit = min(core.maximumDepth, stackLevels)
        core.statistics = PreferenceLayoutStatistics()
        var diagnostics: [LayoutDiagnostic] = []
        func isBad(_ v: Double?) -> Bool { v.map { $0.isNaN || $0 < 0 } ?? false }
        if isBad(given.width) || isBad(given.height) {
            diagnostics.append(
                LayoutDiagnostic(
                    kind: .invalidValue, subject: "proposal", values: [],
                    message: "proposal: \(given) has NaN or negative lengths; laid out at \(proposal)"))
        }
        var size = Size.zero
        core.layoutIssues.removeAll()
        let passes = max(1, options.maximumPasses)
        for pass in 1...passes {
            // STEP 1 evaluate, STEP 2 size, STEP 3 place, STEP 4 deliver what observers saw.
            let node = try evaluate()
            size = node.size(proposal, core)
            node.place(at: .zero, size: size, proposal: proposal, core)
            // A geometry reader's content is built while it is placed.
            if core.depthExceeded { throw depthError() }
            let before = core.stateChanges
            let fired = core.deliver()
            if core.stateChanges == before { break }
            if pass == passes {
                let diagnostic = unstableDiagnostic(fired)
                if options.strict { throw .unstable(diagnostic) }
                diagnostics.append(diagnostic)
            }
        }
        diagnostics.append(contentsOf: core.inputIssues.diagnostics)
        diagnostics.append(contentsOf: core.layoutIssues.diagnostics)
        // The last frame of a repeated identifier is reported.
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(core.placedIdentifiers.count)
        for (id, frame) in core.placedIdentifiers where frames.updateValue(frame, forKey: id) != nil {
            diagnostics.append(
                LayoutDiagnostic(
                    kind: .duplicateIdentifier, subject: id, values: [],
                    message: "identifier \"\(id)\" names several views; the last one's frame is reported"))
        }
        if let nonFinite = nonFiniteFrames(size: size, proposal: proposal) { diagnostics.append(nonFinite) }
        return PreferenceLayoutResult(size: size, frames: frames, statistics: core.statistics, diagnostics: diagnostics)
    }

    /// STEP 1 of a pass: evaluate the tree into nodes.
    private func evaluate() throws(PreferenceLayoutError) -> Node {
        core.beginPass()
        core.statistics.passes += 1
        if let root = core.evaluateIncrementally() { return root }
        core.beginBuild()
        core.topRecords = []
        core.writtenBoxes.removeAll(keepingCapacity: true)
        let builder = Builder(engine: core, environment: EnvironmentValues())
        // Rule 22: a root that is a list of several views, or a `ForEach` of any length, is
        // built as a list whose views stand in an implicit VStack (below), as in a hosting
        // view; one view is built in a place for one view.
        let top = TopLevelViewCount.counting(root)
        let isList = top.count > 1 || top.hasDynamicList
        if isList { builder.implicitRoot = nil }
        builder.visitComposite(SameSizeHost(content: root, revision: core.rootRevision))
        if core.depthExceeded { throw depthError() }
        let nodes = builder.stack
        let root: Node
        // (Several views of a list are already in one VStack, made where the host's observer
        // needed one node; one view of a `ForEach` is put in its own.)
        if nodes.count == 1 && !(top.count == 1 && top.hasDynamicList) {
            root = nodes[0]
        } else if nodes.isEmpty {
            root = core.node(.empty, path: 0xE)
        } else {
            // Rule 22: several views at the root stand in an implicit VStack, as in a hosting view.
            root = core.node(.stack(axis: .vertical, crossAlignment: 0.5, spacing: nil), path: 0x5, children: nodes)
        }
        core.settleSpacer(in: root, nil)
        root.parent = nil
        core.lastRoot = root
        return root
    }

    /// The diagnostic for frames leaving the layout non-finite (a NaN, or an infinity where
    /// the proposal was finite), nil when there are none.
    ///
    /// - Complexity: O(identified views).
    private func nonFiniteFrames(size: Size, proposal: ProposedSize) -> LayoutDiagnostic? {
        var bad = core.placedIdentifiers.filter { BadValues.isNonFinite($0.1, offered: proposal) }
            .map { (name: "the view '\($0.0)'", frame: $0.1) }
        let root = Rect(origin: .zero, size: size)
        if BadValues.isNonFinite(root, offered: proposal) { bad.append((name: "the root", frame: root)) }
        guard let first = bad.first else { return nil }
        return LayoutDiagnostic(
            kind: .nonFiniteFrame, subject: first.name, values: [],
            message: BadValues.nonFiniteFrames(bad))
    }

    /// The error for a scope past the current depth limit: the caller's, or the stack's.
    private func depthError() -> PreferenceLayoutError {
        core.depthExceeded = false
        core.lastRoot = nil
        return core.depthLimit < core.maximumDepth
            ? .tooDeepForStack(limit: core.depthLimit)
            : .tooDeep(limit: core.maximumDepth)
    }

    /// The most stack one level of the engine's walks takes (a scope of evaluation, and
    /// sizing and placement under it), measured with the heaviest kinds of level in the
    /// tests (`StackUseTests`), with a margin; a debug build's frames are several times an
    /// optimised build's.
    #if DEBUG
    static var stackBytesPerLevel: Int { 8_192 }
    #else
    static var stackBytesPerLevel: Int { 2_560 }
    #endif

    private func unstableDiagnostic(_ fired: [UInt64]) -> LayoutDiagnostic {
        let entries = fired.compactMap { core.history[$0] }
        let subject = entries.map(\.name).joined(separator: ", ")
        let first = entries.first
        let values = first?.values ?? []
        let listed: String
        if let first, first.omitsSome {
            // Hundreds of thousands of passes: the first and the last values, and the count.
            let k = ObserverHistory.kept
            listed =
                "\(first.count) values, the first \(k): " + values.prefix(k).joined(separator: ", ")
                + "; the last \(k): " + values.suffix(k).joined(separator: ", ")
        } else {
            listed = "values: " + values.joined(separator: ", ")
        }
        var diagnostic = LayoutDiagnostic(
            kind: .unstable, subject: subject, values: values,
            message: "\(subject) still changed after \(max(1, options.maximumPasses)) passes; " + listed)
        diagnostic.valueCount = first?.count ?? 0
        return diagnostic
    }
}
