import LayoutModel

/// What a ``Layout`` tells the views it holds, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is stack-like: a `Spacer`
    /// among its subviews grows along this axis, and a `Divider` lies across it, as in an
    /// `HStack` or `VStack`. `nil` (the default): neither, as in any other container.
    public var stackOrientation: Axis?

    public init() {
        stackOrientation = nil
    }
}
