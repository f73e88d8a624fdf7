import LayoutModel
import Testing

/// A visitor of the new primitives only, everything else left to the protocol's defaults where
/// there are defaults: what a visitor written before them sees, and what one that knows them
/// reads.
private struct NewPrimitiveRecorder: ViewVisitor {
    var log: [String] = []

    mutating func visitComposite<V: View>(_ view: V) { view.body.accept(&self) }
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {}
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) { content.accept(&self) }
    mutating func visitText(_ text: Text) { log.append("text") }
    mutating func visitColor(_ color: Color) { log.append("color \(color.name)") }
    mutating func visitShape(_ shape: ShapeView) {}
    mutating func visitSpacer(_ spacer: Spacer) {}
    mutating func visitTextField(_ field: TextField) {}
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {}
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {}
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {}
    mutating func visitButton<Label: View>(_ button: Button<Label>) {}
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {}
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {}
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {}
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {}
    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {}
    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {}
    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {}
    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {}
    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>, content: Content
    ) {}
    mutating func visitOverlay<Content: View, Secondary: View>(_ modifier: OverlayModifier<Secondary>, content: Content)
    {}
    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {}
    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {}
    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {}
    mutating func visitExtension<V: View>(_ view: V) { log.append("extension \(V.self)") }
    mutating func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content)
    {
        log.append("extension modifier \(Modifier.self)")
        content.accept(&self)
    }
}

/// A visitor that reads what `hidden`, `zIndex` and `offset` leave for a renderer.
private struct DrawingRecorder: ViewVisitor {
    var log: [String] = []
    mutating func visitComposite<V: View>(_ view: V) {}
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {}
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {}
    mutating func visitText(_ text: Text) {}
    mutating func visitColor(_ color: Color) { log.append(color.name) }
    mutating func visitShape(_ shape: ShapeView) {}
    mutating func visitSpacer(_ spacer: Spacer) {}
    mutating func visitTextField(_ field: TextField) {}
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {}
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {}
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {}
    mutating func visitButton<Label: View>(_ button: Button<Label>) {}
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {}
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {}
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {}
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {}
    mutating func visitPadding<Content: View>(_ modifier: PaddingModifier, content: Content) {}
    mutating func visitFrame<Content: View>(_ modifier: FrameModifier, content: Content) {}
    mutating func visitFlexibleFrame<Content: View>(_ modifier: FlexibleFrameModifier, content: Content) {}
    mutating func visitFixedSize<Content: View>(_ modifier: FixedSizeModifier, content: Content) {}
    mutating func visitBackground<Content: View, Secondary: View>(
        _ modifier: BackgroundModifier<Secondary>, content: Content
    ) {}
    mutating func visitOverlay<Content: View, Secondary: View>(_ modifier: OverlayModifier<Secondary>, content: Content)
    {}
    mutating func visitLayoutPriority<Content: View>(_ modifier: LayoutPriorityModifier, content: Content) {}
    mutating func visitIdentifier<Content: View>(_ modifier: IdentifierModifier, content: Content) {}
    mutating func visitTextStyle<Content: View>(_ modifier: TextStyleModifier, content: Content) {}
    mutating func visitSameSize<Content: View>(_ modifier: SameSizeModifier, content: Content) {}
    mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content) {
        switch modifier.appearance {
        case .hidden: log.append("hidden")
        case .zIndex(let value): log.append("z \(value)")
        default: break
        }
        content.accept(&self)
    }
    mutating func visitOffset<Content: View>(_ modifier: OffsetModifier, content: Content) {
        log.append("offset \(modifier.x) \(modifier.y)")
        content.accept(&self)
    }
}

