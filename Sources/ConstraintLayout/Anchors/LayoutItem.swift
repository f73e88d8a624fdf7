import Cassowary
import LayoutModel

/// A rectangle placed by relations: a view, a label, a field, or the container itself.
///
/// Its frame is four solver variables in the container's (root) coordinates: `x`, `y`,
/// `width`, `height`. Anchors are expressions of them (`trailing` is `x + width`), so a
/// relation between anchors is one linear constraint. Items are made by an
/// `AnchorLayout` (`addItem`, `addText`) and belong to it.
public final class LayoutItem: CustomStringConvertible {
    /// The name used in diagnostics, unique in its layout, such as `password.label`.
    public let name: String
    let owner: AnchorLayoutIdentity
    let x: Variable
    let y: Variable
    let widthVariable: Variable
    let heightVariable: Variable

    /// The font of a text item (nil otherwise).
    public let font: Font?
    /// The text of a text item (nil otherwise).
    public internal(set) var text: String?
    /// The size the content wants (a text's unwrapped size), or nil for none.
    public internal(set) var intrinsicContentSize: Size?
    /// The first baseline's distance below the top: the font's ascent for text items.
    let baselineOffset: Double?

    /// How strongly the item resists growing past its intrinsic width (250 by default).
    public internal(set) var horizontalHugging: LayoutPriority = .defaultLow
    /// How strongly the item resists growing past its intrinsic height (250 by default).
    public internal(set) var verticalHugging: LayoutPriority = .defaultLow
    /// How strongly the item resists shrinking below its intrinsic width (750 by default).
    public internal(set) var horizontalCompressionResistance: LayoutPriority = .defaultHigh
    /// How strongly the item resists shrinking below its intrinsic height (750 by default).
    public internal(set) var verticalCompressionResistance: LayoutPriority = .defaultHigh
    /// The active intrinsic-size relations: width hugging, width compression resistance,
    /// height hugging, height compression resistance (empty without an intrinsic size).
    var intrinsicRelations: [LayoutRelation] = []
    /// Whether the layout holds `width >= 0` and `height >= 0` for the item.
    var hasSizeBounds = false

    init(name: String, owner: AnchorLayoutIdentity, font: Font? = nil, text: String? = nil) {
        self.name = name
        self.owner = owner
        self.font = font
        self.text = text
        x = Variable(name + ".x")
        y = Variable(name + ".y")
        widthVariable = Variable(name + ".width")
        heightVariable = Variable(name + ".height")
        if let font {
            baselineOffset = Double(font.face.ascender) * font.size / Double(font.face.unitsPerEm)
        } else {
            baselineOffset = nil
        }
    }

    public var description: String { name }

    /// The frame variables, in the order x, y, width, height.
    var frameVariables: [Variable] { [x, y, widthVariable, heightVariable] }

    // MARK: Anchors

    /// The left edge, x (left to right only: there is no right-to-left layout).
    public var leading: HorizontalAnchor { LayoutAnchor(reference: reference(.leading)) }
    /// The right edge, x + width.
    public var trailing: HorizontalAnchor { LayoutAnchor(reference: reference(.trailing)) }
    /// The horizontal centre, x + width / 2.
    public var centerX: HorizontalAnchor { LayoutAnchor(reference: reference(.centerX)) }
    /// The top edge, y (y grows downward).
    public var top: VerticalAnchor { LayoutAnchor(reference: reference(.top)) }
    /// The bottom edge, y + height.
    public var bottom: VerticalAnchor { LayoutAnchor(reference: reference(.bottom)) }
    /// The vertical centre, y + height / 2.
    public var centerY: VerticalAnchor { LayoutAnchor(reference: reference(.centerY)) }
    /// The first line's baseline: top + the font's ascent for a text item; the bottom for
    /// an item without text, as in Auto Layout.
    public var firstBaseline: VerticalAnchor { LayoutAnchor(reference: reference(.firstBaseline)) }
    /// The width.
    public var width: DimensionAnchor { LayoutAnchor(reference: reference(.width)) }
    /// The height.
    public var height: DimensionAnchor { LayoutAnchor(reference: reference(.height)) }

    /// The anchor of `attribute`, without its kind.
    func reference(_ attribute: LayoutAttribute) -> AnchorReference {
        let expression: Expression
        switch attribute {
        case .leading: expression = Expression(x)
        case .trailing: expression = Expression(terms: [Term(x), Term(widthVariable)])
        case .centerX: expression = Expression(terms: [Term(x), Term(widthVariable, 0.5)])
        case .top: expression = Expression(y)
        case .bottom: expression = Expression(terms: [Term(y), Term(heightVariable)])
        case .centerY: expression = Expression(terms: [Term(y), Term(heightVariable, 0.5)])
        case .firstBaseline:
            if let baselineOffset {
                expression = Expression(terms: [Term(y)], constant: baselineOffset)
            } else {
                expression = Expression(terms: [Term(y), Term(heightVariable)])
            }
        case .width: expression = Expression(widthVariable)
        case .height: expression = Expression(heightVariable)
        }
        return AnchorReference(
            owner: owner, itemName: name, name: name + "." + attribute.rawValue,
            expression: expression)
    }
}
