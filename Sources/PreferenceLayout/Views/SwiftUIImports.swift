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
extension NotificationCenter {
    /// The centre's `description`, as on Darwin, where it has a debug description. The seed
    /// material's chat-bubble answer (articles 000 and 002) takes its sample text from
    /// `NotificationCenter.default.debugDescription`; Foundation on Linux has none (its centre
    /// is no `NSObject`). Only this one type gets one: no other program of the seed material
    /// asks for a debug description.
    public var debugDescription: String { description }
}
#endif
