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
    /// Each node's filling row and what of its frame follows the row's width (see `FillingRows`).
    let fillingRow: [Int32]
    let follows: [UInt8]

    func frame(of node: Int) -> Rect {
        // A view in a filling row resized without being placed: what moved since it was placed.
        var shift = 0.0
        let row = Int(fillingRow[node])
        if row >= 0, wideParent[row] >= 0 {
            shift = wideStacks[Int(wideParent[row])].widthShift(ofRow: Int(siblingPosition[row]))
        }
        func followed(_ node: Int, _ bit: UInt8) -> Double { follows[node] & bit != 0 ? shift : 0 }
        var x = 0.0, y = 0.0
        var ancestor = node
        while ancestor >= 0 {
            let wide = Int(wideParent[ancestor])
            if wide >= 0, wideStacks[wide].placesLazily {
                let stack = wideStacks[wide].node
                let size = Size(width: width[ancestor] + followed(ancestor, FillingRows.widthFollows), height: height[ancestor])
                let origin = wideStacks[wide].origin(ofChild: Int(siblingPosition[ancestor]), size: size,
                                                     in: Size(width: width[stack], height: height[stack]))
                x += origin.x
                y += origin.y
            } else {
                x += originX[ancestor] + followed(ancestor, FillingRows.originFollows)
                y += originY[ancestor]
            }
            ancestor = Int(parent[ancestor])
        }
        return Rect(x: x, y: y, width: width[node] + followed(node, FillingRows.widthFollows), height: height[node])
    }
}
