import ConstraintLayout
import Foundation
import LayoutModel
import XCTest

/// A composite nesting itself `depth` times, each level a padded type-erased composite; it
/// stores no deep value (each level is made when its parent's body is evaluated).
private struct Nesting: View {
    var depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 4, height: 4).id("leaf"))
        } else {
            AnyView(Nesting(depth: depth - 1).padding(1))
        }
    }
}

/// On the main thread, which XCTest runs its tests on (Swift Testing runs none there).
final class MainThreadStackTests: XCTestCase {
    func testRaisedLimitOnTheMainThreadEndsInAnError() throws {
        XCTAssertTrue(Thread.isMainThread)
        // 8 MiB on Linux: 100 000 levels are more than it holds at any build's frames.
        let engine = ConstraintLayoutEngine(root: Nesting(depth: 50_000), options: .init(maximumDepth: 1_000_000))
        XCTAssertThrowsError(try engine.layout(in: Size(width: 100, height: 100))) { error in
            guard case .tooDeepForStack(let limit) = error as? ConstraintLayoutError else {
                return XCTFail("expected the stack's limit, got \(error)")
            }
            XCTAssert(limit > 300 && limit < 100_000, "\(limit) levels")
        }
        // A tree the main thread has room for lays out there.
        let fits = ConstraintLayoutEngine(root: Nesting(depth: 200), options: .init(maximumDepth: 1_000_000))
        XCTAssertEqual(try fits.layout(in: Size(width: 1_000, height: 1_000)).frame(of: "leaf"),
                       Rect(x: 200, y: 200, width: 4, height: 4))
    }
}
