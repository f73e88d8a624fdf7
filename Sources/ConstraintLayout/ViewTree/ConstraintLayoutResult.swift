import LayoutModel

/// The frames of one layout, by identifier, in root coordinates.
///
/// Frames are computed when read, from the placement the layout left (a layout that changed
/// one text changes a few origins, and reading every frame again is the caller's choice).
public struct ConstraintLayoutResult {
    /// The root's size.
    public let size: Size
    /// What the engine counted so far.
    public let statistics: ConstraintLayoutStatistics
    /// Values the tree gives that are no layout (a NaN length, an aspect ratio offering an
    /// infinite length) and cases that did not settle (a member whose natural length kept
    /// changing, starting "natural lengths still changing").
    public let diagnostics: [String]
    let placement: Placement

    /// How a diagnostic of natural lengths that did not settle starts.
    package static let unsettledPrefix = "natural lengths still changing"

    /// The frame of the view with `identifier`, nil when no view has it.
    ///
    /// - Complexity: O(depth of the view × log of its stacks' lengths).
    public func frame(of identifier: String) -> Rect? {
        placement.identifierNodes[identifier].map(placement.frame(of:))
    }

    /// Every identified view's frame.
    ///
    /// - Complexity: O(views).
    public var frames: [String: Rect] {
        let (x, y) = placement.rootOrigins()
        return placement.identifierNodes.mapValues { placement.frame(of: $0, x: x, y: y) }
    }
}

/// What a layout left: origins relative to parents and sizes (arrays shared with the engine
/// until it lays out again), and the compiled nodes for their parents and positions (shared
/// too: a layout does not change them). The children of a wide stack that placed them through
/// its offsets have no stored origin: theirs is computed here (see `WideStack`).
struct Placement {
    let nodes: [LayoutNode]
    let originX: [Double]
    let originY: [Double]
    let width: [Double]
    let height: [Double]
    let identifierNodes: [String: Int]
    let wideStacks: [WideStack]
    let wideParent: [Int32]
    /// Each node's filling row and what of its frame follows the row's width (see `FillingRows`;
    /// both empty when the tree has no filling rows).
    let fillingRow: [Int32]
    let follows: [UInt8]

    /// The identified views whose frames are non-finite where the proposal was not
    /// (`BadValues.isNonFinite(_:offered:)`), named `the view 'a'`, in `order` (identifiers and
    /// their nodes; a node with two identifiers is named by each, as the frames name it).
    ///
    /// - Complexity: O(views).
    func nonFiniteFrames(offered proposal: ProposedSize, order: [(String, Int)]) -> [(name: String, frame: Rect)] {
        let (x, y) = rootOrigins()
        var bad: [(name: String, frame: Rect)] = []
        for (name, node) in order {
            let frame = frame(of: node, x: x, y: y)
            if BadValues.isNonFinite(frame, offered: proposal) {
                bad.append((name: "the view '\(name)'", frame: frame))
            }
        }
        return bad
    }

    /// Every view's origin in root coordinates: its parent's plus its own, from the root down,
    /// the one sum ``frame(of:)`` makes too (so the frames read one at a time and all at once
    /// are the same doubles, even where a sum overflows).
    ///
    /// - Complexity: O(views): a parent's index is above its children's (the compiler adds a
    ///   node after its children), so one walk down the indices meets every parent first.
    func rootOrigins() -> (x: [Double], y: [Double]) {
        var x = [Double](repeating: 0, count: nodes.count)
        var y = x
        for node in stride(from: nodes.count - 1, through: 0, by: -1) {
            let up = Int(nodes[node].parent)
            if up > node {
                let own = ownOrigin(of: node)
                x[node] = x[up] + own.x
                y[node] = y[up] + own.y
            } else {
                let frame = frame(of: node)
                (x[node], y[node]) = (frame.minX, frame.minY)
            }
        }
        return (x, y)
    }

    func frame(of node: Int, x: [Double], y: [Double]) -> Rect {
        Rect(x: x[node], y: y[node], width: ownWidth(of: node), height: height[node])
    }

    /// One view's frame: its ancestors' origins summed from the root down, as ``rootOrigins()``.
    ///
    /// - Complexity: O(depth of the view).
    func frame(of node: Int) -> Rect {
        var chain: [Int] = []
        var ancestor = node
        while ancestor >= 0 {
            chain.append(ancestor)
            ancestor = Int(nodes[ancestor].parent)
        }
        var x = 0.0
        var y = 0.0
        for step in chain.reversed() {
            let own = ownOrigin(of: step)
            x += own.x
            y += own.y
        }
        return Rect(x: x, y: y, width: ownWidth(of: node), height: height[node])
    }

    /// A view's origin in its parent: stored, or computed from its wide stack's offsets.
    ///
    /// - Complexity: O(log of the wide stack's length), O(1) for a stored origin.
    private func ownOrigin(of node: Int) -> Point {
        let wide = Int(wideParent[node])
        guard wide >= 0, wideStacks[wide].placesLazily else {
            let moved = FillingRows.rule(of: node, in: follows) & FillingRows.originFollows != 0 ? shift(of: node) : 0
            return Point(x: originX[node] + moved, y: originY[node])
        }
        let stack = wideStacks[wide].node
        return wideStacks[wide].origin(
            ofChild: Int(nodes[node].position), size: Size(width: ownWidth(of: node), height: height[node]),
            in: Size(width: ownWidth(of: stack), height: height[stack]))
    }

    /// A view's width: as placed, plus what its filling row's width moved since, when it
    /// follows it (see `FillingRows`).
    private func ownWidth(of node: Int) -> Double {
        FillingRows.rule(of: node, in: follows) & FillingRows.widthFollows != 0
            ? width[node] + shift(of: node) : width[node]
    }

    /// What the width offered to the filling row `node` is in moved since that row was placed
    /// (0 outside filling rows).
    private func shift(of node: Int) -> Double {
        let row = Int(fillingRow[node])
        guard row >= 0, wideParent[row] >= 0 else { return 0 }
        return wideStacks[Int(wideParent[row])].widthShift(ofRow: Int(nodes[row].position))
    }
}
