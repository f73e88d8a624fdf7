import LayoutModel

// `Grid` and `GridRow`: docs/ARCHITECTURE.md, "Layout rules", rule 23. Every cell is measured at
// its ideal size; a column is as wide as its widest cell, a row as tall as its tallest; each
// cell is then offered its column's width and its row's height and aligned in it. Columns and
// rows are relation groups (`Relations/`): a cell is a member of its column's and its row's,
// whose natural length is its content's ideal length. A row outside a grid is an `HStack`.
extension TreeLayout {
    /// A grid: its columns' widths and its rows' heights, as solved, plus the spacing.
    func gridSize(_ spec: GridSpec) -> Size {
        var width = 0.0
        var height = 0.0
        for column in spec.columns { width += groupLength(column) }
        for row in spec.rows { height += groupLength(row) }
        width += spec.horizontalSpacing * Double(max(0, spec.columns.count - 1))
        height += spec.verticalSpacing * Double(max(0, spec.rows.count - 1))
        return Size(width: width, height: height)
    }

    /// A cell: its column's width and its row's height.
    func cellSize(column: Int, row: Int) -> Size {
        Size(width: groupLength(column), height: groupLength(row))
    }

    /// A grid sizes and places its rows itself; a row outside a grid is a horizontal stack.
    mutating func gridRowSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        stackSize(node, proposal, axis: .horizontal, gaps: Self.gridRowGaps)
    }

    mutating func placeGridRow(_ node: Int, _ nodeSize: Size, _ proposal: ProposedSize) {
        if tree.nodes[node].parent >= 0, case .grid = tree.nodes[Int(tree.nodes[node].parent)].kind { return }
        placeStack(
            node, nodeSize, proposal, axis: .horizontal, crossAlignment: 0.5, gaps: Self.gridRowGaps,
            reproposeCross: false)
    }

    /// The gaps of a row outside a grid.
    private static let gridRowGaps = StackGaps(axis: .horizontal, spacing: 8, beside: false)

    /// A grid's rows one below the other, each as wide as the grid; every cell is offered its
    /// column's width and its row's height and aligned in that cell.
    mutating func placeGrid(_ node: Int, _ spec: GridSpec, _ nodeSize: Size) {
        var y = 0.0
        for (r, row) in tree.children(of: node).enumerated() {
            let rowHeight = groupLength(spec.rows[r])
            setOrigin(row, 0, y)
            dirty[row] = false
            setSize(row, Size(width: nodeSize.width, height: rowHeight))
            var alignment = spec.alignment
            if case .gridRow(let vertical?) = tree.nodes[row].kind { alignment.vertical = vertical }
            var x = 0.0
            for (c, cell) in tree.children(of: row).enumerated() {
                let cellSize = Size(width: groupLength(spec.columns[c]), height: rowHeight)
                setOrigin(cell, x, 0)
                dirty[cell] = false
                setSize(cell, cellSize)
                placeAligned(
                    tree.child(of: cell), proposal: ProposedSize(cellSize), in: cellSize, alignment, guided: false)
                x += cellSize.width + spec.horizontalSpacing
            }
            y += rowHeight + spec.verticalSpacing
        }
    }

    /// Group `group`'s solved length, 0 before it is solved.
    func groupLength(_ group: Int) -> Double {
        let length = groupLengths[group]
        return length.isNaN ? 0 : length
    }
}

/// A grid's spacing, alignment, and the groups of its columns and rows.
struct GridSpec {
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
    var columns: [Int] = []
    var rows: [Int] = []
}
