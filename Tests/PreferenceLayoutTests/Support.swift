import Foundation
import LayoutModel

@testable import PreferenceLayout

/// Lays `view` out at `width` × `height` (infinite by default) and returns the result.
func layout<V: View>(
    _ view: V, width: Double? = .infinity, height: Double? = .infinity,
    options: PreferenceLayoutEngine<V>.Options = .init()
) throws -> PreferenceLayoutResult {
    try PreferenceLayoutEngine(root: view, options: options).layout(
        proposal: ProposedSize(width: width, height: height))
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// Collects what observers were given (actions may write anything, not only state).
final class Log<Value> {
    var values: [Value] = []
}
