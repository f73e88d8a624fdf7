/// An object that stands for a view: what ``AnyView`` holds. An engine that already keeps a
/// view value in an object of its own wraps that object directly, without a box.
package protocol ViewObject: AnyObject {
    /// The dynamic type of the view it stands for.
    var wrappedType: Any.Type { get }
    /// Describes the view to `visitor`.
    func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor)
}
