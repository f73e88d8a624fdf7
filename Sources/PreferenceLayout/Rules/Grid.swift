import LayoutModel

// `Grid` and `GridRow`: docs/ARCHITECTURE.md, "Layout rules", rule 23. Every cell is measured at
// its ideal size; a column is as wide as its widest cell, a row as tall as its tallest; each
// cell is then offered its column's width and its row's height and aligned in it. A child that
// is not a `GridRow` is a row of one cell; a row outside a grid is an `HStack`.

/// A `Grid`'s spacing and cell alignment.
struct GridSpec: Equatable {
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
}

/// Column widths and row heights of a grid.
struct GridMetrics {
    var columns: [Double]
    var rows: [Double]
    var columnSpacing: Double
    var rowSpacings: [Double]

    var size: Size {
        let w = columns.reduce(0, +) + columnSpacing * Double(max(0, columns.count - 1))
        let h = rows.reduce(0, +) + rowSpacings.prefix(max(0, rows.count - 1)).reduce(0, +)
        return Size(width: w, height: h)
    }
}

extension Node {
    /// A row outside a grid behaves like a centred HStack (its children's alignment guides
    /// lined up as a stack's, `Stack.swift`).
    func gridRowSize(_ proposal: ProposedSize, _ core: EngineCore) -> Size {
        let entries = stackChildSizes(proposal, axis: .horizontal, spacing: defaultSpacing, core).entries
        var width = defaultSpacing * Double(max(0, entries.count - 1))
        var height = 0.0
        for entry in entries {
            width += entry.size.width
            height = max(height, entry.size.height)
        }
        if core.hasAlignmentGuides { height = guidedCross(entries, proposal, axis: .horizontal, core).length }
        return Size(width: width, height: height)
    }

    func placeGridRow(in frame: Rect, _ proposal: ProposedSize, _ core: EngineCore) {
        let entries = stackChildSizes(proposal, axis: .horizontal, spacing: defaultSpacing, core).entries
        let guided = core.hasAlignmentGuides ? guidedCross(entries, proposal, axis: .horizontal, core) : nil
        var x = frame.origin.x
        for (i, child) in children.enumerated() {
            let s = entries[i].size
            let y = guided.map { $0.offsets[i] } ?? (frame.size.height - s.height) / 2
            child.place(
                at: Point(x: x, y: frame.origin.y + y), size: s,
                proposal: Node.stackProposal(entries[i], proposal, axis: .horizontal), core)
            x += s.width + defaultSpacing
        }
    }

    /// `Grid`: every cell is measured at its ideal size; a column is as wide as its widest
    /// cell, a row as tall as its tallest. Cells are then offered their cell's size.
    ///
    /// - Complexity: O(cells).
    func gridLayout(_ proposal: ProposedSize, _ spec: GridSpec, _ core: EngineCore) -> GridMetrics {
        var columns: [Double] = []
        var rows: [Double] = []
        for wrapped in children {
            let row = wrapped.gridRow
            var height = 0.0
            for (c, cell) in row.children.enumerated() {
                let s = cell.size(.unspecified, core)
                if c >= columns.count { columns.append(0) }
                columns[c] = max(columns[c], s.width)
                height = max(height, s.height)
            }
            rows.append(height)
        }
        return GridMetrics(
            columns: columns, rows: rows, columnSpacing: spec.horizontalSpacing,
            rowSpacings: Array(repeating: spec.verticalSpacing, count: rows.count))
    }

    func placeGrid(at origin: Point, _ proposal: ProposedSize, _ spec: GridSpec, _ core: EngineCore) {
        let m = gridLayout(proposal, spec, core)
        var y = origin.y
        for (r, wrapped) in children.enumerated() {
            var x = origin.x
            let row = wrapped.gridRow
            var alignment = spec.alignment
            if case .gridRow(let v?) = row.kind { alignment.vertical = v }
            // The row and the modifiers around it keep their identifiers and extras; its cells
            // sit in the grid's columns.
            let rowFrame = Rect(x: x, y: y, width: m.size.width, height: m.rows[r])
            var chain: [(node: Node, start: Int)] = []
            var node = wrapped
            while true {
                if let identifier = node.identifier { core.placedIdentifiers.append((identifier, rowFrame)) }
                chain.append((node, node.enterExtra(at: rowFrame.origin, core)))
                guard node !== row, let inner = node.child else { break }
                node = inner
            }
            for (c, cell) in row.children.enumerated() {
                let cellRect = Rect(x: x, y: y, width: m.columns[c], height: m.rows[r])
                let cp = ProposedSize(cellRect.size)
                let s = cell.size(cp, core)
                cell.place(at: Node.aligned(s, in: cellRect, alignment), size: s, proposal: cp, core)
                x += m.columns[c] + spec.horizontalSpacing
            }
            // Leave the extras from the row outwards.
            for (node, start) in chain.reversed() { node.leaveExtra(rowFrame, from: start, core) }
            y += m.rows[r] + spec.verticalSpacing
        }
    }

    /// The grid row under the passthrough nodes that modifiers with extras put around it
    /// (itself for a row without them).
    var gridRow: Node {
        var node = self
        while case .passthrough = node.kind, let inner = node.child { node = inner }
        return node
    }

    /// Whether this is a grid row, possibly under modifiers' passthrough nodes.
    var isGridRow: Bool {
        if case .gridRow = gridRow.kind { return true }
        return false
    }
}
