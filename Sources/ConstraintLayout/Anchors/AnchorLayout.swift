import Cassowary
import Foundation
import LayoutModel

/// Items placed by relations between their anchors, solved with Cassowary: Auto Layout's
/// model for Linux and anywhere else it does not exist.
///
/// ```swift
/// let form = try AnchorLayout(name: "form", width: 320)
/// let user = try form.addText("user.label", "User:", font: .system(size: 16))
/// let field = try form.addItem("user.field")
/// try form.activate([
///     user.leading == form.container.leading + 20,
///     field.leading == user.trailing + 8,
///     field.trailing == form.container.trailing - 20,
/// ])
/// let frame = try form.frame(of: field)
/// ```
///
/// The container is an item too (`container`), at the origin of root coordinates; its
/// size is held by edit variables, so `resize(width:height:)` is a suggestion to the solver,
/// not a rebuild. An item's width and height are at least 0 once a relation or an
/// intrinsic size mentions it. Text items have an
/// intrinsic content size, held by content hugging (250) and compression resistance (750)
/// per axis. Priorities 1...1000 map onto solver strengths by `LayoutPriority`'s table
/// (docs/ARCHITECTURE.md, "Priorities").
///
/// Every call that throws leaves the layout as it was. Layout runs on the caller's thread;
/// a layout and its items are not shared between threads.
public final class AnchorLayout {
    let identity = AnchorLayoutIdentity()
    let solver = Solver()
    /// The container: leading and top at 0, its size the suggested width and height.
    public let container: LayoutItem
    /// The items, in the order they were added (the container not included).
    public private(set) var items: [LayoutItem] = []
    /// Every item by name, the container's included.
    var itemsByName: [String: LayoutItem] = [:]
    /// The relation of each active solver constraint, to name the solver's conflict sets.
    var relationOfConstraint: [ObjectIdentifier: LayoutRelation] = [:]
    /// The width the container was last given.
    public private(set) var containerWidth: Double
    /// The height the container was last given; nil when relations decide it (a form
    /// whose bottom follows its last field).
    public private(set) var containerHeight: Double?

    /// The strength of the container's size: above every priority below 1000 (999 weighs
    /// about 10^8), below required, so only required relations can make the container
    /// larger or smaller than it was given.
    static let containerStrength = Strength(pow(10, 8.5))

    /// Creates a layout with an empty container.
    ///
    /// - Parameters:
    ///   - name: The container's name in diagnostics, such as `form`.
    ///   - width: The container's width.
    ///   - height: The container's height, or nil to let relations decide it.
    /// - Throws: `.emptyName`; `.invalidContainerSize` for a NaN, infinite or negative size.
    public init(name: String = "container", width: Double, height: Double? = nil) throws(AnchorLayoutError) {
        guard !name.isEmpty else { throw .emptyName }
        try Self.validate(containerSize: width)
        if let height { try Self.validate(containerSize: height) }
        container = LayoutItem(name: name, owner: identity)
        containerWidth = width
        containerHeight = height
        itemsByName[name] = container
        let origin = [
            LayoutRelation(
                container.reference(.leading), .equal, nil, multiplier: 1, constant: 0,
                role: .containerOrigin),
            LayoutRelation(
                container.reference(.top), .equal, nil, multiplier: 1, constant: 0,
                role: .containerOrigin)
        ]
        // A fresh container's edits and relations cannot fail.
        do {
            try solver.addEditVariable(container.widthVariable, strength: Self.containerStrength)
            try solver.suggestValue(width, for: container.widthVariable)
            if let height {
                try solver.addEditVariable(container.heightVariable, strength: Self.containerStrength)
                try solver.suggestValue(height, for: container.heightVariable)
            }
        } catch {
            preconditionFailure("a fresh container's size cannot fail: \(error)")
        }
        try insertAll(origin)
        try installSizeBounds(of: [container])
    }

    /// Adds an item without text.
    ///
    /// - Parameters:
    ///   - name: A name unique in this layout, such as `user.field`.
    ///   - intrinsicContentSize: The size its content wants, held by hugging and
    ///     compression resistance; nil for none.
    /// - Returns: The item.
    /// - Throws: `.emptyName`, `.duplicateName`, `.invalidIntrinsicSize`.
    /// - Complexity: O(rows its relations touch).
    @discardableResult
    public func addItem(_ name: String, intrinsicContentSize: Size? = nil) throws(AnchorLayoutError) -> LayoutItem {
        try validate(newName: name)
        if let size = intrinsicContentSize { try Self.validate(intrinsicSize: size, of: name) }
        let item = LayoutItem(name: name, owner: identity)
        if let size = intrinsicContentSize {
            try installIntrinsicRelations(of: item, size: size)
            try installSizeBounds(of: [item])
        }
        register(item)
        return item
    }

