import LayoutModel
import Testing

@testable import PreferenceLayout

struct WidthKey: PreferenceKey {
    static let defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}

/// Seed program 5: a badge observed at three places while the offered width changes.
struct Badge: View {
    var label: String
    var text: Log<Double>
    var badge: Log<Double>
    var frame: Log<Double>
    var reader: Log<Double>

    var body: some View {
        Text(label)
            .lineLimit(1)
            .font(size: 16)
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { text.values.append($0) }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { badge.values.append($0) }
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(WidthKey.self) { reader.values.append($0) }
            .frame(maxWidth: .infinity, alignment: .leading)
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { frame.values.append($0) }
            .id("badge")
    }
}

/// Seed program 6: a measured width fed back into its own frame.
struct FeedbackLoop: View {
    @State var width: Double = 0
    var body: some View {
        Text("Blue circles")
            .frame(width: width + 24)
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { width = $0 }
            .id("loop")
    }
}

struct PreferenceFeedbackLoop: View {
    @State var width: Double = 0
    var body: some View {
        Text("Blue circles")
            .frame(width: width + 24)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

@Suite("Observation: badge and feedback loop")
struct ObservationTests {
    @Test("Badge: text, badge and frame widths while the offered width sweeps 120 … 340")
    func badgeSweep() throws {
        let text = Log<Double>()
        let badge = Log<Double>()
        let frame = Log<Double>()
        let reader = Log<Double>()
        let engine = PreferenceLayoutEngine(
            root: Badge(label: "Blue circles", text: text, badge: badge, frame: frame, reader: reader))
        for width in stride(from: 120.0, through: 340, by: 20) {
            let r = try engine.layout(in: Size(width: width, height: 100))
            #expect(r.frames["badge"]?.width == width)
            #expect(r.statistics.passes == 1)
        }
        // The text and the badge never change, so they are delivered once; the frame follows
        // the offered width.
        #expect(text.values == [91.734375])
        #expect(badge.values == [115.734375])
        #expect(reader.values == [115.734375])
        #expect(frame.values == Array(stride(from: 120.0, through: 340, by: 20)))
    }

    @Test("Badge: a label wider than its space truncates with an ellipsis")
    func badgeTruncates() throws {
        let label = "Sample collection of blue circles"
        let ideal = Font(size: 16).width(of: label)
        let text = Log<Double>()
        let badge = Log<Double>()
        let frame = Log<Double>()
        let reader = Log<Double>()
        let engine = PreferenceLayoutEngine(
            root: Badge(label: label, text: text, badge: badge, frame: frame, reader: reader))
        _ = try engine.layout(in: Size(width: 120, height: 100))
        let truncated = TextMeasurement.layout(label, font: Font(size: 16), width: 96, lineLimit: 1)
        #expect(truncated.isTruncated && truncated.lines == [truncated.lines[0]] && truncated.lines[0].hasSuffix("…"))
        #expect(text.values == [truncated.width])
        #expect(truncated.width <= 96)
        #expect(badge.values == [truncated.width + 24])
        _ = try engine.layout(in: Size(width: 340, height: 100))
        #expect(ideal + 24 <= 340)
        #expect(text.values.last == ideal)
        #expect(badge.values.last == ideal + 24)
        #expect(frame.values == [120, 340])
    }

    @Test("Feedback loop through onGeometryChange is stopped and named")
    func feedbackLoopGeometry() throws {
        let r = try layout(FeedbackLoop(), width: 1000, height: 100)
        #expect(r.statistics.passes == 16)
        #expect(r.diagnostics.count == 1)
        let d = try #require(r.diagnostics.first)
        #expect(d.kind == .unstable)
        #expect(d.subject == "onGeometryChange(for: Double) at \"loop\"")
        #expect(d.values.prefix(4) == ["24.0", "48.0", "72.0", "96.0"])
        #expect(d.values.count == 16)
        #expect(r.frames["loop"]?.width == 384.0)
    }

    @Test("Feedback loop through a preference is stopped and names the key")
    func feedbackLoopPreference() throws {
        let r = try layout(
            PreferenceFeedbackLoop(), width: 1000, height: 100,
            options: .init(maximumPasses: 5))
        #expect(r.statistics.passes == 5)
        let d = try #require(r.diagnostics.first)
        #expect(d.subject == "onPreferenceChange(WidthKey)")
        #expect(d.values == ["24.0", "48.0", "72.0", "96.0", "120.0"])
    }

    @Test("Strict mode turns the feedback loop into a thrown error")
    func strictLoop() throws {
        #expect {
            _ = try layout(FeedbackLoop(), width: 1000, height: 100, options: .init(maximumPasses: 4, strict: true))
        } throws: { error in
            guard case PreferenceLayoutError.unstable(let d)? = error as? PreferenceLayoutError else { return false }
            return d.values == ["24.0", "48.0", "72.0", "96.0"]
        }
    }
}
