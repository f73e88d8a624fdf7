/// A font face at a point size.
///
/// Sizes are clamped when stored: a size that is NaN, infinite or negative
/// becomes 0, a font whose text measures 0 × 0, so no size makes a measurement NaN
/// and equal fonts stay equal (a NaN size would not even equal itself). The size
/// given is kept beside it, for the engines to report the clamp (docs/ARCHITECTURE.md,
/// "Bad values"); two fonts are equal when their faces and stored sizes are.
public struct Font: Hashable, Sendable {
    /// The face whose metrics are used.
    public var face: FontFace
    /// The size in points: one em is `size` points. Never NaN, infinite or negative.
    public var size: Double {
        didSet {
            let given = size
            size = Font.clamped(size: given)
            clampedFrom = size == given ? nil : given
        }
    }
    /// The size given when it was clamped (NaN, infinite, negative), nil otherwise.
    package private(set) var clampedFrom: Double?

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
        clampedFrom = self.size == size ? nil : size
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face == rhs.face && lhs.size == rhs.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(size)
    }

    /// The default face at `size` points.
    public static func system(size: Double) -> Font {
        Font(size: size)
    }

    /// This font with `fallbacks` after its face: a scalar the face does not map is measured
    /// in the first fallback face that maps it (see ``FontFace/withFallbacks(_:)``).
    ///
    /// - Parameter fallbacks: the faces to ask, in order.
    /// - Returns: the same size, with the combined face.
    /// - Complexity: O(65 536 × f) for f faces.
    public func withFallbacks(_ fallbacks: [FontFace]) -> Font {
        Font(face: face.withFallbacks(fallbacks), size: size)
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

    /// The most font units that measure at most `limit` points: since `points(fromUnits:)`
    /// never decreases as units grow, `points(fromUnits: u) <= limit` exactly when
    /// `u <= widestUnits(fitting: limit)`. Wrapping then decides each fit with one integer
    /// comparison, and decides it as the conversion would.
    ///
    /// - Parameter limit: a width in points.
    /// - Returns: `Int.max` when every amount up to 2^53 units fits (a zero size, a huge
    ///   limit), -1 when not even 0 units fit (a negative or NaN limit).
    /// - Complexity: O(1): an estimate, corrected by the few units rounding can move it; at
    ///   most 53 halvings where the estimate is far off (a size near a double's largest, whose
    ///   conversion overflows to infinity long before the units do).
    func widestUnits(fitting limit: Double) -> Int {
        // Units are sums of 16-bit advances; 2^53 is where they stop converting exactly.
        let ceiling = 1 << 53
        if points(fromUnits: ceiling) <= limit { return .max }
        guard points(fromUnits: 0) <= limit else { return -1 }
        // Here the size is positive: a zero size measures every amount as 0 points.
        let estimate = (limit / size * Double(face.unitsPerEm)).rounded(.down)
        var units = estimate.isFinite ? Int(min(max(estimate, 0), Double(ceiling - 1))) : ceiling - 1
        for _ in 0..<8 {
            if points(fromUnits: units) > limit {
                units -= 1
            } else if points(fromUnits: units + 1) <= limit {
                units += 1
            } else {
                return units
            }
        }
        // Far off: the largest amount that fits, by halving [fits, does not fit).
        var fits = 0
        var tooMany = ceiling
        while tooMany - fits > 1 {
            let middle = fits + (tooMany - fits) / 2
            if points(fromUnits: middle) <= limit { fits = middle } else { tooMany = middle }
        }
        return fits
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
