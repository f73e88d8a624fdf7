/// How big a written tree is once its repeats are expanded, measured without expanding
/// them: one walk over the tree as written, each count multiplied by the repeats around it
/// (docs/ARCHITECTURE.md, "Scenario files").
///
/// Counts saturate at `Int.max` instead of overflowing, so a file that stands for 10^30
/// views is measured as safely as one of ten.
package struct ScenarioSize: Sendable {
    /// Views and modifiers after expansion (a modifier counts as a view).
    package private(set) var views = 0
    /// UTF-8 bytes of the texts, buttons' and text fields' strings after expansion.
    package private(set) var textBytes = 0
    /// The deepest chain of views and modifiers, and where it ends.
    package private(set) var depth = 0
    package private(set) var deepestPath = JSONPath([])
    /// The most copies a repeat stands for, with the repeats around it multiplied in, and
    /// where that repeat is (its `repeat` key).
    package private(set) var largestRepeatProduct = 0
    package private(set) var largestRepeatPath = JSONPath([])
    /// Views and modifiers as written: how many nodes the walk visited.
    package private(set) var writtenNodes = 0

    /// Measures `view`, written at `path` in its file.
    ///
    /// - Parameters:
    ///   - view: The tree as written, repeats unexpanded.
    ///   - path: The tree's JSON path (`view`, `[2].view`).
    /// - Complexity: O(*n*) in the size of the tree as written (times the depth of the
    ///   deepest path, once, to record it).
    package init(measuring view: ViewSpec, at path: JSONPath) {
        var components = path.components
        measure(view, copies: 1, depth: 0, path: &components)
    }

    private mutating func measure(
        _ view: ViewSpec, copies: Int, depth parentDepth: Int,
        path: inout [JSONPath.Component]
    ) {
        writtenNodes += 1
        if case .repeated(let count, let template) = view.kind {
            let product = Self.product(copies, count)
            path.append(.key("repeat"))
            if product > largestRepeatProduct {
                largestRepeatProduct = product
                largestRepeatPath = JSONPath(path)
            }
            path.removeLast()
            path.append(.key("view"))
            measure(template, copies: product, depth: parentDepth, path: &path)
            path.removeLast()
            return
        }
        let depth = parentDepth + 1 + view.modifiers.count
        if depth > self.depth {
            self.depth = depth
            deepestPath = JSONPath(path)
        }
        views = Self.sum(views, Self.product(copies, 1 + view.modifiers.count))
        writtenNodes += view.modifiers.count
        switch view.kind {
        case .text(let string), .button(let string), .textField(let string):
            textBytes = Self.sum(textBytes, Self.product(copies, string.utf8.count))
        default: break
        }
        if let children = view.children {
            path.append(.key(view.kindKey))
            for (index, child) in children.enumerated() {
                path.append(.index(index))
                measure(child, copies: copies, depth: depth, path: &path)
                path.removeLast()
            }
            path.removeLast()
        }
        for (index, modifier) in view.modifiers.enumerated() {
            guard let secondary = modifier.secondaryView else { continue }
            // A background or overlay sits below its view and the modifiers up to its own.
            path.append(contentsOf: [.key("modifiers"), .index(index), .key(modifier.key)])
            measure(secondary, copies: copies, depth: parentDepth + 2 + index, path: &path)
            path.removeLast(3)
        }
    }

    /// `a + b`, or `Int.max` where it overflows.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : result
    }

    /// `a × b`, or `Int.max` where it overflows.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : result
    }
}
