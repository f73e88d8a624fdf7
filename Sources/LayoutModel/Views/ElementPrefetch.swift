internal import MemoryHints

// Copying a `ForEach` element retains what it refers to (a message's text, say). Data made
// long before a layout is out of the caches, and a retain is an atomic write that waits for
// its object's memory: at 10 000 rows those retains took about 7 % of the first
// evaluation. So the walk asks for those objects a few elements ahead.
//
// The element's type is generic, so its references are not known here: each word of the
// element is taken as a possible address. A prefetch is only a hint; a word that is no
// address (an integer, a small string's characters) asks for nothing useful and does no harm.

enum ElementPrefetch {
    /// How many elements ahead of the walk their referents are requested.
    static let distance = 8
    /// At most this many words of an element are taken as addresses.
    static let maximumWords = 8
    /// What of a word can be an object's address: Swift keeps flags in the top byte of some
    /// references (a string's storage), and objects are 16-byte aligned.
    @inline(__always)
    static var addressBits: UInt { UInt(truncatingIfNeeded: 0x00FF_FFFF_FFFF_FFF0 as UInt64) }

    /// How many words of an `Element` are taken as addresses.
    static func words<Element>(of _: Element.Type) -> Int {
        min(MemoryLayout<Element>.size / MemoryLayout<UInt>.size, maximumWords)
    }

    /// Asks for the memory of the objects that element `i` of `elements` refers to, taking
    /// its first `words` words (see ``words(of:)``) as addresses.
    @inline(__always)
    static func referents<Element>(of elements: UnsafeBufferPointer<Element>, at i: Int, words: Int) {
        guard let base = elements.baseAddress else { return }
        let element = UnsafeRawPointer(base + i)
        for w in 0..<words {
            let word = element.loadUnaligned(fromByteOffset: w * MemoryLayout<UInt>.size, as: UInt.self)
            memory_hints_prefetch(UnsafeRawPointer(bitPattern: word & addressBits), 1)
        }
    }
}
