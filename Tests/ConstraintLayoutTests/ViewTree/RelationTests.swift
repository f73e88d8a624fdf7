import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

@Suite("Relations in the constraint engine")
struct RelationTests {
    @Test("sameWidth is one variable: its length is the widest natural width, one solve")
    func oneSolve() throws {
        let g = LayoutGroup("g")
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 30, height: 10).sameWidth(in: g, alignment: .leading).id("a")
            Color.red.frame(width: 70, height: 10).sameWidth(in: g).id("b")
            Color.red.frame(width: 50, height: 10).sameWidth(in: g, alignment: .trailing).id("c")
        }
        let engine = ConstraintLayoutEngine(root: view)
        let result = try engine.layout(in: Size(width: 500, height: 500))
        // The stack is 70 wide and centred in nothing: the root is at the origin.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 70, height: 10))
        #expect(result.frame(of: "b") == Rect(x: 0, y: 18, width: 70, height: 10))
        #expect(result.frame(of: "c") == Rect(x: 0, y: 36, width: 70, height: 10))
        #expect(result.statistics.constraints == 4)
        #expect(result.statistics.solves == 1)
        // One round with the group unknown, measuring the members where they stand; one at the
        // solved length, where nothing changes.
        #expect(result.statistics.rounds == 2)
    }

    @Test("sameHeight with wrapped texts: measured at the solved width, re-solved until stable")
    func wrappedHeights() throws {
        let g = LayoutGroup("rows")
        let view = HStack(alignment: .top) {
            Text("short").sameHeight(in: g, alignment: .top).id("left")
            Text("a much longer text that has to wrap onto a few lines in a narrow column")
                .sameHeight(in: g).id("right")
        }
        let proposals = [ProposedSize(width: 300, height: nil), ProposedSize(width: 220, height: nil)]
        try expectSameFrames(view, at: proposals)
        let engine = ConstraintLayoutEngine(root: view)
        let result = try engine.layout(proposal: proposals[0])
        // Measured where it stands, the wrapped text already has its lines: one solve.
        #expect(result.statistics.rounds == 2)
        #expect(result.statistics.solves == 1)
        let right = try #require(result.frame(of: "right"))
        #expect(right.height == 3 * Font().lineHeight)  // three lines at 300 − "short" − 8
        #expect(result.frame(of: "left")?.height == right.height)
    }

    @Test("The feedback loop: a width fed back into its own frame plus padding is unsatisfiable")
    func feedbackLoop() throws {
        let g = LayoutGroup("badge")
        let view = Text("Blue circles")
            .sameWidth(in: g)
            .padding(.horizontal, 12)
            .sameWidth(in: g)
            .id("badge")
        let engine = ConstraintLayoutEngine(root: view)
        #expect {
            try engine.layout(in: Size(width: 400, height: 100))
        } throws: { error in
            guard case .unsatisfiable(let relation, _) = error as? ConstraintLayoutError else { return false }
            return relation.contains("badge.width >= badge.width + 24") && relation.contains("'badge'")
        }
        // The preference engine, through the same lowering as the seed's plumbing, reports a
        // value that keeps growing.
        let preference = try PreferenceLayoutEngine(root: view).layout(in: Size(width: 400, height: 100))
        #expect(!preference.diagnostics.isEmpty)
    }

    @Test("A member inside a member of its group beside a view that shrinks is no feedback loop")
    func nestedMemberBesideAShrinkingView() throws {
        // Random tree 17-8197. Measured with the group unknown, the clear colour and the
        // spacer's member share the row, 160.125 each (the member is a frame, so the spacer no
        // longer sizes last): the row is 320.25, the group 320.25. Laid out at 320.25, the
        // member is 320.25 and the colour gets 0, so the row is the group's length and nothing
        // more: an ordinary member. (Before, the colour's first 160.125 was taken as what the
        // row adds to the group, `L >= L + 160.125`, and the layout failed.)
        let g = LayoutGroup("g0")
        let view = HStack(spacing: 0) {
            Color.clear.id("c")
            Spacer(minLength: 20).sameWidth(in: g, alignment: .leading).id("s")
        }
        .sameWidth(in: g).id("row")
        let expected = [
            "c": Rect(x: 0, y: 0, width: 0, height: 10), "s": Rect(x: 0, y: 5, width: 320.25, height: 0),
            "row": Rect(x: 0, y: 0, width: 320.25, height: 10)
        ]
        try expectFrames(view, 320.25, nil, expected)
        // The padded badge stays a loop, found at the first layout at the group's length.
        let badge = Text("Blue circles").sameWidth(in: g).padding(.horizontal, 12).sameWidth(in: g)
        let engine = ConstraintLayoutEngine(root: badge)
        #expect(throws: ConstraintLayoutError.self) { try engine.layout(in: Size(width: 400, height: 100)) }
        // A failed layout keeps nothing: the next one fails the same way, from a new state.
        #expect(throws: ConstraintLayoutError.self) { try engine.layout(in: Size(width: 300, height: 100)) }
    }

    @Test("A loop that shows at a later proposal is refused there, and the texts set are kept")
    func loopAtALaterProposal() throws {
        // Offered no height, the square beside the inner member is 0 wide and the row is the
        // group's length: no loop. Offered 50, the square is 50 wide and the row is the group's
        // length plus 50, every time: `L >= L + 50`, as a fresh engine finds at once.
        let g = LayoutGroup("g")
        let view = HStack(spacing: 0) {
            Color.red.aspectRatio(1, contentMode: .fill).id("square")
            Text("Blue").id("label").sameWidth(in: g)
        }
        .sameWidth(in: g).id("outer")
        let engine = ConstraintLayoutEngine(root: view)
        try engine.setText("Blue circles", of: "label")
        let before = try engine.layout(proposal: ProposedSize(width: 300, height: 0))
        #expect(before.frame(of: "square")?.width == 0)
        func isLoop(_ error: any Error) -> Bool {
            guard case .unsatisfiable(let relation, _) = error as? ConstraintLayoutError else { return false }
            return relation.contains("g.width >= g.width + 50")
        }
        #expect { try engine.layout(proposal: ProposedSize(width: 300, height: 50)) } throws: { isLoop($0) }
        let fresh = ConstraintLayoutEngine(root: view)
        try fresh.setText("Blue circles", of: "label")
        #expect { try fresh.layout(proposal: ProposedSize(width: 300, height: 50)) } throws: { isLoop($0) }
        // After the error the engine lays out as before it, the text it was given included.
        let after = try engine.layout(proposal: ProposedSize(width: 300, height: 0))
        for id in ["square", "label", "outer"] { #expect(after.frame(of: id) == before.frame(of: id)) }
        let plain = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 300, height: 0))
        let label = try #require(after.frame(of: "label"))
        #expect(label.width == Font().width(of: "Blue circles"))
        #expect(label.width > (plain.frame(of: "label")?.width ?? .infinity))
    }

    @Test("A layout whose lengths did not settle leaves nothing the next layout depends on")
    func afterAnUnsettledLayout() throws {
        // Offered 0 × 0, the aspect ratio fills with an infinite width, and the member's
        // height swings between 0 and a line's height at every round (random tree 1-4478).
        let view = Text("a").sameHeight(in: LayoutGroup("g1")).aspectRatio(contentMode: .fill).id("a")
        let engine = ConstraintLayoutEngine(root: view)
        let loop = try engine.layout(proposal: ProposedSize(width: 0, height: 0))
        #expect(loop.diagnostics.contains { $0.hasPrefix("natural lengths still changing after 16 rounds") })
        let after = try engine.layout(proposal: ProposedSize(width: 120, height: 120))
        let fresh = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 120, height: 120))
        // One line of 16-point text, 19.79 high, at the top: before, it kept the loop's last
        // height of 0 and stood 9.9 above it.
        #expect(fresh.frame(of: "a")?.minY == 0)
        #expect(fresh.frame(of: "a")?.height == 19.7890625)
        #expect(after.frame(of: "a") == fresh.frame(of: "a"))
    }

    @Test("A group whose member measured an infinite length is unbound, and bound afresh after")
    func afterAnInfiniteMember() throws {
        // Random tree 4-3120: offered infinity, the aspect ratio fills with an infinite height
        // and the member measures it. The group then keeps no length, as at its first layout,
        // so the next proposal measures the member again, as a fresh engine and the
        // preference engine's plumbing do; it kept the length measured at 120 × 0 before.
        let view = HStack(spacing: 4) {
            ZStack { Spacer().aspectRatio(1, contentMode: .fill) }
            TextField("A long placeholder text").id("field")
        }.sameHeight(in: LayoutGroup("g2"))
        let last = ProposedSize(width: 37, height: 320.25)
        let engine = ConstraintLayoutEngine(root: view)
        let first = try engine.layout(proposal: ProposedSize(width: 120, height: 0))
        _ = try engine.layout(proposal: ProposedSize(width: .infinity, height: 0))
        let after = try engine.layout(proposal: last)
        let fresh = try ConstraintLayoutEngine(root: view).layout(proposal: last)
        #expect(after.frame(of: "field") == fresh.frame(of: "field"))
        #expect(after.frame(of: "field")?.minY != first.frame(of: "field")?.minY)
        let preference = PreferenceLayoutEngine(root: view)
        for proposal in [ProposedSize(width: 120, height: 0), ProposedSize(width: .infinity, height: 0), last] {
            let frames = try preference.layout(proposal: proposal).frames
            if proposal == last { #expect(frames["field"] == after.frame(of: "field")) }
        }
    }

    @Test("A group bound and unbound at every round is a feedback loop, and leaves nothing behind")
    func boundAndUnbound() throws {
        // Random tree 4-1705: at the ideal size, the member is 197.8 wide (the text's line);
        // bound to that, the aspect ratio fills with an infinite width, which unbinds it.
        let view = VStack(alignment: .trailing) {
            Rectangle().id("rectangle")
            Text("well-known pre-release")
        }
        .aspectRatio(1, contentMode: .fill)
        .sameWidth(in: LayoutGroup("g1"), alignment: .topTrailing)
        let engine = ConstraintLayoutEngine(root: view)
        let loop = try engine.layout(proposal: .unspecified)
        #expect(loop.diagnostics.contains { $0.hasPrefix("natural lengths still changing after 16 rounds") })
        let preference = try PreferenceLayoutEngine(root: view).layout(proposal: .unspecified)
        #expect(preference.diagnostics.contains { $0.kind == .unstable })
        let proposal = ProposedSize(width: 37, height: 120)
        let after = try engine.layout(proposal: proposal)
        let fresh = try ConstraintLayoutEngine(root: view).layout(proposal: proposal)
        #expect(after.frame(of: "rectangle") == fresh.frame(of: "rectangle"))
        #expect(fresh.frame(of: "rectangle")?.width == 120)
    }

    @Test("A view the engine cannot express is an error naming it and its path")
    func unsupported() throws {
        let view = VStack {
            Text("a")
            HStack { GeometryReader { _ in Color.red } }
        }
        #expect {
            try ConstraintLayoutEngine(root: view).layout(in: Size(width: 100, height: 100))
        } throws: { error in
            guard case .unsupportedView(let name, let path) = error as? ConstraintLayoutError else { return false }
            return name.hasPrefix("GeometryReader") && path.hasPrefix("VStack") && path.contains("HStack")
        }
    }

    @Test("A custom Layout is user code the engine does not run: an error naming it and its path")
    func customLayout() throws {
        let view = VStack {
            Text("a")
            HStackLayout(spacing: 4) {
                Text("b")
                Text("c")
            }
        }
        #expect {
            try ConstraintLayoutEngine(root: view).layout(in: Size(width: 100, height: 100))
        } throws: { error in
            guard case .unsupportedView(let name, let path) = error as? ConstraintLayoutError else { return false }
            return name.hasPrefix("LayoutContainer<HStackLayout") && path.hasPrefix("VStack")
        }
    }

    @Test("A tree deeper than the limit is refused, and the engine lays out again after")
    func tooDeep() throws {
        var view = AnyView(Color.red.id("leaf"))
        for _ in 0..<50 { view = AnyView(view.padding(1)) }
        let engine = ConstraintLayoutEngine(root: view, options: .init(maximumDepth: 20))
        #expect(throws: ConstraintLayoutError.tooDeep(limit: 20)) {
            try engine.layout(in: Size(width: 200, height: 200))
        }
        let deep = ConstraintLayoutEngine(root: view)
        #expect(
            try deep.layout(in: Size(width: 200, height: 200)).frame(of: "leaf")
                == Rect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test("Grid columns and rows are relations: the widest cell's width, the tallest cell's height")
    func grid() throws {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 20, height: 10).id("a")
                Color.red.frame(width: 5, height: 30).id("b")
            }
            GridRow {
                Color.red.frame(width: 40, height: 6).id("c")
                Text("x").id("d")
            }
        }
        let result = try ConstraintLayoutEngine(root: view).layout(in: Size(width: 300, height: 300))
        #expect(result.size == Size(width: 40 + 4 + Font().width(of: "x"), height: 30 + 2 + Font().lineHeight))
        #expect(result.frame(of: "b") == Rect(x: 44, y: 0, width: 5, height: 30))
        #expect(result.frame(of: "c") == Rect(x: 0, y: 32, width: 40, height: 6))
        try expectSameFrames(view, at: [ProposedSize(width: 300, height: 300), .unspecified, .zero])
    }
}
