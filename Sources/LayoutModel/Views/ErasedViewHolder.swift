/// A view or modifier of the vocabulary that can hold other views: it hands the boxes of the
/// type-erased views among them to the release of an ``AnyViewBox``, which releases them
/// iteratively instead of recursively.
protocol ErasedViewHolder {
    /// Appends the box of every type-erased view this value holds, directly or through other
    /// holders; a box's own contents are not searched.
    ///
    /// - Parameter boxes: where the boxes go, each retained once more.
    /// - Complexity: O(number of views held), not counting what is inside each box.
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox])
}

/// Appends the boxes of the type-erased views `value` holds, when it is a holder.
///
/// A run-time conformance test: the views' types are generic here. An optional is unwrapped
/// by the test itself.
///
/// - Parameters:
///   - value: a view or modifier.
///   - boxes: where the boxes go, each retained once more.
func collectErasedViewBoxes<Value>(in value: Value, into boxes: inout [ErasedViewBox]) {
    if let holder = value as? any ErasedViewHolder {
        holder.appendErasedViewBoxes(to: &boxes)
    }
}

// MARK: - The vocabulary's holders

extension AnyView: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        // An engine's own object is the engine's to release.
        if let box = storage as? ErasedViewBox { boxes.append(box) }
    }
}

extension ModifiedContent: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
        collectErasedViewBoxes(in: modifier, into: &boxes)
    }
}

extension ModifierContent: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        content.appendErasedViewBoxes(to: &boxes)
    }
}

extension BackgroundModifier: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: secondary, into: &boxes)
    }
}

extension OverlayModifier: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: secondary, into: &boxes)
    }
}

extension TupleView2: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: c0, into: &boxes)
        collectErasedViewBoxes(in: c1, into: &boxes)
    }
}

extension TupleView: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        repeat collectErasedViewBoxes(in: each children, into: &boxes)
    }
}

extension ConditionalContent: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        switch storage {
        case .first(let view): collectErasedViewBoxes(in: view, into: &boxes)
        case .second(let view): collectErasedViewBoxes(in: view, into: &boxes)
        }
    }
}

extension Group: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension HStack: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension VStack: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension ZStack: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension Grid: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension GridRow: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension LazyHGrid: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension ViewThatFits: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: content, into: &boxes)
    }
}

extension Button: ErasedViewHolder {
    func appendErasedViewBoxes(to boxes: inout [ErasedViewBox]) {
        collectErasedViewBoxes(in: label, into: &boxes)
    }
}
