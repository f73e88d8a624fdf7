import LayoutModel

/// The result's frames by identifier, built ahead on the helper thread when another pass
/// follows.
///
/// Building the dictionary costs about 3 ms at 20 000 identifiers: a hash of each, and a
/// cache miss per insertion into fresh storage. A pass after the first usually changes sizes,
/// not which views carry identifiers, so the identifiers a pass placed are indexed on the
/// helper while the next pass evaluates (user code, on the worker; the index reads only the
/// list it was given). If the last pass placed the same identifiers in the same order, its
/// frames are written into that dictionary by position, without hashing; otherwise it is
/// built as usual.
final class FrameIndex: @unchecked Sendable {
    /// Fewer identifiers are hashed in less time than handing them to the helper costs.
    static let minimumCount = 1024

    /// The identifiers and frames of the pass indexed.
    private let placed: [(String, Rect)]
    /// After `build()`: the dictionary of `placed`, the position of each entry of `placed` in
    /// it, and the entries that repeated an identifier.
    private var frames: [String: Rect] = [:]
    private var positions: [Dictionary<String, Rect>.Index] = []
    private var repeated: [Int] = []
    private var isBuilt = false

    init(_ placed: [(String, Rect)]) {
        self.placed = placed
    }

    /// Indexes the identifiers (on the helper).
    func build() {
        frames = FrameIndex.frames(of: placed) { repeated.append($0) }
        positions.reserveCapacity(placed.count)
        for (id, _) in placed { positions.append(frames.index(forKey: id).unsafelyUnwrapped) }
        isBuilt = true
    }

    /// The frames of `final`, the last pass's identifiers, if they are those indexed in the
    /// same order (nil otherwise, or when the index was not built), with a diagnostic per
    /// repeated identifier appended to `diagnostics`.
    func frames(of final: [(String, Rect)], _ diagnostics: inout [LayoutDiagnostic]) -> [String: Rect]? {
        guard isBuilt, final.count == placed.count else { return nil }
        var frames = self.frames
        self.frames = [:]  // the only reference left: written in place
        let same = final.withUnsafeBufferPointer { final in
            placed.withUnsafeBufferPointer { placed in
                positions.withUnsafeBufferPointer { positions in
                    for i in 0..<final.count {
                        guard final[i].0 == placed[i].0 else { return false }
                        frames.values[positions[i]] = final[i].1
                    }
                    return true
                }
            }
        }
        guard same else { return nil }
        for i in repeated { diagnostics.append(FrameIndex.repeatedIdentifier(final[i].0)) }
        return frames
    }

    /// The frames of `placed` by identifier, the last one for a repeated identifier, whose
    /// entry's position is passed to `repeated`.
    static func frames(of placed: [(String, Rect)], repeated: (Int) -> Void) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(placed.count)
        for (i, (id, frame)) in placed.enumerated() where frames.updateValue(frame, forKey: id) != nil {
            repeated(i)
        }
        return frames
    }

    static func repeatedIdentifier(_ id: String) -> LayoutDiagnostic {
        LayoutDiagnostic(kind: .duplicateIdentifier, subject: id, values: [],
                         message: "identifier \"\(id)\" names several views; the last one's frame is reported")
    }
}
