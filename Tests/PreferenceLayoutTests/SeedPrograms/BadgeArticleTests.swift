import PreferenceLayout
import Testing

// Article 003 (Russian): measuring a padded one-line badge with `onGeometryChange(for:
// CGFloat.self)` (and, for older systems, a background `GeometryReader` with a preference),
// shown in an app with `@main`, `WindowGroup`, a `Slider` that sets the offered width and a
// `Button` that swaps the label; it warns against feeding the measurement into the measured
// view's own frame. Written in the article's style and with its APIs, in this project's own
// words.
//
// Where the article relies on what a layout engine cannot have: nobody drags the slider or
// presses the button here. The tests set the state those controls would set (the initial
// `offered` and `longLabel`) and lay out again. `@main` cannot stand in a test target (the
// test runner has its own entry point), so the app type is declared without it and its
// `main()` is called directly.
//
// At 16 pt: "User:" 41.859375 wide, a line 18.625 high; at the default 17 pt a line is
// 17 × 1.1640625 = 19.7890625 high.

enum BadgeArticle {
    struct BadgeApp: App {
        var body: some Scene {
            WindowGroup {
                BadgeDemo()
            }
        }
    }

    struct BadgeDemo: View {
        @State var measured: CGFloat = 0
        @State var offered: Double = 260
        @State var longLabel = false

        private var title: String {
            longLabel
                ? "Password: User:"
                : "User:"
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text(title)
                    .font(.system(size: 16))
                    .lineLimit(1)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.blue.opacity(0.12))
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.width
                    } action: { newWidth in
                        measured = newWidth
                    }
                    .id("badge")
                    .frame(
                        width: CGFloat(offered),
                        alignment: .leading
                    )
                    .id("badgeFrame")
                Text(
                    String(
                        format: "Badge: %.3f pt",
                        Double(measured)
                    )
                )
                .id("readoutText")
                .monospacedDigit()
                .frame(width: 340, alignment: .leading)
                .id("readout")
                Slider(value: $offered, in: 120...340).id("slider")
                Button("Swap label") {
                    longLabel.toggle()
                }
                .id("button")
            }
            .frame(width: 360, alignment: .leading)
            .padding(20)
        }
    }

    /// The older approach: a background reader publishes the width, the last value wins.
    struct BadgeWidthKey: PreferenceKey {
        static var defaultValue: CGFloat { 0 }

        static func reduce(
            value: inout CGFloat,
            nextValue: () -> CGFloat
        ) {
            value = nextValue()
        }
    }

    struct LegacyBadgeDemo: View {
        @State var measured: CGFloat = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("User:")
                    .font(.system(size: 16))
                    .lineLimit(1)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.blue.opacity(0.12))
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(
                                key: BadgeWidthKey.self,
                                value: proxy.size.width
                            )
                        }
                    }
                    .onPreferenceChange(BadgeWidthKey.self) { newWidth in
                        measured = newWidth
                    }
                    .id("badge")
                Text(String(format: "Badge: %.3f pt", Double(measured)))
                    .id("readoutText")
                    .frame(width: 340, alignment: .leading)
            }
            .frame(width: 360, alignment: .leading)
            .padding(20)
        }
    }

    /// What the article warns against: the measured view's frame computed from its own
    /// measurement, plus its padding.
    struct GrowingBadge: View {
        @State var measured: CGFloat = 0

        var body: some View {
            Text("User:")
                .padding(.horizontal, 12)
                .frame(width: measured + 24)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newWidth in
                    measured = newWidth
                }
        }
    }
}

@Suite("Article 003: a badge measured with onGeometryChange")
struct BadgeArticleTests {
    static let line17 = Font(size: 17).lineHeight

