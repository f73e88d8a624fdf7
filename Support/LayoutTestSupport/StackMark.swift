/// The lowest stack address the code that calls ``note()`` was run at: user code at the leaf
/// of a deep tree notes where the engine's walks reached, for the tests of stack use.
/// Unchecked: one thread lays the tree out and notes, the test reads after it finished.
package final class StackMark: @unchecked Sendable {
    package private(set) var address: UInt = .max

    package init() {}

    package func note() { address = min(address, stackAddress()) }
}

/// The address of a local of the caller's frame: where the stack stands now.
@inline(never)
package func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}