@Suite("The layout modifiers and views real code uses, as values")
struct LayoutModifierVocabularyTests {
    @Test("A visitor written before them sees through the layout-neutral modifiers")
    func defaults() {
        var r = NewPrimitiveRecorder()
        Color.red.offset(x: 3).hidden().zIndex(1).id("x").accept(&r)
        #expect(r.log == ["color red"])
        // The others are views and modifiers of another engine to it.
        r = NewPrimitiveRecorder()
        Color.blue.position(x: 1, y: 2).accept(&r)
        Color.blue.aspectRatio(2, contentMode: .fit).accept(&r)
        Color.blue.alignmentGuide(.leading) { $0.width }.accept(&r)
        Divider().accept(&r)
        Image("i", width: 1, height: 1).accept(&r)
        ScrollView { Text("a") }.accept(&r)
        LazyVStack { Text("a") }.accept(&r)
        LazyHStack { Text("a") }.accept(&r)
        #expect(
            r.log == [
                "extension modifier PositionModifier", "color blue",
                "extension modifier AspectRatioModifier", "color blue",
                "extension modifier AlignmentGuideModifier", "color blue",
                "extension Divider", "extension Image",
                "extension ScrollView<Text>", "extension LazyVStack<Text>", "extension LazyHStack<Text>"
            ])
    }

    @Test("hidden, zIndex and offset stay readable by a visitor that draws")
    func drawingInformation() {
        var r = DrawingRecorder()
        Color.red.offset(Size(width: 1, height: -2)).zIndex(3).hidden().accept(&r)
        #expect(r.log == ["hidden", "z 3.0", "offset 1.0 -2.0", "red"])
    }

    @Test("The aspect-ratio rule scales the ratio to fit or fill the proposal")
    func aspectRatioProposal() {
        let fit = AspectRatioModifier(ratio: 2, contentMode: .fit)
        let fill = AspectRatioModifier(ratio: 2, contentMode: .fill)
        func ideal() -> Size { Size(width: 30, height: 10) }
        // 100 × 100: scales 50 and 100.
        #expect(
            fit.proposal(for: ProposedSize(width: 100, height: 100), idealSize: ideal)
                == ProposedSize(width: 100, height: 50))
        #expect(
            fill.proposal(for: ProposedSize(width: 100, height: 100), idealSize: ideal)
                == ProposedSize(width: 200, height: 100))
        // A nil axis does not limit; fill is unbounded then, as in SwiftUI.
        #expect(
            fit.proposal(for: ProposedSize(width: 100, height: nil), idealSize: ideal)
                == ProposedSize(width: 100, height: 50))
        #expect(
            fill.proposal(for: ProposedSize(width: 100, height: nil), idealSize: ideal)
                == ProposedSize(width: .infinity, height: .infinity))
        // Unspecified passes through; the content's ideal ratio (3 : 1) when nil.
        #expect(fit.proposal(for: .unspecified, idealSize: ideal) == .unspecified)
        let own = AspectRatioModifier(ratio: nil, contentMode: .fit)
        #expect(
            own.proposal(for: ProposedSize(width: 60, height: 60), idealSize: ideal)
                == ProposedSize(width: 60, height: 20))
        // A 0 × 0 ideal size is a square; a 0 × 5 one keeps its empty width.
        #expect(own.proposal(for: ProposedSize(width: 40, height: 20)) { .zero } == ProposedSize(width: 20, height: 20))
        #expect(
            own.proposal(for: ProposedSize(width: 40, height: 20)) { Size(width: 0, height: 5) }
                == ProposedSize(width: 0, height: 20))
        // A ratio that is no shape keeps the proposal.
        for bad in [Double.nan, 0, -1, .infinity] {
            let m = AspectRatioModifier(ratio: bad, contentMode: .fit)
            #expect(
                m.proposal(for: ProposedSize(width: 7, height: 9), idealSize: ideal)
                    == ProposedSize(width: 7, height: 9))
        }
    }

    @Test("An image is its size; resizable, the proposal, not below its cap insets")
    func imageSize() {
        let image = Image("photo", width: 300, height: 200)
        #expect(image.sizeThatFits(ProposedSize(width: 10, height: 10)) == Size(width: 300, height: 200))
        let resizable = image.resizable(capInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(resizable.isResizable && !image.isResizable)
        #expect(resizable.sizeThatFits(ProposedSize(width: 50, height: nil)) == Size(width: 50, height: 200))
        #expect(resizable.sizeThatFits(ProposedSize(width: 0, height: 0)) == Size(width: 6, height: 4))
        #expect(Image("bad", size: Size(width: .infinity, height: -1)).sizeThatFits(.unspecified) == .zero)
    }

    @Test("View dimensions give the default alignment lines; a guide's NaN is the default")
    func viewDimensions() {
        let d = ViewDimensions(width: 40, height: 10)
        #expect(
            d[HorizontalAlignment.leading] == 0 && d[HorizontalAlignment.center] == 20
                && d[HorizontalAlignment.trailing] == 40)
        #expect(d[VerticalAlignment.top] == 0 && d[VerticalAlignment.center] == 5 && d[VerticalAlignment.bottom] == 10)
        let guide = AlignmentGuideModifier(guide: .horizontal(.leading)) { $0[.trailing] - 4 }
        #expect(guide.value(for: Size(width: 40, height: 10)) == 36)
        let broken = AlignmentGuideModifier(guide: .vertical(.bottom)) { _ in .nan }
        #expect(broken.value(for: Size(width: 40, height: 10)) == 10)
        #expect(broken.guide.axis == .vertical)
    }
}
