import ConstraintLayout
import Foundation
import LayoutModel
import LayoutTestSupport
import XCTest

/// On the main thread, which XCTest runs its tests on (Swift Testing runs none there).
final class MainThreadStackTests: XCTestCase {
    func testRaisedLimitOnTheMainThreadEndsInAnError() throws {
        XCTAssertTrue(Thread.isMainThread)
        // 8 MiB on Linux: 100 000 levels are more than it holds at any build's frames.
        let engine = ConstraintLayoutEngine(root: PaddedNesting(depth: 50_000), options: .init(maximumDepth: 1_000_000))
        XCTAssertThrowsError(try engine.layout(in: Size(width: 100, height: 100))) { error in
            guard case .tooDeepForStack(let limit) = error as? ConstraintLayoutError else {
                return XCTFail("expected the stack's limit, got \(error)")
            }
            XCTAssert(limit > 300 && limit < 100_000, "\(limit) levels")
        }
        // A tree the main thread has room for lays out there.
        let fits = ConstraintLayoutEngine(root: PaddedNesting(depth: 200), options: .init(maximumDepth: 1_000_000))
        XCTAssertEqual(
            try fits.layout(in: Size(width: 1_000, height: 1_000)).frame(of: "leaf"),
            Rect(x: 200, y: 200, width: 4, height: 4))
    }
}
