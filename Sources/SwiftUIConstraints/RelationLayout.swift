import Foundation

#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

/// A container whose subviews are placed by relations between their anchors and the
/// container's, solved by Cassowary, as Android's ConstraintLayout places its children.
///
/// ```swift
/// let label = RelationItem("label"), field = RelationItem("field")
/// RelationLayout([
///     label.leading == RelationItem.container.leading + 16,
///     field.leading == label.trailing + 8,
///     field.trailing == RelationItem.container.trailing - 16,
///     field.firstBaseline == label.firstBaseline,
/// ]) {
///     Text("Name:").relationName("label")
///     TextField("Name", text: $name).relationName("field")
/// }
/// ```
///
/// - **Sizes.** Each subview's natural size is its ideal size (`sizeThatFits(.unspecified)`),
///   held per axis by content hugging (priority 250: do not grow) and compression resistance
///   (750: do not shrink). A subview whose solved width differs from its natural one is asked
///   for its height at that width (a text wraps), and the relations solved again, until the
///   heights hold (at most four rounds).
/// - **The container's** offered size is a wish stronger than any priority below 1000: only
///   required relations make it larger or smaller. An unspecified or infinite proposal lets
///   the relations decide that length, as small as they allow.
/// - **The solver lives in the cache.** A new proposal is a suggestion to the solver's edit
///   variables, not a rebuild; `updateCache` rebuilds only when the relations or the
///   subviews' names change, and otherwise measures the subviews again.
/// - **Nothing throws.** A required relation that cannot hold with the others is left out,
///   reported once with the relations it conflicts with (``RelationDiagnostic``); so is a
///   relation with a bad number or an unknown subview.
public struct RelationLayout: Layout {
    /// The relations, in the order they are added (a conflicting one is left out, the earlier
    /// ones stay).
    public var relations: [ViewRelation]
    /// Whether each solve looks for subviews the relations leave free, reported as
    /// ``RelationDiagnostic/Kind/ambiguous`` (for tests: it costs a solver query).
    public var checksAmbiguity = false
    /// Where diagnostics go: by default one line each on standard error.
    public var report: @Sendable (RelationDiagnostic) -> Void = RelationLayout.printToStandardError

    /// A layout of `relations`; give it its subviews as to any layout: `RelationLayout(r) { … }`.
    public init(_ relations: [ViewRelation]) {
        self.relations = relations
    }

    /// This layout, its diagnostics sent to `report`.
    public func reporting(to report: @escaping @Sendable (RelationDiagnostic) -> Void) -> RelationLayout {
        var copy = self
        copy.report = report
        return copy
    }

    /// This layout, looking for ambiguity after each solve (see ``checksAmbiguity``).
    public func checkingAmbiguity(_ checks: Bool = true) -> RelationLayout {
        var copy = self
        copy.checksAmbiguity = checks
        return copy
    }

    /// Writes `diagnostic` to standard error, as Auto Layout logs a broken constraint.
    @Sendable
    public static func printToStandardError(_ diagnostic: RelationDiagnostic) {
        FileHandle.standardError.write(Data(("RelationLayout: " + diagnostic.message + "\n").utf8))
    }

    /// The solver with every relation, kept between calls.
    public struct Cache {
        var system: RelationSystem
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(system: RelationSystem(relations, subviews: subviews, report: report))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.system.isBuilt(for: relations, subviews: subviews) {
            cache.system.measureAgain(subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.system.solve(
            width: proposal.width, height: proposal.height, subviews: subviews,
            checksAmbiguity: checksAmbiguity, report: report)
        return cache.system.containerSize
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.system.solve(
            width: bounds.width, height: bounds.height, subviews: subviews,
            checksAmbiguity: checksAmbiguity, report: report)
        for (index, subview) in subviews.enumerated() {
            let frame = cache.system.frame(of: index)
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size))
        }
    }
}
