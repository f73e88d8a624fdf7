import LayoutModel

/// Text sizes remembered by the identity of a long string's storage, in front of the shared
/// text measurement.
///
/// Every pass, and every cold layout of the same content, measures the same message bodies
/// again; hashing and comparing a long string for the shared cache costs more than the rest of
/// a text node. The same `String` value seen again keeps the same storage, so its address and
/// length identify it; the cache holds the string, so that storage can be neither freed nor
/// mutated in place while it is a key. Short strings (stored inline) go to the shared cache.
///
/// Only the large-stack worker thread lays out (see `LargeStack`), so this cache is never
/// touched by two threads at once.
enum TextSizeCache {
    struct Key: Hashable {
        var storage: UInt
        var count: Int
        var width: Double
        var size: Double
        var face: ObjectIdentifier
        var lineLimit: Int

        /// Address and width tell entries apart almost always; equality checks the rest.
        func hash(into hasher: inout Hasher) {
            hasher.combine(storage ^ UInt(truncatingIfNeeded: width.bitPattern))
        }
    }

    /// The most entries kept; the cache starts over when full.
    static let capacity = 1 << 17

    nonisolated(unsafe) private static var entries: [Key: (string: String, size: Size)] = [:]

    /// Rule 2's size of `content` (see ``Node/textSize(_:font:lineLimit:width:)``).
    ///
    /// - Complexity: O(1) for a long string measured before at this width.
    static func size(_ content: String, font: Font, lineLimit: Int?, width: Double?) -> Size {
        let count = content.utf8.count
        guard count > 15,
              let address = content.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) })
        else {
            return Node.textSize(content, font: font, lineLimit: lineLimit, width: width)
        }
        let key = Key(storage: address, count: count, width: width ?? -1, size: font.size,
                      face: ObjectIdentifier(font.face), lineLimit: lineLimit ?? -1)
        if let known = entries[key] { return known.size }
        let size = Node.textSize(content, font: font, lineLimit: lineLimit, width: width)
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (content, size)
        return size
    }
}
