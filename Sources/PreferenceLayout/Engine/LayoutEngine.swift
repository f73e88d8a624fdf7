import Foundation
import LayoutModel

/// Lays out a view tree with SwiftUI's rules and preference system (DESIGN §6).
///
/// ```swift
/// let engine = LayoutEngine(root: conversation)
/// let result = try engine.layout(in: Size(width: 480, height: .infinity))
/// result.frames["sender.3"]          // Rect in root coordinates
/// result.statistics.passes           // 2 for the conversation
/// ```
///
/// One call repeats evaluate → layout → deliver until no observer's value changes, at most
/// ``Options/maximumPasses`` times. `@State` lives in the engine, keyed by view position, and
/// survives between calls, so laying out again at another size continues from the last state.
public final class LayoutEngine<Root: View> {
    /// Tuning and strictness.
    public struct Options: Sendable {
        /// The most passes one `layout` call runs (default 16). A value still changing after
        /// that is reported as ``LayoutDiagnostic/Kind/unstable``.
        public var maximumPasses: Int
        /// When true, an unstable value throws ``LayoutError/unstable(_:)`` instead of being
        /// reported as a diagnostic.
        public var strict: Bool
        /// Deeper trees are refused with ``LayoutError/tooDeep(limit:)`` (default 50 000 levels
        /// of views; layout runs on a thread with a 1 GiB stack, so 10 000 levels lay out).
        public var maximumDepth: Int

        public init(maximumPasses: Int = 16, strict: Bool = false, maximumDepth: Int = 50_000) {
            self.maximumPasses = max(1, maximumPasses)
            self.strict = strict
            self.maximumDepth = max(1, maximumDepth)
        }
    }

    /// The view tree; replace it to lay out a changed tree with the same state.
    public var root: Root {
        didSet { core.lastRoot = nil }
    }
    public let options: Options
    let core: EngineCore

    /// Whether layouts use the helper thread: stacks of many children sized on two threads
    /// (see `Node+SplitSizing.swift`) and placed with the helper reading ahead
    /// (`Node+ReadAhead.swift`), and the frames indexed during the next pass (`FrameIndex`).
    /// The results are the same either way.
    package var usesHelperThread: Bool {
        get { core.usesHelperThread }
        set { core.usesHelperThread = newValue }
    }

    public init(root: Root, options: Options = Options()) {
        self.root = root
        self.options = options
        self.core = EngineCore(maximumDepth: options.maximumDepth)
    }

    /// Lays the tree out for `size` (infinite axes mean "as large as it likes", see
    /// ``layout(proposal:)``).
    ///
    /// - Throws: ``LayoutError/tooDeep(limit:)`` for a tree deeper than the limit,
    ///   ``LayoutError/unstable(_:)`` in strict mode.
    /// - Complexity: O(passes × views) for trees whose stacks are offered infinite or nil
    ///   lengths; finite stack lengths add a sort per stack.
    public func layout(in size: Size) throws(LayoutError) -> LayoutResult {
        try layout(proposal: ProposedSize(size))
    }

