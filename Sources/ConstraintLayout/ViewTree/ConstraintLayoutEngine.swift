import Cassowary
import LayoutModel

/// Lays out a view tree by compiling it to a Cassowary system (docs/ARCHITECTURE.md, "The
/// constraint engine").
///
/// ```swift
/// let engine = ConstraintLayoutEngine(root: form)
/// let result = try engine.layout(in: Size(width: 480, height: .infinity))
/// result.frame(of: "password.label")   // as wide as "User:"'s label: one relation, one solve
/// ```
///
/// Views marked `.sameWidth(in: group)` share one solver variable per group, at least each
/// member's natural width and otherwise as small as possible; a grid's columns and rows are
/// such groups too. Everything else follows the layout rules directly, so a view tree without
/// relations lays out exactly as the rules say, with an empty solver.
///
/// The engine keeps what it compiled: laying out again at another size re-sizes what the new
/// proposal reaches, ``setText(_:of:)`` re-measures one text and updates its relation in
/// place, and a new ``root`` of the same shape reuses the system.
public final class ConstraintLayoutEngine<Root: View> {
    public struct Options: Sendable {
        /// Deeper trees are refused with ``ConstraintLayoutError/tooDeep(limit:)`` (below 1
        /// counts as 1). The default, 256 levels of containers, modifiers and views with
        /// bodies, lays out within a 1 MiB thread stack in an optimised build (3 KiB a level
        /// as the engine counts them; a debug build counts 12 KiB). For deeper trees raise the
        /// limit and call the engine on a `Thread` whose `stackSize` you set. A tree deeper
        /// than the calling thread's stack has room for is refused with
        /// ``ConstraintLayoutError/tooDeepForStack(limit:)``, whatever the limit: a raised
        /// limit ends in an error, never in a stack overflow.
        public var maximumDepth: Int
        /// The most layout rounds of one call (default 16; below 1 counts as 1): a member whose
        /// natural length keeps changing after that is reported in the result's diagnostics.
        public var maximumRounds: Int

        public init(maximumDepth: Int = 256, maximumRounds: Int = 16) {
            self.maximumDepth = max(1, maximumDepth)
            self.maximumRounds = max(1, maximumRounds)
        }
    }

    /// The view tree; a new value is compiled again at the next layout, and keeps the solver
    /// and the measured texts when its shape is the same.
    public var root: Root {
        didSet {
            needsCompile = true
            textsSet.removeAll()
        }
    }
    public let options: Options
    private(set) var layoutState: TreeLayout?
    private var needsCompile = true
    /// Whether the next layout makes a new layout state instead of keeping this one (after a
    /// layout that ended unsettled).
    private var startsAfresh = false
    /// The texts `setText(_:of:)` replaced since `root` was set, in order: a new layout state
    /// made from the same root takes them again.
    private var textsSet: [(identifier: String, string: String)] = []
    private var compilations = 0
    /// What the last compilation found: bad values and contradictory frames, by view.
    private var compileDiagnostics: [String] = []
    /// The texts' direct measurements, kept across layouts and compilations (see
    /// `TextLayoutCache`).
    private let textCache = TextLayoutCache()

    public init(root: Root, options: Options = Options()) {
        self.root = root
        self.options = options
    }

    /// What the engine did so far.
    public var statistics: ConstraintLayoutStatistics {
        var s = layoutState?.statistics ?? ConstraintLayoutStatistics()
        if let solver = layoutState?.solver {
            s.constraints = solver.statistics.constraints
            s.rows = solver.statistics.rows
            s.pivots = solver.statistics.pivots
        }
        s.compilations = compilations
        return s
    }

    /// Lays the tree out for `size` (infinite axes mean "as large as it likes").
    ///
    /// - Throws: see ``layout(proposal:)``.
    public func layout(in size: Size) throws(ConstraintLayoutError) -> ConstraintLayoutResult {
        try layout(proposal: ProposedSize(size))
    }

