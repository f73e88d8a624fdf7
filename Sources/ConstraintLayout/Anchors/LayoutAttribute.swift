/// An edge, centre, size or baseline of a layout item (Auto Layout's `NSLayoutAttribute`).
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, centerX
    case top, bottom, centerY, firstBaseline
    case width, height
}

/// The horizontal edge a barrier follows: the smallest leading or the largest trailing.
public enum HorizontalEdge: String, Hashable, Sendable {
    case leading, trailing
}

/// The vertical edge a barrier follows: the smallest top or the largest bottom.
public enum VerticalEdge: String, Hashable, Sendable {
    case top, bottom
}
