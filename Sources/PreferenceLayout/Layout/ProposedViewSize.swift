import Foundation
import LayoutModel

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: per axis `nil` asks for
/// the ideal size, `0` for the minimum and `.infinity` for the maximum.
///
/// The engine's own proposals are `ProposedSize` values in `Double`; a custom ``Layout``
/// sees and makes this type, in `CGFloat`, as in SwiftUI.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; `nil` for an unspecified one.
    public var width: CGFloat?
    /// The proposed height; `nil` for an unspecified one.
    public var height: CGFloat?

    /// Both axes 0: the view answers with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both axes unspecified: the view answers with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both axes infinite: the view answers with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// This proposal as a size, each unspecified axis taken from `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The engine's proposal.
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// The same proposal in the engine's terms.
    var engineProposal: ProposedSize {
        ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    }
}
