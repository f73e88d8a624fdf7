import Foundation
import LayoutModel
import PreferenceLayout

/// The page a playground runs on, as Xcode's `PlaygroundSupport` has it, so that a playground
/// written for SwiftUI runs as written: `PlaygroundPage.current.setLiveView(view)` lays the
/// view out with the preference engine and shows it as `App.main()` shows a window (its
/// identified frames printed, or its picture written where `--svg FILE` or `LAYOUT_SVG=FILE`
/// asks).
@MainActor
public final class PlaygroundPage {
    /// The page the playground runs on.
    public static let current = PlaygroundPage()

    /// The size the live view is laid out at: a window's, as `App.main()` uses.
    public var liveViewSize = Size(width: 800, height: 600)

    /// Accepted for Xcode's signature: a program here always runs to its end.
    public var needsIndefiniteExecution = false

    /// The view shown last, if any.
    public private(set) var liveView: AnyView?

    private init() {}

    /// Lays `view` out and shows it (see ``PlaygroundPage``). An error (a tree too deep for the
    /// engine, a file that cannot be written) ends the program with status 1.
    public func setLiveView<Content: View>(_ view: Content) {
        liveView = AnyView(view)
        WindowOutput.showAndReport([AnyView(view)], size: liveViewSize, subject: "PlaygroundPage")
    }

    /// Ends the playground's execution (the program goes on to its end here).
    public func finishExecution() {}
}
