/// Something a ``RelationLayout`` could not do as written, in the terms of its relations. A
/// layout reports each once (when it is built, or when a solve first finds it) and goes on
/// without what it names: a layout cannot throw.
public struct RelationDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A required relation contradicts others: it is left out, as Auto Layout breaks it.
        case unsatisfiable
        /// A relation with a number that is no number (NaN, infinite), a negative fixed
        /// length, a priority outside 1...1000, or an anchor related to itself.
        case invalidRelation
        /// A relation names a subview no `relationName(_:)` gives.
        case unknownSubview
        /// Two subviews have one name: the later one is not addressable.
        case duplicateName
        /// The relations leave a subview's frame free (asked for with `checksAmbiguity`).
        case ambiguous
    }

    public let kind: Kind
    public let message: String

    public var description: String { message }
}
