import LayoutModel

// A picture reaches into a reader's content: the content is made during layout, from the
// reader's geometry, so the recording wraps the closure's result each time it is made.
extension GeometryReader: DrawingContentMapping {
    package func mappingContent(_ transform: @escaping (AnyView) -> AnyView) -> AnyView {
        let content = self.content
        return AnyView(GeometryReader<AnyView> { proxy in transform(AnyView(content(proxy))) })
    }
}
