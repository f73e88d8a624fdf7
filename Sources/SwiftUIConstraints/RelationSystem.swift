import Cassowary
import Foundation

#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

/// The frame variables of one subview (or the container), and the relations that hold its
/// natural size.
final class ItemVariables {
    let name: String
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The first baseline's distance from the top.
    let baseline: Variable
    /// Content hugging and compression resistance per axis, and the baseline's offset:
    /// their constants follow the subview's measurements.
    var hugWidth: Constraint?, resistWidth: Constraint?, hugHeight: Constraint?, resistHeight: Constraint?
    var baselineOffset: Constraint?
    /// The natural (ideal) size.
    var natural = CGSize.zero
    /// The width the height and baseline constants were measured at.
    var measuredWidth = 0.0

    init(name: String) {
        self.name = name
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        baseline = Variable("\(name).baselineOffset")
    }
}

/// A relation layout's solver and everything in it: built once per set of relations and
/// subview names, then asked to solve for each proposal (see ``RelationLayout``).
final class RelationSystem {
    let solver = Solver()
    /// The relations and subview names it was built for.
    let relations: [ViewRelation]
    let names: [String?]
    /// One per subview, in order.
    var items: [ItemVariables] = []
    /// The named subviews' indices.
    var index: [String: Int] = [:]
    let container = ItemVariables(name: "container")
    var barriers: [RelationBarrier: Variable] = [:]
    /// Each constraint's meaning in the user's terms, to name conflicts.
    var meaning: [ObjectIdentifier: String] = [:]
    /// The container's size wishes, while a proposal gives one.
    var widthEdit = false, heightEdit = false
    /// Whether the user's relations are in the solver (see `installRelations`).
    var relationsInstalled = false
    /// The subviews already reported as ambiguous.
    var reportedAmbiguous: Set<String> = []
    /// The container's size after the last solve.
    var containerSize = CGSize.zero

    /// The strength of the container's offered size: above every priority below 1000.
    static let containerStrength = Strength(pow(10, 8.5))

    /// The solver strength of a priority (1...1000): `10^(8p/1000)`, required at 1000.
    static func strength(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : Strength(pow(10, 8 * priority / 1000))
    }

    init(_ relations: [ViewRelation], subviews: LayoutSubviews, report: (RelationDiagnostic) -> Void) {
        self.relations = relations
        names = subviews.map { $0[RelationName.self] }
        var problems: [RelationDiagnostic] = []
        // The container: at the bounds' origin, its size offered or as small as the relations allow.
        add(container.x == 0, meaning: "container.leading == 0")
        add(container.y == 0, meaning: "container.top == 0")
        addSizeBounds(of: container)
        add((container.width <= 0).strength(RelationSystem.strength(50)), meaning: "container fits its content")
        add((container.height <= 0).strength(RelationSystem.strength(50)), meaning: "container fits its content")
        for (i, subview) in subviews.enumerated() {
            var name = names[i] ?? "subview \(i)"
            if let given = names[i] {
                if index[given] != nil || given == "container" {
                    problems.append(
                        RelationDiagnostic(
                            kind: .duplicateName,
                            message:
                                "two subviews are named '\(given)' (or it is the container's name); subview \(i) is not addressable"
                        ))
                    name = "subview \(i)"
                } else {
                    index[given] = i
                }
            }
            let item = ItemVariables(name: name)
            items.append(item)
            addSizeBounds(of: item)
            installIntrinsic(item, subview)
        }
        for problem in problems { report(problem) }
    }

    /// Installs the user's relations, once, when the first solve has given the container its
    /// size: added to a system already at that size, each settles with a few pivots, where a
    /// first suggestion to a system built at size 0 would move every row at once.
    func installRelations(report: (RelationDiagnostic) -> Void) {
        guard !relationsInstalled else { return }
        relationsInstalled = true
        var problems: [RelationDiagnostic] = []
        for relation in relations { problems += install(relation) }
        for problem in problems { report(problem) }
    }

    /// Whether this system was built for `relations` over subviews of these names.
    func isBuilt(for relations: [ViewRelation], subviews: LayoutSubviews) -> Bool {
        relations == self.relations && subviews.count == names.count
            && zip(subviews, names).allSatisfy { $0[RelationName.self] == $1 }
    }

    /// Adds a constraint that cannot fail (fresh variables, finite numbers).
    func add(_ constraint: Constraint, meaning: String) {
        do {
            try solver.addConstraint(constraint)
            self.meaning[ObjectIdentifier(constraint)] = meaning
        } catch {
            preconditionFailure("an internal relation cannot fail: \(error)")
        }
    }

    private func addSizeBounds(of item: ItemVariables) {
        add(item.width >= 0, meaning: "\(item.name).width >= 0 (a length is not negative)")
        add(item.height >= 0, meaning: "\(item.name).height >= 0 (a length is not negative)")
    }
}
