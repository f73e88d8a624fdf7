import CStackBounds

/// How many levels of a view tree the calling thread's stack has room for (docs/ARCHITECTURE.md,
/// "Threads and stacks").
///
/// Both engines walk a tree recursively, one level at a time: user views are generic values
/// visited only that way, and sizing and placement follow. Each engine knows the most stack
/// one level of its walks takes (measured, `bytesPerLevel`), and before a layout it asks how
/// many such levels fit between the caller's frame and the end of the thread's stack, less a
/// reserve for the leaves' own work (text measurement, user code). A tree deeper than that is
/// refused with an error, whatever depth limit the caller set, so a raised limit never
/// overflows the stack: on the main thread (8 MiB on Linux) and on a secondary thread
/// (512 KiB on Darwin) alike.
package enum StackBudget {
    /// Bytes kept free below the deepest level: a leaf's work and user code's own frames.
    package static let reserve = 64 << 10

    /// The bytes of the calling thread's stack below the caller's frame, nil where the
    /// platform does not say.
    ///
    /// - Complexity: O(1): a system call on a secondary thread (about 0.5 µs on Linux), less
    ///   on the main thread, whose bounds are read once.
    package static func bytesLeft() -> Int? {
        var lowest: UInt = 0
        var size = 0
        guard cstackbounds_current(&lowest, &size) == 0 else { return nil }
        let here = currentAddress()
        return here > lowest ? Int(here - lowest) : 0
    }

    /// The levels of `bytesPerLevel` bytes that fit below the caller's frame with ``reserve``
    /// to spare; `Int.max` where the platform does not say how large the stack is.
    package static func levels(bytesPerLevel: Int) -> Int {
        guard let left = bytesLeft() else { return .max }
        return max(0, left - reserve) / max(1, bytesPerLevel)
    }

    /// The address of a local of this function's frame: where the stack stands now.
    @inline(never)
    static func currentAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
