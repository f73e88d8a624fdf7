/// Builds view trees from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    @inlinable
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    @inlinable
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    @inlinable
    public static func buildEither<First: View, Second: View>(first: consuming First) -> ConditionalContent<
        First, Second
    > {
        ConditionalContent(storage: .first(first))
    }

    @inlinable
    public static func buildEither<First: View, Second: View>(second: consuming Second) -> ConditionalContent<
        First, Second
    > {
        ConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a builder block, in order.
public struct TupleView<each Content: View>: PrimitiveView {
    public var children: (repeat each Content)

    @inlinable
    public init(_ children: repeat each Content) {
        self.children = (repeat each children)
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        // A pack expansion statement visits each child in place, without copying it out.
        repeat (each children).accept(&visitor)
    }
}

/// No view at all.
public struct EmptyView: PrimitiveView {
    @inlinable public init() {}
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {}
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Optional is a primitive view") }
    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        if let self { self.accept(&visitor) }
    }
}

/// One of two views, chosen by an `if`/`else` in a builder.
public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    public enum Storage {
        case first(First)
        case second(Second)
    }

    public var storage: Storage

    @inlinable
    public init(storage: Storage) { self.storage = storage }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        switch storage {
        case .first(let view): view.accept(&visitor)
        case .second(let view): view.accept(&visitor)
        }
    }
}

/// Views grouped without a layout of their own: the parent lays out the children.
public struct Group<Content: View>: PrimitiveView {
    public var content: Content

    @inlinable
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        visitor.visitGroup(content)
    }
}

/// One view per element of a collection, each identified by `id`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public var data: Data
    public var id: KeyPath<Data.Element, ID>
    public var content: (Data.Element) -> Content
    /// The identifier's hash without a key-path projection when the element is `Identifiable`.
    @usableFromInline let idHash: (Data.Element) -> Int

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
        self.idHash = { $0[keyPath: id].hashValue }
    }

    @usableFromInline
    init(
        _ data: Data, id: KeyPath<Data.Element, ID>, idHash: @escaping (Data.Element) -> Int,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.idHash = idHash
    }

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        // The walk of an `AnyView` box's release runs no user code: it skips the closures.
        if Visitor.self == NestedBoxFinder.self { return }
        // Contiguous data (an array) is walked in its buffer: an engine calls this unspecialised,
        // where the collection's own iterator costs a call through its witnesses per element
        // and a copy of each element.
        let walked: Void? = data.withContiguousStorageIfAvailable { elements in
            for i in elements.indices {
                // Read once: each read of the buffer copies the element (through its type's
                // value witnesses, retaining what it holds).
                let element = elements[i]
                visitor.visitElement(idHash: idHash(element), content(element))
            }
        }
        if walked != nil { return }
        for element in data {
            visitor.visitElement(idHash: idHash(element), content(element))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, idHash: { $0.id.hashValue }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, idHash: { $0.hashValue }, content: content)
    }
}
