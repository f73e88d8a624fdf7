import LayoutModel

/// A composite nesting itself `depth` times, each level a padding of 1 around a type-erased
/// composite, a 4 × 4 colour identified `leaf` at the bottom (at `depth`, `depth`): a tree of
/// any depth that stores no deep value, each level made when its parent's body is evaluated,
/// for the tests of deep trees and the stack.
package struct PaddedNesting: View {
    package var depth: Int

    package init(depth: Int) { self.depth = depth }

    package var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 4, height: 4).id("leaf"))
        } else {
            AnyView(PaddedNesting(depth: depth - 1).padding(1))
        }
    }
}
