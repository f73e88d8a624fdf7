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
    /// - Complexity: O(identifiers × depth).
    public var frames: [String: Rect] {
        placement.identifierNodes.mapValues(placement.frame(of:))
    }
}

/// What a layout left: origins relative to parents and sizes (arrays shared with the engine
/// until it lays out again). The children of a wide stack that placed them through its offsets
/// have no stored origin: theirs is computed here (see `WideStack`).
struct Placement {
    let parent: [Int32]
    let originX: [Double]
    let originY: [Double]
    let width: [Double]
    let height: [Double]
    let identifierNodes: [String: Int]
    let wideStacks: [WideStack]
    let wideParent: [Int32]
    let siblingPosition: [Int32]

    /// The identified views whose frames are non-finite where the proposal was not
    /// (`BadValues.isNonFinite(_:offered:)`), named `the view 'a'`, in `order` (identifiers and
    /// their nodes; a node with two identifiers is named by each, as the frames name it).
    ///
    /// - Complexity: O(nodes): one walk from the root down, a parent's index being above its
    ///   children's (the compiler adds a node after its children).
    func nonFiniteFrames(offered proposal: ProposedSize, order: [(String, Int)]) -> [(name: String, frame: Rect)] {
        var x = [Double](repeating: 0, count: parent.count), y = x
        for node in stride(from: parent.count - 1, through: 0, by: -1) {
            let up = Int(parent[node])
            if up > node {
                x[node] = x[up] + originX[node]
                y[node] = y[up] + originY[node]
            } else {
                let frame = frame(of: node)
                (x[node], y[node]) = (frame.minX, frame.minY)
            }
        }
        var bad: [(name: String, frame: Rect)] = []
        for (name, node) in order {
            let frame = Rect(x: x[node], y: y[node], width: width[node], height: height[node])
            if BadValues.isNonFinite(frame, offered: proposal) { bad.append((name: "the view '\(name)'", frame: frame)) }
        }
        return bad
    }

    func frame(of node: Int) -> Rect {
        var x = 0.0, y = 0.0
        var ancestor = node
        while ancestor >= 0 {
            let wide = Int(wideParent[ancestor])
            if wide >= 0, wideStacks[wide].placesLazily {
                let stack = wideStacks[wide].node
                let origin = wideStacks[wide].origin(
                    ofChild: Int(siblingPosition[ancestor]), size: Size(width: width[ancestor], height: height[ancestor]),
                    in: Size(width: width[stack], height: height[stack]))
                x += origin.x
                y += origin.y
            } else {
                x += originX[ancestor]
                y += originY[ancestor]
            }
            ancestor = Int(parent[ancestor])
        }
        return Rect(x: x, y: y, width: width[node], height: height[node])
    }
}
