import LayoutModel

/// What one `layout` call produced.
public struct PreferenceLayoutResult: Sendable {
    /// The root's size.
    public var size: Size
    /// The frame of every view marked with `.id(_:)`, in root coordinates.
    public var frames: [String: Rect]
    public var statistics: PreferenceLayoutStatistics
    /// Unstable values, duplicate identifiers and unusable inputs, in the order found.
    public var diagnostics: [LayoutDiagnostic]

    /// The frame of the view marked `.id(identifier)`.
    ///
    /// - Throws: ``PreferenceLayoutError/unknownIdentifier(_:)`` when no laid-out view has it.
    public func frame(of identifier: String) throws(PreferenceLayoutError) -> Rect {
        guard let frame = frames[identifier] else { throw .unknownIdentifier(identifier) }
        return frame
    }
}

/// Work counted during one `layout` call.
public struct PreferenceLayoutStatistics: Hashable, Sendable {
    /// Evaluate → layout → deliver rounds.
    public var passes = 0
    /// `body` evaluations of composite views and user modifiers.
    public var bodyEvaluations = 0
    /// Sizes computed (cache misses of the per-node proposal cache).
    public var sizeComputations = 0

    public init() {}
}

/// Something the engine noticed but could lay out anyway.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A preference or geometry value kept changing until the pass limit.
        case unstable
        /// Several views share an identifier.
        case duplicateIdentifier
        /// A length or value SwiftUI does not define (NaN, an infinite or negative length where
        /// none is allowed); the message says what was used instead.
        case invalidValue
        /// A flexible frame whose lengths contradict each other (a maximum below the ideal or
        /// the minimum, an ideal below the minimum), normalised as SwiftUI does.
        case contradictoryFrame
        /// Frames that leave the layout with a NaN, or with an infinity on an axis the proposal
        /// did not make infinite: a length overflowed (a font, a length or a spacing too large
        /// for a double) or a closure answered no number. The frames are as computed; the
        /// message names the views.
        case nonFiniteFrame
    }

    public var kind: Kind
    /// The observer(s) (`onPreferenceChange(Key)`, `onGeometryChange(for: T) at "id"`) or identifier.
    public var subject: String
    /// The values the first named observer was delivered, in order: all of them, or, when
    /// more than 16 were, the first 8 and the last 8 (``valueCount`` says how many there were).
    public var values: [String]
    /// How many values the first named observer was delivered (0 for other kinds).
    public var valueCount = 0
    public var message: String

    public var description: String { message }
}

/// Why a layout failed.
public enum PreferenceLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tree is deeper than ``PreferenceLayoutEngine/Options/maximumDepth``.
    case tooDeep(limit: Int)
    /// The tree is deeper than the calling thread's stack has room for, `limit` levels (less
    /// than ``PreferenceLayoutEngine/Options/maximumDepth``): lay it out on a thread with a
    /// larger stack.
    case tooDeepForStack(limit: Int)
    /// Strict mode: a value kept changing.
    case unstable(LayoutDiagnostic)
    /// No view carries this identifier.
    case unknownIdentifier(String)

    public var description: String {
        switch self {
        case .tooDeep(let limit): "the view tree is more than \(limit) levels deep; refused before layout"
        case .tooDeepForStack(let limit):
            "the view tree is more than \(limit) levels deep, the most this thread's stack has room for; "
                + "refused before layout (lay it out on a thread with a larger stack)"
        case .unstable(let d): "layout did not settle: \(d.message)"
        case .unknownIdentifier(let id): "no view is identified as \"\(id)\""
        }
    }
}
