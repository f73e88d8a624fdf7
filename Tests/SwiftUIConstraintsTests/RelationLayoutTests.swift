#if !canImport(SwiftUI)
import Foundation
import Testing
@testable import PreferenceLayout
@testable import SwiftUIConstraints

/// The seeds' login form in one relation layout: labels at 16, the fields after the labels'
/// column (a barrier) and 8, to 16 from the trailing edge; rows 8 apart, 16 around.
struct LoginForm: View {
    var report: @Sendable (RelationDiagnostic) -> Void = RelationLayout.printToStandardError

    static let user = RelationItem("user.label"), password = RelationItem("password.label")
    static let userField = RelationItem("user.field"), passwordField = RelationItem("password.field")

    static var relations: [ViewRelation] {
        let labels = RelationBarrier.trailing(of: [user, password])
        return [
            user.leading == container.leading + 16,
            user.top == container.top + 16,
            password.leading == user.leading,
            password.top == user.bottom + 8,
            userField.leading == labels + 8,
            passwordField.leading == labels + 8,
            userField.trailing == container.trailing - 16,
            passwordField.trailing == userField.trailing,
            userField.firstBaseline == user.firstBaseline,
            passwordField.firstBaseline == password.firstBaseline,
            container.bottom == password.bottom + 16
        ]
    }

    var body: some View {
        let layout = RelationLayout(Self.relations).reporting(to: report)
        return layout {
            Text("User:").relationName("user.label").id("user.label")
            TextField("User").relationName("user.field").id("user.field")
            Text("Password:").relationName("password.label").id("password.label")
            TextField("Password").relationName("password.field").id("password.field")
        }
        .font(size: 16)
        .id("form")
    }
}

@Suite("RelationLayout: relations solved inside a SwiftUI Layout")
struct RelationLayoutTests {
    // At 16 points: "User:" 41.859375 wide, "Password:" 81.125, every line 18.625 high.

    @Test("The login form: the fields start after the labels' barrier, the form's height follows its rows")
    func loginForm() throws {
        let reports = Reports()
        let r = try layout(LoginForm(report: reports.add), width: 320, height: nil)
        #expect(reports.all.isEmpty)
        #expect(try r.frame(of: "user.label") == rect(16, 16, 41.859375, 18.625))
        #expect(try r.frame(of: "password.label") == rect(16, 42.625, 81.125, 18.625))
        #expect(try r.frame(of: "user.field") == rect(105.125, 16, 198.875, 18.625))
        #expect(try r.frame(of: "password.field") == rect(105.125, 42.625, 198.875, 18.625))
        #expect(try r.frame(of: "form") == rect(0, 0, 320, 77.25))
    }

    @Test("Unspecified, the form is as small as its relations allow: the fields at their natural width")
    func idealSize() throws {
        let r = try layout(LoginForm(), width: nil, height: nil)
        let field = Font(size: 16).width(of: "Password")
        #expect(try r.frame(of: "password.field").width == field)
        #expect(try r.frame(of: "form").width == 16 + 81.125 + 8 + field + 16)
    }

    @Test("A kept cache gives the frames of a fresh one at every size; a resize is no rebuild")
    func keptCache() throws {
        let engine = PreferenceLayoutEngine(root: LoginForm())
        let first = try engine.layout(in: Size(width: 320, height: .infinity))
        let built = try #require(system(of: engine))
        let constraints = built.solver.statistics.constraints
        for width in [200.0, 500, 150, 320, 0] {
            let kept = try engine.layout(in: Size(width: width, height: .infinity))
            let fresh = try layout(LoginForm(), width: width, height: .infinity)
            #expect(kept.frames == fresh.frames, "at \(width)")
            #expect(system(of: engine) === built)
            #expect(built.solver.statistics.constraints == constraints)
        }
        #expect(try engine.layout(in: Size(width: 320, height: .infinity)).frames == first.frames)
    }

    @Test("updateCache keeps the solver when only contents change, and rebuilds for other subviews")
    func updateCache() throws {
        struct Labels: View {
            let texts: [String]
            var body: some View {
                let relations = RelationLayout([
                    RelationItem("0").leading == container.leading,
                    RelationItem("1").leading == RelationItem("0").trailing + 4
                ])
                return relations {
                    ForEach(Array(texts.enumerated()), id: \.offset) { i, text in
                        Text(text).font(size: 16).relationName("\(i)").id("\(i)")
                    }
                }
            }
        }
        let engine = PreferenceLayoutEngine(root: Labels(texts: ["User:", "Log in"]))
        _ = try engine.layout(in: Size(width: 300, height: 100))
        let built = try #require(system(of: engine))
        engine.root = Labels(texts: ["Password:", "Log in"])
        let changed = try engine.layout(in: Size(width: 300, height: 100))
        #expect(system(of: engine) === built)
        #expect(try changed.frame(of: "1").minX == 81.125 + 4)
        #expect(changed.frames == (try layout(Labels(texts: ["Password:", "Log in"]), width: 300, height: 100)).frames)
        engine.root = Labels(texts: ["Password:", "Log in", "More"])
        _ = try engine.layout(in: Size(width: 300, height: 100))
        #expect(system(of: engine) !== built)
    }