    /// Adds a text item: its intrinsic content size is the text measured on one line per
    /// paragraph (LayoutModel's text measurement), and its first baseline is its top plus
    /// the font's ascent.
    ///
    /// - Parameters:
    ///   - name: A name unique in this layout, such as `user.label`.
    ///   - text: The text.
    ///   - font: The font; DejaVu Sans at 17 points by default.
    /// - Returns: The item.
    /// - Throws: `.emptyName`, `.duplicateName`.
    /// - Complexity: O(text) to measure, plus the rows its relations touch.
    @discardableResult
    public func addText(_ name: String, _ text: String, font: Font = Font()) throws(AnchorLayoutError) -> LayoutItem {
        try validate(newName: name)
        let item = LayoutItem(name: name, owner: identity, font: font, text: text)
        try installIntrinsicRelations(of: item, size: Self.measure(text, font: font))
        try installSizeBounds(of: [item])
        register(item)
        return item
    }

    /// Changes the container's size with edit-variable suggestions (the dual simplex from
    /// the current solution; nothing is rebuilt).
    ///
    /// - Parameters:
    ///   - width: The new width.
    ///   - height: The new height, or nil to let relations decide it.
    /// - Throws: `.invalidContainerSize` for a NaN, infinite or negative size.
    /// - Complexity: O(rows that mention the container's size) plus the dual pivots.
    public func resize(width: Double, height: Double?) throws(AnchorLayoutError) {
        try Self.validate(containerSize: width)
        if let height { try Self.validate(containerSize: height) }
        do {
            try solver.suggestValue(width, for: container.widthVariable)
            switch (containerHeight, height) {
            case (.some, .some(let new)):
                try solver.suggestValue(new, for: container.heightVariable)
            case (nil, .some(let new)):
                try solver.addEditVariable(container.heightVariable, strength: Self.containerStrength)
                try solver.suggestValue(new, for: container.heightVariable)
            case (.some, nil):
                try solver.removeEditVariable(container.heightVariable)
            case (nil, nil):
                break
            }
        } catch {
            preconditionFailure("a validated container size cannot fail: \(error)")
        }
        containerWidth = width
        containerHeight = height
    }

    /// The item's frame in root coordinates (the container's origin is 0, 0).
    ///
    /// - Throws: `.foreignItem` for an item of another layout.
    /// - Complexity: O(1) expected.
    public func frame(of item: LayoutItem) throws(AnchorLayoutError) -> Rect {
        try validate(item)
        return Rect(
            x: solver.value(of: item.x), y: solver.value(of: item.y),
            width: solver.value(of: item.widthVariable), height: solver.value(of: item.heightVariable))
    }

    /// Every frame by item name, the container's included.
    ///
    /// - Complexity: O(items).
    public var frames: [String: Rect] {
        var result: [String: Rect] = [:]
        for item in [container] + items {
            result[item.name] = Rect(
                x: solver.value(of: item.x), y: solver.value(of: item.y),
                width: solver.value(of: item.widthVariable),
                height: solver.value(of: item.heightVariable))
        }
        return result
    }

    /// The solver's counters: constraints, rows, pivots.
    public var statistics: SolverStatistics { solver.statistics }

    /// The number of active relations, the layout's own included.
    public var activeRelationCount: Int { relationOfConstraint.count }

    // MARK: Support

    func register(_ item: LayoutItem) {
        items.append(item)
        itemsByName[item.name] = item
    }

    /// Adds `width >= 0` and `height >= 0` (required) for the items that do not have them.
    ///
    /// They come after the first relations that define an item's size, never before: a
    /// bound added first makes its slack the size's symbol, and every later relation on the
    /// size then pivots through rows shared by many items (a 1 000-row form took 7 s to
    /// build instead of 0.7; docs/PERFORMANCE.md).
    func installSizeBounds(of candidates: [LayoutItem]) throws(AnchorLayoutError) {
        let pending = candidates.filter { !$0.hasSizeBounds }
        try insertAll(
            pending.flatMap { item in
                [
                    LayoutRelation(
                        item.reference(.width), .greaterThanOrEqual, nil, multiplier: 1, constant: 0,
                        role: .nonNegativeSize),
                    LayoutRelation(
                        item.reference(.height), .greaterThanOrEqual, nil, multiplier: 1, constant: 0,
                        role: .nonNegativeSize)
                ]
            })
        for item in pending { item.hasSizeBounds = true }
    }

    func validate(newName name: String) throws(AnchorLayoutError) {
        guard !name.isEmpty else { throw .emptyName }
        guard itemsByName[name] == nil else { throw .duplicateName(name) }
    }

    func validate(_ item: LayoutItem) throws(AnchorLayoutError) {
        guard item.owner === identity else { throw .foreignItem(item.name, relation: nil) }
    }

    static func validate(containerSize value: Double) throws(AnchorLayoutError) {
        guard value.isFinite && value >= 0 else { throw .invalidContainerSize(value) }
    }

    static func validate(intrinsicSize size: Size, of name: String) throws(AnchorLayoutError) {
        for value in [size.width, size.height] where !(value.isFinite && value >= 0) {
            throw .invalidIntrinsicSize(name, value)
        }
    }

    /// A text's unwrapped size: its longest paragraph's width, its lines' height.
    static func measure(_ text: String, font: Font) -> Size {
        let layout = TextMeasurement.layout(text, font: font, width: nil, lineLimit: nil)
        return Size(width: layout.width, height: layout.height)
    }
}