    @Test("The app's window: the badge measures 65.859375, the readout shows it after a second pass")
    func appWindow() throws {
        let results = try BadgeArticle.BadgeApp().layOutWindows(in: BadgeArticle.BadgeApp.defaultWindowSize)
        #expect(results.count == 1)
        let r = try #require(results.first)
        // The badge: 41.859375 + 2 × 12 wide, 18.625 + 2 × 8 high, at the padding (20, 20), at
        // the leading edge of its 260-wide frame.
        #expect(r.frames["badgeFrame"] == rect(20, 20, 260, 34.625))
        #expect(r.frames["badge"] == rect(20, 20, 65.859375, 34.625))
        // Pass 1 shows "Badge: 0.000 pt"; the observer stores 65.859375; pass 2 shows the value.
        let readout = Font(size: 17).width(of: "Badge: 65.859 pt")
        #expect(r.frames["readoutText"] == rect(20, 70.625, readout, Self.line17))
        #expect(r.frames["readout"] == rect(20, 70.625, 340, Self.line17))
        // The slider takes the stack's 360 and is 21 high; 16 apart from its neighbours.
        let sliderY = 70.625 + Self.line17 + 16
        #expect(r.frames["slider"] == rect(20, sliderY, 360, Slider.height))
        #expect(r.frames["button"] == rect(20, sliderY + 21 + 16, Font(size: 17).width(of: "Swap label"), Self.line17))
        #expect(r.size == Size(width: 400, height: sliderY + 21 + 16 + Self.line17 + 20))
        #expect(r.statistics.passes == 2)
        #expect(r.diagnostics.isEmpty)
        // main() lays the window out the same way, prints its identified frames, and returns.
        BadgeArticle.BadgeApp.main()
    }

    @Test(
        "The slider's width moves only the outer frame; the badge keeps its measurement",
        arguments: [120.0, 200.0, 340.0])
    func offeredWidth(offered: Double) throws {
        let r = try layout(BadgeArticle.BadgeDemo(offered: offered), width: 800, height: 600)
        #expect(r.frames["badgeFrame"] == rect(20, 20, offered, 34.625))
        #expect(r.frames["badge"] == rect(20, 20, 65.859375, 34.625))
        #expect(r.frames["readoutText"]?.width == Font(size: 17).width(of: "Badge: 65.859 pt"))
    }

    @Test("The long label: measured at its whole width when it fits, at most the frame when not")
    func longLabel() throws {
        let long = Font(size: 16).width(of: "Password: User:") + 24
        let wide = try layout(BadgeArticle.BadgeDemo(offered: 340, longLabel: true), width: 800, height: 600)
        #expect(wide.frames["badge"]?.width == long)
        #expect(
            wide.frames["readoutText"]?.width
                == Font(size: 17).width(of: "Badge: \(String(format: "%.3f", long)) pt"))
        // Offered 120 (less than the label needs), one line: the text is cut to 96 and the
        // badge, with its padding, is no wider than the frame.
        let narrow = try layout(BadgeArticle.BadgeDemo(offered: 120, longLabel: true), width: 800, height: 600)
        let badge = try #require(narrow.frames["badge"])
        #expect(badge.width <= 120)
        #expect(badge.height == 34.625)
    }

    @Test("The background reader reports the same width through a preference")
    func legacyReader() throws {
        let r = try layout(BadgeArticle.LegacyBadgeDemo(), width: 800, height: 600)
        #expect(r.frames["badge"] == rect(20, 20, 65.859375, 34.625))
        #expect(r.frames["readoutText"]?.width == Font(size: 17).width(of: "Badge: 65.859 pt"))
        #expect(r.statistics.passes == 2)
    }

    @Test("Feeding the width into its own frame grows it each pass: stopped and named, never endless")
    func feedbackLoop() throws {
        let r = try layout(
            BadgeArticle.GrowingBadge(), width: 800, height: 600,
            options: .init(maximumPasses: 8))
        // Each pass the frame is 24 wider than the width measured in the pass before.
        let loop = try #require(r.diagnostics.first { $0.kind == .unstable })
        #expect(loop.subject.contains("onGeometryChange(for: CGFloat)"))
        #expect(loop.values.prefix(3) == ["24.0", "48.0", "72.0"])
        #expect(r.statistics.passes == 8)
    }
}
