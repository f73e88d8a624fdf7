/// A font face at a point size.
///
/// Sizes are clamped when stored: a size that is NaN, infinite or negative
/// becomes 0, a font whose text measures 0 × 0, so no measurement ever produces
/// NaN or infinity and equal fonts stay equal (a NaN size would not even equal
/// itself).
public struct Font: Hashable, Sendable {
    /// The face whose metrics are used.
    public var face: FontFace
    /// The size in points: one em is `size` points. Never NaN, infinite or negative.
    public var size: Double {
        didSet { size = Font.clamped(size: size) }
    }

    /// 17 points, the body text size on iOS.
    public static let defaultSize: Double = 17

    /// A font with `face` at `size` points.
    ///
    /// - Parameters:
    ///   - face: the face; DejaVu Sans Book by default.
    ///   - size: the size in points; NaN, infinite or negative sizes become 0.
    public init(face: FontFace = .dejaVuSans, size: Double = Font.defaultSize) {
        self.face = face
        self.size = Font.clamped(size: size)
    }

    /// The default face at `size` points.
    public static func system(size: Double) -> Font {
        Font(size: size)
    }

    /// The distance between consecutive baselines, in points:
    /// (ascender − descender + lineGap) × size / unitsPerEm, never negative.
    public var lineHeight: Double {
        points(fromUnits: max(0, face.ascender - face.descender + face.lineGap))
    }

    /// The width of `text` set on one line, in points: the sum of the advance
    /// widths of its Unicode scalars, without kerning. Every scalar counts,
    /// spaces and control characters included.
    ///
    /// - Complexity: O(n) for n scalars, no allocation.
    public func width(of text: String) -> Double {
        points(fromUnits: units(of: text.unicodeScalars))
    }

    /// The width of `text` set on one line, in points (see `width(of:)`).
    ///
    /// - Complexity: O(n) for n scalars, no allocation.
    public func width(of text: Substring) -> Double {
        points(fromUnits: units(of: text.unicodeScalars))
    }

    /// Font units → points. Every measurement goes through here, so a width
    /// measured twice (or summed from the same units) gives the same Double.
    func points(fromUnits units: Int) -> Double {
        Double(units) * size / Double(face.unitsPerEm)
    }

    /// The summed advance of `scalars`, in font units.
    func units<Scalars: Sequence<Unicode.Scalar>>(of scalars: Scalars) -> Int {
        let face = self.face
        return face.bmpAdvances.withUnsafeBufferPointer { bmp in
            var total = 0
            for scalar in scalars {
                let value = scalar.value
                total += value < 0x1_0000 ? Int(bmp[Int(value)]) : face.advanceWidth(of: scalar)
            }
            return total
        }
    }

    /// The stored form of a size: finite and non-negative.
    private static func clamped(size: Double) -> Double {
        size.isFinite && size > 0 ? size : 0
    }
}
