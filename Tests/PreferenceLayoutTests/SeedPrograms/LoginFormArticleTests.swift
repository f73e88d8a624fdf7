import PreferenceLayout
import Testing

// Article 001 (Russian): a login form whose "User:" and "Password:" labels share the width of
// the wider one. One type is both the `PreferenceKey` that carries the widest label up and the
// `ViewModifier` that measures a label; the form stores the maximum through a
// `Binding<CGFloat?>` with the old `binding.value` spelling. Written in the article's style
// and with its APIs, in this project's own words. At 16 pt: "User:" 41.859375,
// "Password:" 81.125, one line 18.625 high; a text field is one line high and takes the width
// its row leaves.

enum LoginFormArticle {
    struct SignInForm: View {
        @State var labelWidth: CGFloat? = nil
        @State var account = ""
        @State var secret = ""

        var body: some View {
            VStack {
                HStack {
                    Text("User:").id("userText")
                        .columnLabel(width: labelWidth, alignment: .trailing)
                        .id("user")
                    TextField("User", text: $account).id("userField")
                }
                HStack {
                    Text("Password:").id("passwordText")
                        .columnLabel(width: labelWidth, alignment: .trailing)
                        .id("password")
                    SecureField("Password", text: $secret).id("passwordField")
                }
            }
            .padding()
            .textFieldStyle(.roundedBorder)
            .keepWidestLabel(in: $labelWidth)
        }
    }

    struct WidestLabel: PreferenceKey {
        static var defaultValue: CGFloat { 0 }

        static func reduce(value: inout Value, nextValue: () -> Value) {
            value = max(value, nextValue())
        }
    }
}

extension LoginFormArticle.WidestLabel: ViewModifier {
    func body(content: Content) -> some View {
        return
            content
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .preference(key: Self.self, value: proxy.size.width)
                })
    }
}

extension View {
    fileprivate func columnLabel(width: CGFloat?, alignment: Alignment) -> some View {
        return
            self
            .modifier(LoginFormArticle.WidestLabel())
            .frame(width: width, alignment: alignment)
    }

    fileprivate func keepWidestLabel(in binding: Binding<CGFloat?>) -> some View {
        return self.onPreferenceChange(LoginFormArticle.WidestLabel.self) {
            binding.value = $0
        }
    }
}

@Suite("Article 001: login form labels of one width")
struct LoginFormArticleTests {
    @Test("Both labels 81.125 wide, User: right-aligned, the fields take the rest, in two passes")
    func labelsShareAWidth() throws {
        let form = LoginFormArticle.SignInForm().font(.system(size: 16))
        let r = try layout(form, width: 332, height: nil)
        // padding() is 16 on every edge: the rows are 332 − 32 = 300 wide. A label is 81.125,
        // the default spacing 8, so a field starts at 16 + 89.125 and is 300 − 89.125 wide.
        // Rows are one line high (18.625), 8 apart.
        #expect(r.frames["user"] == rect(16, 16, 81.125, 18.625))
        #expect(r.frames["userText"] == rect(16 + 81.125 - 41.859375, 16, 41.859375, 18.625))
        #expect(r.frames["userField"] == rect(105.125, 16, 210.875, 18.625))
        #expect(r.frames["password"] == rect(16, 42.625, 81.125, 18.625))
        #expect(r.frames["passwordText"] == rect(16, 42.625, 81.125, 18.625))
        // The secure field is sized exactly as a text field; the rounded-border style changes
        // no size either (SwiftUI draws it inside the same frame).
        #expect(r.frames["passwordField"] == rect(105.125, 42.625, 210.875, 18.625))
        #expect(r.size == Size(width: 332, height: 18.625 * 2 + 8 + 32))
        #expect(r.statistics.passes == 2)
        #expect(r.diagnostics.isEmpty)
    }

    @Test("The stored maximum follows a narrower window: the labels keep 81.125, the fields shrink")
    func narrowerWindow() throws {
        let engine = PreferenceLayoutEngine(root: LoginFormArticle.SignInForm().font(.system(size: 16)))
        _ = try engine.layout(proposal: ProposedSize(width: 332, height: nil))
        let r = try engine.layout(proposal: ProposedSize(width: 232, height: nil))
        #expect(r.frames["user"] == rect(16, 16, 81.125, 18.625))
        #expect(r.frames["passwordField"] == rect(105.125, 42.625, 232 - 32 - 89.125, 18.625))
        // The width was already stored: one pass, nothing delivered anew.
        #expect(r.statistics.passes == 1)
    }
}
