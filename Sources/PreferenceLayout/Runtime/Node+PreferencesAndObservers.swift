import LayoutModel

// What a node's extra does while its subtree is placed: a named coordinate space is entered
// and left, a geometry observer is handed the node's frame, a preference replaces what its
// subtree published for its key, and a preference observer combines what its subtree
// published.

extension Node {
    /// What this node's extra does before its subtree is placed: a coordinate space is
    /// entered.
    ///
    /// - Returns: where the subtree's preferences will start in the log.
    func enterExtra(at origin: Point, _ core: EngineCore) -> Int {
        if case .coordinateSpace(let name) = extra { core.namedSpaces.append((name, origin)) }
        return core.preferenceLog.count
    }

    /// What this node's extra does once its subtree (published from `start` on) is placed.
    func leaveExtra(_ frame: Rect, from start: Int, _ core: EngineCore) {
        switch extra {
        case nil, .layoutValues:
            break
        case .coordinateSpace:
            core.namedSpaces.removeLast()
        case .geometryObserver(let observer):
            core.observeGeometry(observer, proxy: GeometryProxy(frame: frame, namedSpaces: core.namedSpaces))
        case .preference(let published):
            core.replacePreferences(from: start, with: published)
        case .preferenceObserver(let observer):
            core.observePreferences(observer, from: start)
        }
    }
}
