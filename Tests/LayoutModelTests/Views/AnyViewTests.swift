import Foundation
import LayoutModel
import Testing

/// A secondary thread's default stack on Darwin, the smallest a caller is likely to release on.
private let secondaryThreadStack = 512 * 1024

/// Runs `work` on a new thread with a stack of `stackSize` bytes and waits for it.
private func onThread(stackSize: Int, _ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        work()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

/// An object whose release a test watches through a weak reference.
private final class Token: @unchecked Sendable {}

/// A view holding a token: released when the view is.
private struct Tracked: View {
    let token: Token
    var body: some View { Color.red.id("leaf") }
}

/// A value handed between threads; the test waits while the other thread uses it.
private final class Holder<Value>: @unchecked Sendable {
    var value: Value?
    weak var token: Token?
}

/// `levels` type-erased views, each wrapping the last in one of the vocabulary's containers or
/// modifiers, around `leaf`.
private func chain(_ levels: Int, around leaf: AnyView) -> AnyView {
    var view = leaf
    for level in 0..<levels {
        switch level % 8 {
        case 0: view = AnyView(view.padding(1))
        case 1: view = AnyView(VStack { view })
        case 2:
            view = AnyView(
                HStack {
                    Text("a")
                    view
                    Spacer()
                })
        case 3: view = AnyView(Color.blue.background(view))
        case 4: view = AnyView(Group { if level % 16 == 4 { view } else { view.padding(1) } })
        case 5: view = AnyView(Optional(view).frame(minWidth: 1))
        case 6: view = AnyView(ZStack { Color.red.overlay(view) })
        default: view = AnyView(Button(action: {}) { view })
        }
    }
    return view
}

private func walk<V: View>(_ view: V) -> [String] {
    var r = Recorder()
    view.accept(&r)
    return r.log
}

@Suite("AnyView: sharing and release")
struct AnyViewTests {
    @Test("Wrapping an AnyView shares its box; wrapping an optional AnyView keeps the optional")
    func wrapping() {
        let inner = AnyView(Text("x").padding(2))
        let twice = AnyView(inner)
        #expect(ObjectIdentifier(twice.wrappedType) == ObjectIdentifier(ModifiedContent<Text, PaddingModifier>.self))
        #expect(walk(twice) == ["padding 2.0", "text x"])
        let optional = AnyView(Optional(inner))
        #expect(ObjectIdentifier(optional.wrappedType) == ObjectIdentifier(AnyView?.self))
        #expect(walk(optional) == ["padding 2.0", "text x"])
        #expect(walk(AnyView(AnyView?.none)) == [])
    }

    @Test("A chain of 100 000 type-erased views is released on a 512 KiB thread, and nothing is kept")
    func deepChainIsReleased() {
        let holder = Holder<AnyView>()
        do {
            let token = Token()
            holder.token = token
            holder.value = chain(100_000, around: AnyView(Tracked(token: token)))
        }
        // The leaf's token, held at the far end of the chain.
        #expect(holder.token != nil)
        onThread(stackSize: secondaryThreadStack) { holder.value = nil }
        #expect(holder.value == nil)
        #expect(holder.token == nil)
    }

    @Test("A box shared with a released chain survives it, whole")
    func sharedBoxSurvives() {
        let shared: AnyView
        let watched: WeakToken
        do {
            let token = Token()
            watched = WeakToken(token)
            shared = AnyView(Tracked(token: token).padding(3))
        }
        let holder = Holder<AnyView>()
        holder.value = chain(10_000, around: shared)
        onThread(stackSize: secondaryThreadStack) { holder.value = nil }
        #expect(watched.token != nil)
        #expect(walk(shared) == ["padding 3.0", "composite", "id leaf", "color red"])
    }

    @Test("Releasing a chain releases every level's views, and a walk before sees each once")
    func everyLevelReleased() {
        var watched: [WeakToken] = []
        var view = AnyView(EmptyView())
        for _ in 0..<50 {
            let token = Token()
            watched.append(WeakToken(token))
            view = AnyView(
                HStack {
                    view
                    Tracked(token: token)
                }.padding(1))
        }
        #expect(watched.allSatisfy { $0.token != nil })
        #expect(walk(view).filter { $0 == "id leaf" }.count == 50)
        view = AnyView(EmptyView())
        #expect(watched.allSatisfy { $0.token == nil })
    }
}

private struct WeakToken {
    weak var token: Token?
    init(_ token: Token) { self.token = token }
}