    @Test("Every anchor with constants, multipliers and priorities")
    func everyRelationKind() throws {
        let a = RelationItem("a")
        let b = RelationItem("b")
        let c = RelationItem("c")
        let reports = Reports()
        let relations = RelationLayout([
            a.leading == container.leading + 10,
            a.top == container.top + 5,
            a.width == 40,
            a.height == 0.5 * a.width,
            b.leading == a.trailing + 8,
            b.centerY == a.centerY,
            b.width == 2 * a.width - 30,
            b.height >= 30,
            (b.height <= 10).priority(750),
            c.centerX == container.centerX,
            c.bottom == container.bottom - 4,
            c.width == a.width / 4,
            c.height == b.height,
            (c.trailing == container.trailing).priority(1)
        ]).reporting(to: reports.add)
        let view = relations {
            Color.red.relationName("a").id("a")
            Color.red.relationName("b").id("b")
            Color.red.relationName("c").id("c")
        }
        let r = try layout(view, width: 200, height: 100)
        #expect(reports.all.isEmpty)
        #expect(try r.frame(of: "a") == rect(10, 5, 40, 20))
        // b: required height >= 30 beats the optional <= 10; centred on a's centre (15).
        #expect(try r.frame(of: "b") == rect(58, 0, 50, 30))
        // c: centred, 4 from the bottom; its trailing wish (priority 1) loses.
        #expect(try r.frame(of: "c") == rect(95, 66, 10, 30))
    }

    @Test("The first baseline: a text's ascent below its top, a view without text its bottom")
    func firstBaseline() throws {
        let a = RelationItem("a")
        let b = RelationItem("b")
        let box = RelationItem("box")
        let view = RelationLayout([
            a.top == container.top,
            b.firstBaseline == a.firstBaseline,
            b.leading == a.trailing,
            box.bottom == a.firstBaseline
        ]) {
            Text("Small").font(size: 10).relationName("a").id("a")
            Text("Large").font(size: 30).relationName("b").id("b")
            Color.red.frame(width: 5, height: 5).relationName("box").id("box")
        }
        let r = try layout(view, width: 300, height: 100)
        let ascent = { (size: Double) in
            Double(FontFace.dejaVuSans.ascender) * size / Double(FontFace.dejaVuSans.unitsPerEm)
        }
        #expect(abs(try r.frame(of: "b").minY - (ascent(10) - ascent(30))) < 1e-9)
        #expect(abs(try r.frame(of: "box").maxY - ascent(10)) < 1e-9)
    }

    @Test("sameWidth: flexible buttons as wide as the widest; align: leading edges together")
    func groups() throws {
        let login = RelationItem("login")
        let forgot = RelationItem("forgot")
        let view = RelationLayout([
            .sameWidth([login, forgot]),
            .align(.leading, [login, forgot]),
            login.leading == container.leading,
            login.top == container.top,
            forgot.top == login.bottom + 8
        ]) {
            Text("Log in").frame(maxWidth: .infinity).relationName("login").id("login")
            Text("I forgot my password").frame(maxWidth: .infinity).relationName("forgot").id("forgot")
        }
        .font(size: 16)
        let r = try layout(view, width: nil, height: nil)
        #expect(try r.frame(of: "login") == rect(0, 0, 169.4921875, 18.625))
        #expect(try r.frame(of: "forgot") == rect(0, 26.625, 169.4921875, 18.625))
    }

