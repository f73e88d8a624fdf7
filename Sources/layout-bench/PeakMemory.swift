import Comparisons
import ConstraintLayout
import LayoutModel
import PreferenceLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The engines `layout-bench peak-memory` measures one at a time.
let peakMemoryEngines = ["preference", "constraint", "floor"]

/// The process's peak resident size so far, in bytes (Linux reports kilobytes, Apple's
/// systems bytes).
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
}

/// One cold conversation of `n` messages at 480 points through `engine`, the only work of
/// the process, so that its peak resident size is that layout's (with the process's own
/// start-up). The frames are checked against the floor's afterwards.
///
/// - Returns: the peak before the layout (the messages built) and after it, in bytes.
func conversationPeakMemory(engine: String, n: Int) -> (before: Int, after: Int) {
    let messages = makeConversation(n)
    let proposal = ProposedSize(width: conversationWidth, height: .infinity)
    let what = "\(engine) conversation n=\(n)"
    let before = peakResidentBytes()
    switch engine {
    case "preference":
        let view = BenchmarkConversationRendition(messages: messages)
        let result = layOut(PreferenceLayoutEngine(root: view), proposal, what)
        let after = peakResidentBytes()
        checkFrames(ConversationFloor.frames(messages, width: conversationWidth), what) { result.frames[$0] }
        return (before, after)
    case "constraint":
        let result = layOut(ConstraintLayoutEngine(root: BenchmarkConversation(messages: messages)), proposal, what)
        let after = peakResidentBytes()
        checkFrames(ConversationFloor.frames(messages, width: conversationWidth), what) { result.frame(of: $0) }
        return (before, after)
    default:
        let laidOut = ConversationFloor(messages).layout(width: conversationWidth)
        let after = peakResidentBytes()
        let frames = Dictionary(uniqueKeysWithValues: zip(ConversationFloor.identifiers(messages), laidOut))
        checkFrames(ConversationFloor.frames(messages, width: conversationWidth), what) { frames[$0] }
        return (before, after)
    }
}
