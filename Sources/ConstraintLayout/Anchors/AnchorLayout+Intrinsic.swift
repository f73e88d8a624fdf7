import LayoutModel

// Intrinsic content size: the size an item's content wants, held per axis by two
// relations, `width <= natural` with the hugging priority (do not grow) and
// `width >= natural` with the compression resistance (do not shrink).

extension AnchorLayout {
    /// Changes a text item's text: it is measured again and its four intrinsic-size
    /// relations take the new size in place (no relation is removed or added).
    ///
    /// - Parameters:
    ///   - text: The new text.
    ///   - item: A text item of this layout.
    /// - Throws: `.foreignItem`, `.notATextItem`, or `.unsatisfiable` when a required
    ///   (priority 1000) hugging or compression resistance can no longer hold.
    /// - Complexity: O(text) to measure, plus four constant changes.
    public func setText(_ text: String, of item: LayoutItem) throws(AnchorLayoutError) {
        try validate(item)
        guard let font = item.font else { throw .notATextItem(item.name) }
        try setIntrinsicContentSize(Self.measure(text, font: font), of: item)
        item.text = text
    }

    /// Changes (or adds, or with nil removes) an item's intrinsic content size.
    ///
    /// - Parameters:
    ///   - size: The size the content wants, or nil for none.
    ///   - item: An item of this layout.
    /// - Throws: `.foreignItem`, `.invalidIntrinsicSize`, or `.unsatisfiable` when a
    ///   required hugging or compression resistance cannot hold.
    /// - Complexity: four constant changes, or four relations added or removed.
    public func setIntrinsicContentSize(_ size: Size?, of item: LayoutItem) throws(AnchorLayoutError) {
        try validate(item)
        if let size { try Self.validate(intrinsicSize: size, of: item.name) }
        switch (item.intrinsicContentSize, size) {
        case (nil, nil):
            return
        case (nil, .some(let new)):
            try installIntrinsicRelations(of: item, size: new)
            do {
                try installSizeBounds(of: [item])
            } catch {
                for relation in item.intrinsicRelations { remove(relation) }
                item.intrinsicRelations = []
                item.intrinsicContentSize = nil
                throw error
            }
        case (.some, nil):
            for relation in item.intrinsicRelations { remove(relation) }
            item.intrinsicRelations = []
            item.intrinsicContentSize = nil
        case (.some(let old), .some(let new)):
            let targets = [new.width, new.width, new.height, new.height]
            let previous = [old.width, old.width, old.height, old.height]
            for index in item.intrinsicRelations.indices {
                do {
                    try changeConstant(targets[index], of: item.intrinsicRelations[index])
                } catch {
                    // Put back the ones already changed; their old values held before.
                    for undo in (0..<index).reversed() {
                        try? changeConstant(previous[undo], of: item.intrinsicRelations[undo])
                    }
                    throw error
                }
            }
            item.intrinsicContentSize = new
        }
    }

    /// Sets how strongly an item resists growing past its intrinsic size along `axis`
    /// (Auto Layout's content hugging priority; 250 by default).
    ///
    /// - Throws: `.foreignItem`, `.invalidPriority` (off 1...1000), or `.unsatisfiable` for a
    ///   required (1000) hugging that cannot hold; the priority then stays as it was.
    /// - Complexity: one relation removed and one added.
    public func setContentHugging(_ priority: LayoutPriority, for axis: Axis, of item: LayoutItem)
        throws(AnchorLayoutError)
    {
        try validate(item)
        try Self.validate(priority, "the content hugging of \(item.name) along the \(axis) axis")
        try replaceIntrinsicRelation(at: axis == .horizontal ? 0 : 2, of: item, priority: priority)
        if axis == .horizontal { item.horizontalHugging = priority } else { item.verticalHugging = priority }
    }

    /// Sets how strongly an item resists shrinking below its intrinsic size along `axis`
    /// (Auto Layout's compression resistance priority; 750 by default).
    ///
    /// - Throws: `.foreignItem`, `.invalidPriority` (off 1...1000), or `.unsatisfiable` for a
    ///   required (1000) compression resistance that cannot hold; the priority then stays as
    ///   it was.
    /// - Complexity: one relation removed and one added.
    public func setCompressionResistance(_ priority: LayoutPriority, for axis: Axis, of item: LayoutItem)
        throws(AnchorLayoutError)
    {
        try validate(item)
        try Self.validate(priority, "the compression resistance of \(item.name) along the \(axis) axis")
        try replaceIntrinsicRelation(at: axis == .horizontal ? 1 : 3, of: item, priority: priority)
        if axis == .horizontal {
            item.horizontalCompressionResistance = priority
        } else {
            item.verticalCompressionResistance = priority
        }
    }

    // MARK: Support

    /// Refuses a priority off the scale, naming what it was given for.
    static func validate(_ priority: LayoutPriority, _ subject: String) throws(AnchorLayoutError) {
        guard priority.isValid else { throw .invalidPriority(subject, priority.rawValue) }
    }

    /// Adds the four intrinsic-size relations with the item's priorities.
    func installIntrinsicRelations(of item: LayoutItem, size: Size) throws(AnchorLayoutError) {
        func relation(
            _ attribute: LayoutAttribute, _ comparison: LayoutRelation.Comparison,
            _ constant: Double, _ priority: LayoutPriority
        ) -> LayoutRelation {
            LayoutRelation(
                item.reference(attribute), comparison, nil, multiplier: 1, constant: constant,
                priority: priority,
                role: comparison == .lessThanOrEqual ? .contentHugging : .compressionResistance)
        }
        let relations = [
            relation(.width, .lessThanOrEqual, size.width, item.horizontalHugging),
            relation(.width, .greaterThanOrEqual, size.width, item.horizontalCompressionResistance),
            relation(.height, .lessThanOrEqual, size.height, item.verticalHugging),
            relation(.height, .greaterThanOrEqual, size.height, item.verticalCompressionResistance)
        ]
        try insertAll(relations)
        item.intrinsicRelations = relations
        item.intrinsicContentSize = size
    }

    /// Replaces one intrinsic-size relation by the same relation at another priority.
    func replaceIntrinsicRelation(at index: Int, of item: LayoutItem, priority: LayoutPriority)
        throws(AnchorLayoutError)
    {
        guard index < item.intrinsicRelations.count else { return }
        let old = item.intrinsicRelations[index]
        guard old.priority != priority else { return }
        let new = old.priority(priority)
        remove(old)
        do {
            try insert(new)
        } catch {
            // The old relation held before the removal, so it holds again.
            try? insert(old)
            throw error
        }
        item.intrinsicRelations[index] = new
    }
}
