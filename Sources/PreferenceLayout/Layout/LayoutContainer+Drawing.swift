import LayoutModel

// A picture reaches into a custom layout's subviews: the content is wrapped so that the walk
// that collects the subviews records what each draws.
extension LayoutContainer: DrawingContentMapping {
    package func mappingContent(_ transform: @escaping (AnyView) -> AnyView) -> AnyView {
        AnyView(LayoutContainer<L, AnyView>(layout: layout, content: transform(AnyView(content))))
    }
}