    /// Lays the tree out for `proposal` (NaN and negative lengths are 0) with the root at the
    /// origin.
    ///
    /// - Throws: ``ConstraintLayoutError/unsupportedView(_:path:)`` for a view outside the
    ///   engine's vocabulary, ``ConstraintLayoutError/tooDeep(limit:)``,
    ///   ``ConstraintLayoutError/tooDeepForStack(limit:)`` for a tree deeper than the calling
    ///   thread's stack has room for, and ``ConstraintLayoutError/unsatisfiable(_:conflicts:)``
    ///   for relations that cannot hold. After an error the engine keeps its root and the texts
    ///   set with ``setText(_:of:)``; its next layout starts from a new state, as a new
    ///   engine's would.
    /// - Complexity: O(views) for a first layout; O(views the change reaches) after it.
    public func layout(proposal: ProposedSize) throws(ConstraintLayoutError) -> ConstraintLayoutResult {
        let stackLevels = Self.stackLevels()
        try prepare(stackLevels: stackLevels)
        // Sizing and placement recurse as deep as the tree, perhaps on another thread than the
        // one that compiled it.
        if layoutState!.tree.depth > stackLevels { throw .tooDeepForStack(limit: stackLevels) }
        let size: Size
        let diagnostics: [String]
        layoutState!.layoutNotes.removeAll()
        do {
            (size, diagnostics) = try layoutState!.layout(
                proposal.sanitized, maximumRounds: max(1, options.maximumRounds))
        } catch {
            // Relations that cannot hold (a feedback loop shows at a layout at the group's
            // length) leave nothing the next layout depends on: it starts from a new state.
            startsAfresh = true
            throw error
        }
        var notes: [String] = []
        if layoutState?.layoutNotes.isEmpty == false, let state = layoutState {
            let names = state.tree.identifierNames
            notes = state.layoutNotes.map { $0.bad.message(naming: state.tree.viewName($0.node, names)) }
        }
        // Frames that leave the layout non-finite (a NaN, or an infinity where the proposal was
        // finite) are said, never passed on silently.
        let offered = proposal.sanitized
        var nonFinite =
            !layoutState!.mayBeNonFinite
            ? []
            : layoutState!.placement.nonFiniteFrames(offered: offered, order: layoutState!.tree.identifiers)
        let root = Rect(origin: .zero, size: size)
        if BadValues.isNonFinite(root, offered: offered) { nonFinite.append((name: "the root", frame: root)) }
        if !nonFinite.isEmpty { notes.append(BadValues.nonFiniteFrames(nonFinite)) }
        let result = ConstraintLayoutResult(
            size: size, statistics: statistics, diagnostics: compileDiagnostics + notes + diagnostics,
            placement: layoutState!.placement)
        // A feedback loop leaves whichever length its last round reached: the next layout
        // starts from a new state, so that it does not depend on how many rounds this one had.
        if layoutState!.endedUnsettled { startsAfresh = true }
        return result
    }

    /// Replaces the string of the one text inside the view with `identifier`; the next layout
    /// measures it again and updates the relations it takes part in, in place.
    ///
    /// - Throws: ``ConstraintLayoutError/unknownIdentifier(_:)``,
    ///   ``ConstraintLayoutError/notOneText(identifier:count:)``; the engine is unchanged then.
    /// - Complexity: O(views under the identified one).
    public func setText(_ string: String, of identifier: String) throws(ConstraintLayoutError) {
        try prepare(stackLevels: Self.stackLevels())
        // Through a mutating call: the layout state is changed in place, never copied.
        try layoutState!.replaceText(of: identifier, with: string)
        textsSet.removeAll { $0.identifier == identifier }
        textsSet.append((identifier, string))
    }

    /// The levels the calling thread's stack has room for.
    static func stackLevels() -> Int {
        StackBudget.levels(bytesPerLevel: stackBytesPerLevel)
    }

    /// The most stack one level of the engine's walks takes (compiling, sizing and placing),
    /// measured with the heaviest kinds of level in the tests (`StackUseTests`), with a
    /// margin; a debug build's frames are several times an optimised build's.
    #if DEBUG
    static var stackBytesPerLevel: Int { 12_288 }
    #else
    static var stackBytesPerLevel: Int { 3_072 }
    #endif

    /// Compiles the root if it changed, keeping the system when the shape is the same.
    private func prepare(stackLevels: Int) throws(ConstraintLayoutError) {
        guard needsCompile || layoutState == nil || startsAfresh else { return }
        let tree = try TreeCompiler.compile(
            root, maximumDepth: max(1, options.maximumDepth), stackLevels: stackLevels,
            textCache: textCache)
        compilations += 1
        compileDiagnostics = tree.diagnostics
        if !startsAfresh, layoutState?.adopt(tree) == true {
            needsCompile = false
            return
        }
        var state = try TreeLayout(tree: tree, textCache: textCache)
        for text in textsSet { try state.replaceText(of: text.identifier, with: text.string) }
        if let old = layoutState { state.statistics = old.statistics }
        layoutState = state
        needsCompile = false
        startsAfresh = false
    }
}
