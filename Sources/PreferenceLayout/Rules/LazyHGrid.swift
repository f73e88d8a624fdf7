import LayoutModel

// `LazyHGrid` (preference engine only): docs/ARCHITECTURE.md, "Layout modifiers and views".
// Fixed rows take their height, flexible rows share what the proposal leaves, clamped to their
// range; the items fill the rows column by column, each column as wide as its widest item.

/// A `LazyHGrid`'s rows and spacing.
struct LazyHGridSpec: Equatable {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: Double
}

extension Node {
    /// Row heights of a `LazyHGrid`: fixed rows take their height; flexible rows share what the
    /// proposal leaves (their minimum under a nil proposal), clamped to their range.
    private func lazyRowHeights(_ proposal: ProposedSize, _ spec: LazyHGridSpec) -> [Double] {
        let spacings = spec.rows.dropLast().reduce(0) { $0 + Node.gridItemSpacing($1.spacing) }
        var fixed = 0.0
        var flexible = 0
        for item in spec.rows {
            switch item.size {
            case .fixed(let h): fixed += Builder.gridItemLength(h) ?? 0
            case .flexible: flexible += 1
            }
        }
        let share: Double? = proposal.height.map { max(0, $0 - fixed - spacings) / Double(max(1, flexible)) }
        return spec.rows.map { item in
            switch item.size {
            case .fixed(let h): return Builder.gridItemLength(h) ?? 0
            case .flexible(let lo, let hi):
                let low = Builder.gridItemLength(lo) ?? 0
                guard let share, share.isFinite else { return low }
                return min(max(share, low), max(low, hi.isNaN ? .infinity : hi))
            }
        }
    }

    func lazyHGridLayout(_ proposal: ProposedSize, _ spec: LazyHGridSpec, _ core: EngineCore) -> GridMetrics {
        let rows = lazyRowHeights(proposal, spec)
        guard !rows.isEmpty else { return GridMetrics(columns: [], rows: [], columnSpacing: 0, rowSpacings: []) }
        var columns: [Double] = []
        for (i, item) in children.enumerated() {
            let c = i / rows.count
            let r = i % rows.count
            let s = item.size(ProposedSize(width: nil, height: rows[r]), core)
            if c >= columns.count { columns.append(0) }
            columns[c] = max(columns[c], s.width)
        }
        return GridMetrics(
            columns: columns, rows: rows, columnSpacing: spec.spacing,
            rowSpacings: spec.rows.map { Node.gridItemSpacing($0.spacing) })
    }

    func placeLazyHGrid(at origin: Point, _ proposal: ProposedSize, _ spec: LazyHGridSpec, _ core: EngineCore) {
        let m = lazyHGridLayout(proposal, spec, core)
        guard !m.rows.isEmpty else { return }
        var rowTops: [Double] = []
        var y = origin.y
        for (r, h) in m.rows.enumerated() {
            rowTops.append(y)
            y += h + m.rowSpacings[r]
        }
        var columnLefts: [Double] = []
        var x = origin.x
        for w in m.columns {
            columnLefts.append(x)
            x += w + m.columnSpacing
        }
        for (i, item) in children.enumerated() {
            let c = i / m.rows.count
            let r = i % m.rows.count
            let cell = Rect(x: columnLefts[c], y: rowTops[r], width: m.columns[c], height: m.rows[r])
            let cp = ProposedSize(cell.size)
            let s = item.size(cp, core)
            let alignment = spec.rows[r].alignment ?? Alignment(horizontal: .center, vertical: spec.alignment)
            item.place(at: Node.aligned(s, in: cell, alignment), size: s, proposal: cp, core)
        }
    }

    /// A row's spacing: as given, the default (8) when nil, NaN or infinite.
    static func gridItemSpacing(_ spacing: Double?) -> Double {
        BadValues.spacing(spacing, of: "GridItem(spacing:").spacing ?? defaultSpacing
    }
}
