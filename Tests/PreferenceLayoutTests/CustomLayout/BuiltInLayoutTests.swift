import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Layout API: HStackLayout, VStackLayout, ZStackLayout, GridLayout and AnyLayout")
struct BuiltInLayoutTests {
    /// The frames of `a` and `b` laid out at `width` × `height`, relative to "root".
    private func frames<A: View, B: View>(_ a: A, _ b: B, width: Double?, height: Double?, ids: [String]) throws
        -> (built: [Rect], stack: [Rect])
    {
        let ra = try layout(a.id("root"), width: width, height: height)
        let rb = try layout(b.id("root"), width: width, height: height)
        func relative(_ r: PreferenceLayoutResult) throws -> [Rect] {
            let root = try r.frame(of: "root")
            return try (["root"] + ids).map { try r.frame(of: $0).offsetBy(dx: -root.minX, dy: -root.minY) }
        }
        return (try relative(ra), try relative(rb))
    }

    @Test("HStackLayout lays out as HStack: alignment, spacing, a spacer, a divider")
    func hstack() throws {
        let f = try frames(
            HStackLayout(alignment: .top, spacing: 4) {
                Text("User name").font(size: 16).id("t")
                Spacer().id("s")
                Divider().id("d")
                Color.red.frame(width: 20, height: 40).id("c")
            },
            HStack(alignment: .top, spacing: 4) {
                Text("User name").font(size: 16).id("t")
                Spacer().id("s")
                Divider().id("d")
                Color.red.frame(width: 20, height: 40).id("c")
            }, width: 300, height: 100, ids: ["t", "s", "d", "c"])
        #expect(f.built == f.stack)
        #expect(f.stack[3].width == 1)  // the divider lies across the stack
        #expect(f.stack[0].width == 300)  // the spacer fills the row
    }

    @Test("VStackLayout lays out as VStack with the automatic spacing")
    func vstack() throws {
        let f = try frames(
            VStackLayout(alignment: .trailing) {
                Text("User").font(size: 16).id("t")
                Divider().id("d")
                Text("Password").font(size: 16).id("u")
                Spacer(minLength: 12).id("s")
            },
            VStack(alignment: .trailing) {
                Text("User").font(size: 16).id("t")
                Divider().id("d")
                Text("Password").font(size: 16).id("u")
                Spacer(minLength: 12).id("s")
            }, width: 200, height: 150, ids: ["t", "d", "u", "s"])
        #expect(f.built == f.stack)
        #expect(f.stack[2].height == 1)
    }

    @Test("ZStackLayout lays out as ZStack")
    func zstack() throws {
        let f = try frames(
            ZStackLayout(alignment: .bottomTrailing) {
                Color.red.frame(width: 50, height: 20).id("a")
                Text("Hi").font(size: 16).id("b")
            },
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 50, height: 20).id("a")
                Text("Hi").font(size: 16).id("b")
            }, width: 200, height: 150, ids: ["a", "b"])
        #expect(f.built == f.stack)
    }

    @Test("GridLayout lays out as Grid, a view outside a row a row of its own")
    func grid() throws {
        let f = try frames(
            GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) {
                GridRow {
                    Text("User:").font(size: 16).id("u")
                    Color.red.frame(width: 10, height: 30).id("x")
                }
                Color.blue.frame(height: 2).id("rule")
                GridRow {
                    Text("Password:").font(size: 16).id("p")
                    Color.red.frame(width: 50, height: 10).id("y")
                }
            },
            Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) {
                GridRow {
                    Text("User:").font(size: 16).id("u")
                    Color.red.frame(width: 10, height: 30).id("x")
                }
                Color.blue.frame(height: 2).id("rule")
                GridRow {
                    Text("Password:").font(size: 16).id("p")
                    Color.red.frame(width: 50, height: 10).id("y")
                }
            }, width: 300, height: 300, ids: ["u", "x", "rule", "p", "y"])
        #expect(f.built == f.stack)
    }

    @Test("AnyLayout switches between layouts, keeping its subviews' state")
    func anyLayout() throws {
        final class Serial { var next = 0 }
        struct Numbered: View {
            @State var number: Int
            init(serial: Serial) {
                serial.next += 1
                _number = State(initialValue: serial.next)
            }
            var body: some View { Color.red.frame(width: Double(10 * number), height: 10).id("numbered") }
        }
        struct Root: View {
            let wide: Bool
            let serial: Serial
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout(spacing: 5)) : AnyLayout(VStackLayout(spacing: 5))
                return layout {
                    Numbered(serial: serial)
                    Text("Log in").font(size: 16).id("text")
                }.id("root")
            }
        }
        let serial = Serial()
        let engine = PreferenceLayoutEngine(root: Root(wide: true, serial: serial))
        let wide = try engine.layout(in: Size(width: 300, height: 300))
        engine.root = Root(wide: false, serial: serial)
        let tall = try engine.layout(in: Size(width: 300, height: 300))
        #expect(serial.next == 2)  // a second value was made, and not used: the state stayed
        #expect(try tall.frame(of: "numbered").width == 10)
        let hstack = try layout(
            HStack(spacing: 5) {
                Color.red.frame(width: 10, height: 10).id("numbered")
                Text("Log in").font(size: 16).id("text")
            }.id("root"), width: 300, height: 300)
        let vstack = try layout(
            VStack(spacing: 5) {
                Color.red.frame(width: 10, height: 10).id("numbered")
                Text("Log in").font(size: 16).id("text")
            }.id("root"), width: 300, height: 300)
        for id in ["root", "numbered", "text"] {
            #expect(try wide.frame(of: id) == hstack.frame(of: id))
            #expect(try tall.frame(of: id) == vstack.frame(of: id))
        }
    }
}
