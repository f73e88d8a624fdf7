import Foundation
import LayoutModel

/// One subview of a custom ``Layout``, as SwiftUI's `LayoutSubview`: ask it for its size,
/// its dimensions, its spacing and its layout values, and place it.
public struct LayoutSubview: Equatable {
    let node: Node
    /// The subview's index among the container's children.
    let position: Int
    /// Not retained, as in ``LayoutSubviews``.
    unowned let container: Node
    unowned let core: EngineCore

    /// The value of `key` the subview carries (set with `layoutValue(key:value:)` on it or on
    /// a view it wraps), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(K.self) ?? K.defaultValue
    }

    /// The subview's `layoutPriority` (a `Spacer`'s is −infinity, as in SwiftUI).
    public var priority: Double { node.priority }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = node.size(checked(proposal, in: "sizeThatFits"), core)
        return CGSize(width: s.width, height: s.height)
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = checked(proposal, in: "dimensions")
        let s = node.size(p, core)
        guard core.hasAlignmentGuides else { return ViewDimensions(width: s.width, height: s.height) }
        return ViewDimensions(width: s.width, height: s.height) { guide in
            node.explicitAlignment(guide.axis, guide.fraction, size: s, proposal: p, core)
        }
    }

    /// What the subview asks of its neighbours.
    public var spacing: ViewSpacing { ViewSpacing(node.edgeSpacing) }

    /// Places the subview so that its point `anchor` lies at `position` (root coordinates),
    /// sized for `proposal`. Call it from ``Layout/placeSubviews(in:proposal:subviews:cache:)``
    /// only; the last call for a subview counts.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let p = checked(proposal, in: "place")
        guard let placement = core.layoutPlacement, placement.container === container else {
            core.noteLayoutIssue(
                BadValue(
                    kind: .invalidValue, call: "place(at: \(position), anchor: …)",
                    problem: "called outside the container's placeSubviews; ignored"),
                at: node)
            return
        }
        let s = node.size(p, core)
        let origin = Point(
            x: Double(position.x) - Double(anchor.x) * s.width,
            y: Double(position.y) - Double(anchor.y) * s.height)
        guard origin.x.isFinite, origin.y.isFinite else {
            core.noteLayoutIssue(
                BadValue(
                    kind: .invalidValue,
                    call: "place(at: (\(position.x), \(position.y)), anchor: (\(anchor.x), \(anchor.y)))",
                    problem: "gives no finite origin for a view of \(s); the view is centred instead"),
                at: node)
            return
        }
        placement.record(self.position, origin: origin, size: s, proposal: p)
    }

    /// `proposal` in the engine's terms, NaN and negative lengths 0 (reported).
    private func checked(_ proposal: ProposedViewSize, in call: String) -> ProposedSize {
        let p = proposal.engineProposal
        let clean = p.sanitized
        if clean != p {
            core.noteLayoutIssue(
                BadValue(
                    kind: .invalidValue, call: "\(call)(\(p))",
                    problem: "a proposal has NaN or negative lengths; 0 is used there"),
                at: node)
        }
        return clean
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.position == rhs.position && lhs.container === rhs.container
    }
}
