import Foundation
import LayoutModel

/// Where a custom layout's `placeSubviews` put each subview. Placing is deferred until the
/// call returns, so the last `place` of a subview counts (as in SwiftUI) and each is placed
/// once; a subview not placed is centred in the container's bounds.
final class LayoutPlacement {
    let container: Node
    private var placed: [(origin: Point, size: Size, proposal: ProposedSize)?]
    /// Subviews a built-in layout placed itself.
    private var placedDirectly: [Bool]

    init(container: Node) {
        self.container = container
        placed = Array(repeating: nil, count: container.children.count)
        placedDirectly = Array(repeating: false, count: container.children.count)
    }

    /// Notes where the child at `position` goes.
    func record(_ position: Int, origin: Point, size: Size, proposal: ProposedSize) {
        placed[position] = (origin, size, proposal)
        placedDirectly[position] = false
    }

    /// Notes that a built-in layout placed the children at `positions` itself.
    func notePlacedDirectly(_ positions: [Int]) {
        for i in positions {
            placedDirectly[i] = true
            placed[i] = nil
        }
    }

    /// Places every child as recorded, the others centred in `bounds` at their size for the
    /// container's `proposal`.
    func apply(in bounds: Rect, proposal: ProposedSize, _ core: EngineCore) {
        for (i, child) in container.children.enumerated() where !placedDirectly[i] && child.placementMatters {
            if let (origin, size, p) = placed[i] {
                child.place(at: origin, size: size, proposal: p, core)
            } else {
                let size = child.size(proposal, core)
                child.place(
                    at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), size: size,
                    proposal: proposal, core)
            }
        }
    }
}
