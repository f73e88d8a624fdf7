#if !canImport(SwiftUI)
import Foundation
@testable import PreferenceLayout
@testable import SwiftUIConstraints

/// The diagnostics a layout reported.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [RelationDiagnostic] = []

    var all: [RelationDiagnostic] { lock.withLock { collected } }
    var messages: [String] { all.map(\.message) }

    func add(_ diagnostic: RelationDiagnostic) { lock.withLock { collected.append(diagnostic) } }
}

/// Lays `view` out at `width` × `height` in the preference engine.
func layout<V: View>(_ view: V, width: Double?, height: Double?) throws -> PreferenceLayoutResult {
    try PreferenceLayoutEngine(root: view).layout(proposal: ProposedSize(width: width, height: height))
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// The relation system in `engine`'s first relation layout (its root's).
func system<V: View>(of engine: PreferenceLayoutEngine<V>) -> RelationSystem? {
    var pending = engine.core.lastRoot.map { [$0] } ?? []
    while let node = pending.popLast() {
        if case .custom(let box) = node.kind, let relation = box as? LayoutBox<RelationLayout> {
            return relation.cache?.system
        }
        pending += node.children
        if let child = node.child { pending.append(child) }
    }
    return nil
}

let container = RelationItem.container
#endif
