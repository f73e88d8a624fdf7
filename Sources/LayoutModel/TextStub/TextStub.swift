// Temporary stand-in for helper C's text measurement (branch `text`); deleted when it lands.
import Foundation

public enum FontError: Error, Hashable, Sendable {
    case notAFont(String)
}

public final class FontFace: Hashable, Sendable {
    public static let dejaVuSans = FontFace(name: "DejaVu Sans")
    public let name: String
    public let unitsPerEm: Int = 2048
    public let ascender: Int = 1901
    public let descender: Int = -483
    public let lineGap: Int = 0

    private init(name: String) { self.name = name }

    public convenience init(contentsOf url: URL) throws(FontError) {
        throw .notAFont(url.path)
    }

    public convenience init(data: Data, name: String?) throws(FontError) {
        throw .notAFont(name ?? "data")
    }

    public func advanceWidth(of scalar: Unicode.Scalar) -> Int { 1024 }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public struct Font: Hashable, Sendable {
    public var face: FontFace
    public var size: Double
    public static let defaultSize: Double = 17

    public init(face: FontFace = .dejaVuSans, size: Double = Font.defaultSize) {
        self.face = face
        self.size = size
    }

    public static func system(size: Double) -> Font { Font(size: size) }

    public var lineHeight: Double { 1.1640625 * size }

    public func width(of string: String) -> Double { Double(string.count) * size / 2 }
}

public struct TextLayout: Hashable, Sendable {
    public var lines: [String]
    public var width: Double
    public var height: Double
    public var lineHeight: Double
    public var isTruncated: Bool
}

public enum TextMeasurement {
    public static func layout(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> TextLayout {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let p = String(paragraph)
            guard let width, width.isFinite else { lines.append(p); continue }
            var current = ""
            for word in p.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || font.width(of: candidate) <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        var truncated = false
        if let lineLimit, lineLimit > 0, lines.count > lineLimit {
            lines = Array(lines.prefix(lineLimit))
            truncated = true
        }
        let w = lines.map { font.width(of: $0) }.max() ?? 0
        return TextLayout(lines: lines, width: w, height: Double(lines.count) * font.lineHeight,
                          lineHeight: font.lineHeight, isTruncated: truncated)
    }
}
