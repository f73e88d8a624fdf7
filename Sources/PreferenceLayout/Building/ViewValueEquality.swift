/// Whether two values of one view (or modifier) type are known to be equal: values of an
/// `Equatable` type are compared with `==`; of any other type, never (SwiftUI compares a view's
/// stored properties; without reflection or raw bytes, `Equatable` is what says a value is the
/// same). A composite whose new value equals its last one is not evaluated again.
///
/// - Complexity: a dynamic conformance check, then the type's `==`.
func viewValuesEqual<V>(_ a: V, _ b: V) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(toValue: b)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toValue other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