    /// Lays the tree out for `proposal` (NaN and negative lengths are clamped to 0) and places
    /// the root at the origin.
    ///
    /// - Throws: see ``layout(in:)``.
    public func layout(proposal: ProposedSize) throws(LayoutError) -> LayoutResult {
        let proposal = proposal.sanitized
        let result = LargeStack.run { () -> Result<LayoutResult, LayoutError> in
            do throws(LayoutError) {
                return .success(try self.run(proposal))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func run(_ proposal: ProposedSize) throws(LayoutError) -> LayoutResult {
        core.statistics = LayoutStatistics()
        var diagnostics: [LayoutDiagnostic] = []
        var firedInLastPass: [UInt64] = []
        var size = Size.zero
        var index: FrameIndex?
        for pass in 1...options.maximumPasses {
            let node = try evaluate(indexing: index)
            // Room for the identifiers the evaluation set: grown by doubling, the list would be
            // copied into fresh memory at every step.
            core.placedIdentifiers.reserveCapacity(core.identifiersBuilt)
            size = node.size(proposal, core)
            node.place(at: .zero, size: size, proposal: proposal, core)
            let before = core.stateChanges
            firedInLastPass = core.deliver()
            if core.stateChanges == before { break }
            if pass == options.maximumPasses {
                let diagnostic = unstableDiagnostic(firedInLastPass)
                if options.strict { throw .unstable(diagnostic) }
                diagnostics.append(diagnostic)
            } else if core.usesHelperThread && core.placedIdentifiers.count >= FrameIndex.minimumCount {
                // Indexed while the next pass evaluates (see `FrameIndex`).
                // Moved out, and the room taken again now, before the evaluation allocates: taken
                // only by the reservation above, after it, the list lands in fresh memory
                // (21 cold layouts at 10 000 rows: about 12k page faults this way, 16-24k that way).
                let placed = core.placedIdentifiers
                core.placedIdentifiers = []
                core.placedIdentifiers.reserveCapacity(placed.count)
                index = FrameIndex(placed)
            } else {
                index = nil
            }
        }
        let frames: [String: Rect]
        if let indexed = index?.frames(of: core.placedIdentifiers, &diagnostics) {
            frames = indexed
            core.indexedFrameResults += 1
        } else {
            frames = FrameIndex.frames(of: core.placedIdentifiers) { i in
                diagnostics.append(FrameIndex.repeatedIdentifier(core.placedIdentifiers[i].0))
            }
        }
        return LayoutResult(size: size, frames: frames, statistics: core.statistics, diagnostics: diagnostics)
    }

    /// `evaluate()`, with the helper building `index` meanwhile.
    private func evaluate(indexing index: FrameIndex?) throws(LayoutError) -> Node {
        guard let index else { return try evaluate() }
        var result: Result<Node, LayoutError>?
        LargeStack.run({ result = Result { () throws(LayoutError) in try self.evaluate() } }, helpedBy: index.build)
        return try result.unsafelyUnwrapped.get()
    }

    /// STEP 1 of a pass: evaluate the tree into nodes.
    private func evaluate() throws(LayoutError) -> Node {
        core.beginPass()
        core.statistics.passes += 1
        if let root = core.evaluateIncrementally() { return root }
        core.beginBuild()
        core.topRecords = []
        let builder = Builder(engine: core, environment: EnvironmentValues())
        builder.visitComposite(RelationHost(content: root))
        core.statistics.bodyEvaluations -= 1  // the adapter's host is not the user's view
        if core.depthExceeded { throw .tooDeep(limit: options.maximumDepth) }
        let nodes = builder.siblings
        let root: Node
        if nodes.count == 1 {
            root = nodes[0]
        } else if nodes.isEmpty {
            root = core.node(.empty, path: 0xE)
        } else {
            root = core.node(.stack(axis: .vertical, crossAlignment: 0.5, spacing: defaultSpacing), path: 0x5,
                             children: nodes)
        }
        _ = root.settleSpacer(nil)
        root.parent = nil
        core.lastRoot = root
        core.evaluationNodes.strays.removeAll()
        return root
    }

    private func unstableDiagnostic(_ fired: [UInt64]) -> LayoutDiagnostic {
        let entries = fired.compactMap { core.history[$0] }
        let subject = entries.map(\.name).joined(separator: ", ")
        let values = entries.first?.values ?? []
        return LayoutDiagnostic(
            kind: .unstable, subject: subject, values: values,
            message: "\(subject) still changed after \(options.maximumPasses) passes; values: "
                + values.joined(separator: ", "))
    }
}

/// What one `layout` call produced.
public struct LayoutResult: Sendable {
    /// The root's size.
    public var size: Size
    /// The frame of every view marked with `.id(_:)`, in root coordinates.
    public var frames: [String: Rect]
    public var statistics: LayoutStatistics
    /// Unstable values and duplicate identifiers, in the order found.
    public var diagnostics: [LayoutDiagnostic]

    /// The frame of the view marked `.id(identifier)`.
    ///
    /// - Throws: ``LayoutError/unknownIdentifier(_:)`` when no laid-out view has it.
    public func frame(of identifier: String) throws(LayoutError) -> Rect {
        guard let frame = frames[identifier] else { throw .unknownIdentifier(identifier) }
        return frame
    }
}

/// Work counted during one `layout` call.
public struct LayoutStatistics: Hashable, Sendable {
    /// Evaluate → layout → deliver rounds.
    public var passes = 0
    /// `body` evaluations of composite views and user modifiers.
    public var bodyEvaluations = 0
    /// Sizes computed (cache misses of the per-node proposal cache).
    public var sizeComputations = 0

    public init() {}
}

/// Something the engine noticed but could lay out anyway.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A preference or geometry value kept changing until the pass limit.
        case unstable
        /// Several views share an identifier.
        case duplicateIdentifier
    }

    public var kind: Kind
    /// The observer(s) (`onPreferenceChange(Key)`, `onGeometryChange(for: T) at "id"`) or identifier.
    public var subject: String
    /// The values the first named observer was delivered, in order.
    public var values: [String]
    public var message: String

    public var description: String { message }
}

/// Why a layout failed.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tree is deeper than ``LayoutEngine/Options/maximumDepth``.
    case tooDeep(limit: Int)
    /// Strict mode: a value kept changing.
    case unstable(LayoutDiagnostic)
    /// No view carries this identifier.
    case unknownIdentifier(String)

    public var description: String {
        switch self {
        case .tooDeep(let limit): "the view tree is more than \(limit) levels deep; refused before layout"
        case .unstable(let d): "layout did not settle: \(d.message)"
        case .unknownIdentifier(let id): "no view is identified as \"\(id)\""
        }
    }
}
