import LayoutModel

/// One modifier of a ``ViewSpec``, as a scenario file writes it (docs/ARCHITECTURE.md,
/// "Scenario files"). A nil length is unspecified, as `nil` in Swift; `.infinity` is
/// the file's `"infinity"`.
package enum ModifierSpec: Hashable, Sendable {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment?)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case background(ViewSpec, alignment: Alignment?)
    case overlay(ViewSpec, alignment: Alignment?)
    case layoutPriority(Double)
    case id(String)
    case font(size: Double)
    /// nil removes an inherited limit.
    case lineLimit(Int?)
    case sameWidth(group: String, alignment: Alignment?)
    case sameHeight(group: String, alignment: Alignment?)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// `alignmentGuide(guide) { d in fraction × d's length along the guide's axis + constant }`:
    /// the one closure a file can write.
    case alignmentGuide(AlignmentGuideModifier.Guide, fraction: Double, constant: Double)
    /// The colour of the texts and uncoloured shapes below, by name: drawn, no layout.
    case foregroundColor(String)
    /// Clips the view to a rounded rectangle of this radius: drawn, no layout.
    case cornerRadius(Double)

    /// The lengths of a flexible frame.
    package struct FlexibleFrame: Hashable, Sendable {
        package var minWidth: Double?
        package var idealWidth: Double?
        package var maxWidth: Double?
        package var minHeight: Double?
        package var idealHeight: Double?
        package var maxHeight: Double?
        package var alignment: Alignment?

        package init(
            minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
            minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
            alignment: Alignment? = nil
        ) {
            self.minWidth = minWidth
            self.idealWidth = idealWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.idealHeight = idealHeight
            self.maxHeight = maxHeight
            self.alignment = alignment
        }
    }

    /// The key this modifier has in a scenario file.
    package var key: String {
        switch self {
        case .padding: "padding"
        case .frame, .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .background: "background"
        case .overlay: "overlay"
        case .layoutPriority: "layoutPriority"
        case .id: "id"
        case .font: "font"
        case .lineLimit: "lineLimit"
        case .sameWidth: "sameWidth"
        case .sameHeight: "sameHeight"
        case .offset: "offset"
        case .position: "position"
        case .aspectRatio: "aspectRatio"
        case .alignmentGuide: "alignmentGuide"
        case .foregroundColor: "foregroundColor"
        case .cornerRadius: "cornerRadius"
        }
    }

    /// The view a background or overlay adds, nil for other modifiers.
    package var secondaryView: ViewSpec? {
        switch self {
        case .background(let v, _), .overlay(let v, _): v
        default: nil
        }
    }
}
