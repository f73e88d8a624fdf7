/// A control for picking a value from a range by dragging a thumb along a track, as SwiftUI's
/// `Slider(value:in:)`.
///
/// Laid out as a flexible strip: as wide as it is offered (``idealWidth`` under a nil
/// proposal), ``height`` high. Those two lengths are this package's choice, not measured from
/// SwiftUI, whose slider height depends on the platform. Engines see a clear colour in frames
/// inside an ``Appearance/slider(fraction:)`` attribute, so none of them needs a rule of its own;
/// dragging is interaction, which a layout engine does not have: set the bound value instead.
public struct Slider: PrimitiveView {
    /// The bound value, read and written as a `Double`.
    public var value: Binding<Double>
    /// The values the track stands for, from its leading to its trailing end.
    public var bounds: ClosedRange<Double>
    /// Called with true when a drag starts and false when it ends (never, here: no drags).
    public var onEditingChanged: (Bool) -> Void

    /// The width under a nil proposal.
    public static let idealWidth: Double = 100
    /// The height, whatever the proposal.
    public static let height: Double = 21

    /// A slider over `bounds` bound to `value`.
    ///
    /// - Parameters:
    ///   - value: the value, owned elsewhere (`$volume` of a `@State var volume: Double`).
    ///   - bounds: the range the track stands for (default 0 … 1).
    ///   - onEditingChanged: called when a drag starts and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.onEditingChanged = onEditingChanged
    }

    /// A slider over `bounds` in steps of `step` bound to `value`.
    ///
    /// - Parameters:
    ///   - value: the value, owned elsewhere.
    ///   - bounds: the range the track stands for.
    ///   - step: the distance between the values a drag can pick (kept for the signature).
    ///   - onEditingChanged: called when a drag starts and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }

    /// Where the thumb is along the track, 0 … 1 (0 for an empty range or a NaN value).
    public var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        let f = (value.wrappedValue - bounds.lowerBound) / span
        return f.isFinite ? min(max(f, 0), 1) : 0
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        let strip = Color.clear
            .frame(idealWidth: Slider.idealWidth, maxWidth: .infinity)
            .frame(height: Slider.height)
        visitor.visitAppearance(AppearanceModifier(.slider(fraction: fraction)), content: strip)
    }
}