    @Test("Hugging and resistance decide which subview gives: the one that holds less")
    func wishes() throws {
        let a = RelationItem("a")
        let b = RelationItem("b")
        let row = [
            a.leading == container.leading, b.leading == a.trailing, b.trailing == container.trailing,
            a.top == container.top, b.top == container.top
        ]
        // Two texts of 48.53125 ("Log in") in 200: the one that hugs less grows.
        let grow = RelationLayout(row + [.contentHugging(251, .horizontal, [a])])
        let grown = try layout(
            grow {
                Text("Log in").frame(maxWidth: .infinity).relationName("a").id("a")
                Text("Log in").frame(maxWidth: .infinity).relationName("b").id("b")
            }.font(size: 16), width: 200, height: nil)
        #expect(try grown.frame(of: "a").width == 48.53125)
        #expect(try grown.frame(of: "b") == rect(48.53125, 0, 200 - 48.53125, 18.625))
        // In 60: the one that resists less shrinks (and is asked its height there).
        let squeeze = RelationLayout(row + [.compressionResistance(700, .horizontal, [b])])
        let squeezed = try layout(
            squeeze {
                Text("Log in").relationName("a").id("a")
                Text("Log in").relationName("b").id("b")
            }.font(size: 16), width: 60, height: nil)
        #expect(try squeezed.frame(of: "a").width == 48.53125)
        #expect(try squeezed.frame(of: "b").minX == 48.53125)
        #expect(try squeezed.frame(of: "b").height > 18.625)  // "Log in" in 11.47 points wraps
        // Equal wishes leave the split free: asked for, that is ambiguity.
        let reports = Reports()
        let free = RelationLayout(row).checkingAmbiguity().reporting(to: reports.add)
        _ = try layout(
            free {
                Color.red.relationName("a")
                Color.red.relationName("b")
            }, width: 200, height: 50)
        #expect(
            reports.messages == [
                "a is ambiguous: the relations leave its width free",
                "b is ambiguous: the relations leave its leading, width free"
            ])
    }

    @Test("Barriers on every edge stop at the outermost edge; sameHeight shares the taller height")
    func barriersAndSameHeight() throws {
        let a = RelationItem("a")
        let b = RelationItem("b")
        let c = RelationItem("c")
        let d = RelationItem("d")
        let e = RelationItem("e")
        let relations = RelationLayout([
            a.leading == container.leading + 30, a.top == container.top + 40,
            b.leading == container.leading + 10, b.top == container.top + 20,
            // c right of a and b's trailing barrier, below their bottom barrier.
            c.leading == RelationBarrier.trailing(of: [a, b]) + 5,
            c.top == RelationBarrier.bottom(of: [a, b]) + 5,
            // d left of their leading barrier, above their top barrier.
            d.trailing == RelationBarrier.leading(of: [a, b]) - 2,
            d.bottom == RelationBarrier.top(of: [a, b]) - 2,
            .sameHeight([c, e]), e.leading == container.leading, e.top == container.top
        ])
        let r = try layout(
            relations {
                Color.red.frame(width: 20, height: 10).relationName("a").id("a")  // 30...50 × 40...50
                Color.red.frame(width: 60, height: 5).relationName("b").id("b")  // 10...70 × 20...25
                Color.red.frame(width: 8, height: 30).relationName("c").id("c")
                Color.red.frame(width: 4, height: 4).relationName("d").id("d")
                Color.red.frame(width: 6).relationName("e").id("e")  // flexible height
            }, width: 200, height: 200)
        #expect(try r.frame(of: "c") == rect(75, 55, 8, 30))
        #expect(try r.frame(of: "d") == rect(4, 14, 4, 4))
        #expect(try r.frame(of: "e") == rect(0, 0, 6, 30))
    }

    @Test("A text narrower than its line is asked its height there: it wraps, and the container grows")
    func wrapping() throws {
        let t = RelationItem("t")
        let view = RelationLayout([
            t.leading == container.leading,
            t.trailing <= container.trailing,
            t.top == container.top,
            container.bottom == t.bottom
        ]) {
            Text("I forgot my password").font(size: 16).relationName("t").id("t")
        }
        let r = try layout(view, width: 100, height: nil)
        let wrapped = TextMeasurement.layout("I forgot my password", font: Font(size: 16), width: 100, lineLimit: nil)
        #expect(wrapped.lines.count == 2)
        // Offered its solved 100 points, the text takes its wrapped lines' width.
        #expect(try r.frame(of: "t") == rect(0, 0, wrapped.width, 2 * 18.625))
        #expect(r.size.height == 2 * 18.625)
    }

    @Test("A required relation that cannot hold is left out, reported once with what it conflicts with")
    func conflict() throws {
        let a = RelationItem("a")
        let reports = Reports()
        let relations = RelationLayout([
            a.leading == container.leading,
            a.top == container.top,
            a.width == 100,
            a.width == 50,
            a.height == 10
        ]).reporting(to: reports.add)
        let view = relations {
            Color.red.relationName("a").id("a")
        }
        let engine = PreferenceLayoutEngine(root: view)
        let r = try engine.layout(in: Size(width: 300, height: 300))
        #expect(try r.frame(of: "a") == rect(0, 0, 100, 10))
        #expect(reports.all.map(\.kind) == [.unsatisfiable])
        #expect(
            reports.messages[0] == "unsatisfiable required relation a.width == 50.0; it conflicts with: "
                + "a.width == 100.0; the layout goes on without it")
        _ = try engine.layout(in: Size(width: 200, height: 300))
        #expect(reports.all.count == 1)
    }

    @Test("Ambiguity, asked for, names the subview and what the relations leave free")
    func ambiguity() throws {
        let a = RelationItem("a")
        let reports = Reports()
        let relations = RelationLayout([a.top == container.top, a.width == 10, a.height == 10])
            .checkingAmbiguity().reporting(to: reports.add)
        let view = relations {
            Color.red.relationName("a")
        }
        _ = try layout(view, width: 100, height: 100)
        #expect(reports.messages == ["a is ambiguous: the relations leave its leading free"])
    }
}
#endif
