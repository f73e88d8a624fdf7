// `import PreferenceLayout` stands for `import SwiftUI`. SwiftUI code relies on what that one
// import brings: the view vocabulary (here LayoutModel) and Foundation (`CGFloat`,
// `String(format:)`, `NotificationCenter`). Re-exporting both lets a SwiftUI program compile
// with only its import replaced, with or without its own `import Foundation`: there is one
// `CGFloat`, Foundation's, whose implicit conversion to and from `Double` works on Linux too.
// docs/ARCHITECTURE.md ("CGFloat") explains why no `CGFloat` of this package's own.
//
// One cost: Foundation has a generic `Expression`, so a file that also imports Cassowary
// names the solver's type `Cassowary.Expression`.
@_exported import Foundation
@_exported import LayoutModel

#if !canImport(Darwin)
extension NSObject {
    /// The object's `description`, as on Darwin, where every object has a debug description
    /// (SwiftUI examples take sample text from one); Foundation on Linux has none.
    public var debugDescription: String { description }
}
#endif

#if !canImport(Darwin)
extension NotificationCenter {
    /// The centre's `description`, as `NSObject.debugDescription` (on Linux the centre is no
    /// `NSObject`).
    public var debugDescription: String { description }
}
#endif
