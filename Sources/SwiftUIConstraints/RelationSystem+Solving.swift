import Cassowary

#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

// Solving for a proposal: the offered lengths are suggestions to the container's edit
// variables (STEP 1), the subviews' heights settle at their solved widths (STEP 2), and the
// container's size and every frame are read off the solver.

extension RelationSystem {
    /// Solves for the container offered `width` × `height` (nil or infinite: as small as the
    /// relations allow).
    func solve(
        width: CGFloat?, height: CGFloat?, subviews: LayoutSubviews, checksAmbiguity: Bool,
        report: (RelationDiagnostic) -> Void
    ) {
        // STEP 1
        widthEdit = offer(width.map { Double($0) }, to: container.width, active: widthEdit)
        heightEdit = offer(height.map { Double($0) }, to: container.height, active: heightEdit)
        installRelations(report: report)
        // STEP 2
        settleHeights(subviews)
        containerSize = CGSize(width: solver.value(of: container.width), height: solver.value(of: container.height))
        if checksAmbiguity { reportAmbiguity(report) }
    }

    /// Suggests `length` for `variable` through an edit variable, made while a finite length
    /// is offered and removed otherwise.
    ///
    /// - Returns: whether the edit variable is in the solver now.
    private func offer(_ length: Double?, to variable: Variable, active: Bool) -> Bool {
        guard let length, length.isFinite else {
            if active { try? solver.removeEditVariable(variable) }
            return false
        }
        do throws(SolverError) {
            if !active { try solver.addEditVariable(variable, strength: Self.containerStrength) }
            try solver.suggestValue(max(0, length), for: variable)
            return true
        } catch {
            return active
        }
    }

    /// The frame of subview `index` after the last solve, relative to the container.
    func frame(of index: Int) -> CGRect {
        let item = items[index]
        return CGRect(
            x: solver.value(of: item.x), y: solver.value(of: item.y),
            width: max(0, solver.value(of: item.width)), height: max(0, solver.value(of: item.height)))
    }

    /// Reports, once each, the subviews whose frame more than one optimal solution allows.
    private func reportAmbiguity(_ report: (RelationDiagnostic) -> Void) {
        let candidates = items.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        let free = Set(solver.ambiguousVariables(among: candidates).map { ObjectIdentifier($0) })
        for item in items
        where [item.x, item.y, item.width, item.height].contains(where: { free.contains(ObjectIdentifier($0)) }) {
            guard reportedAmbiguous.insert(item.name).inserted else { continue }
            let which = [("leading", item.x), ("top", item.y), ("width", item.width), ("height", item.height)]
                .filter { free.contains(ObjectIdentifier($0.1)) }.map(\.0)
            report(
                RelationDiagnostic(
                    kind: .ambiguous,
                    message:
                        "\(item.name) is ambiguous: the relations leave its \(which.joined(separator: ", ")) free"))
        }
    }
}
