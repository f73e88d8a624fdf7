extension FontFace {
    /// This face followed by `fallbacks`: a scalar this face does not map is measured in
    /// the first fallback face that maps it, so a CJK face loaded from a file serves the
    /// Chinese characters of a text set in DejaVu Sans.
    ///
    /// The result measures in one unit for all faces: the least common multiple of their
    /// units per em when every advance stays within 16 bits in it (2048 for DejaVu Sans
    /// with a face of 256, 1024 or 2048 units per em), so every width is exact; otherwise
    /// the largest of them, each advance rounded to the nearest unit (an error of at most
    /// half a unit a scalar). Line metrics (ascender, descender, line gap) stay this face's:
    /// the line height does not change with the faces a line uses. Scalars no face maps
    /// take this face's .notdef advance.
    ///
    /// - Parameter fallbacks: faces in the order they are asked; faces with fallbacks of their
    ///   own contribute their list in order. An empty list returns this face.
    /// - Returns: a face named "<name> + <fallback names>", equal to another made from the
    ///   same faces in the same order.
    /// - Complexity: O(65 536 × f) for f faces, once.
    public func withFallbacks(_ fallbacks: [FontFace]) -> FontFace {
        guard !fallbacks.isEmpty else { return self }
        let base = baseFace ?? self
        let list = fallbackFaces + fallbacks.flatMap { [$0.baseFace ?? $0] + $0.fallbackFaces }
        let faces = [base] + list
        let unitsPerEm = Self.commonUnitsPerEm(of: faces)
        func scale(_ advances: [UInt16], of face: FontFace) -> [UInt16] {
            advances.map { UInt16(clamping: Self.scaled(Int($0), from: face.unitsPerEm, to: unitsPerEm)) }
        }
        // A BMP scalar's advance comes from the first face that maps it.
        var bmpAdvances = scale(base.bmpAdvances, of: base)
        var unmapped = base.characterMap.bmpGlyphs.indices.filter { base.characterMap.bmpGlyphs[$0] == 0 }
        for face in list where !unmapped.isEmpty {
            unmapped.removeAll { value in
                guard face.characterMap.bmpGlyphs[value] != 0 else { return false }
                bmpAdvances[value] = UInt16(
                    clamping: Self.scaled(
                        Int(face.bmpAdvances[value]), from: face.unitsPerEm, to: unitsPerEm))
                return true
            }
        }
        func scaledMetric(_ value: Int) -> Int { Self.scaled(value, from: base.unitsPerEm, to: unitsPerEm) }
        return FontFace(
            name: ([base] + list).map(\.name).joined(separator: " + "),
            unitsPerEm: unitsPerEm, ascender: scaledMetric(base.ascender), descender: scaledMetric(base.descender),
            lineGap: scaledMetric(base.lineGap), glyphCount: base.glyphCount,
            glyphAdvances: scale(base.glyphAdvances, of: base), bmpAdvances: bmpAdvances,
            characterMap: base.characterMap, fallbackFaces: list, baseFace: base)
    }

    /// The face read from a file that measures `scalar`: the first that maps it, this face's
    /// own first and then its fallbacks in order, or the first when none maps it (the
    /// scalar then takes its .notdef advance).
    public func face(for scalar: Unicode.Scalar) -> FontFace {
        if characterMap.glyph(for: scalar) != 0 { return baseFace ?? self }
        return fallbackFaces.first { $0.glyphIndex(of: scalar) != nil } ?? (baseFace ?? self)
    }

    /// The unit a list of faces measures in (see ``withFallbacks(_:)``).
    private static func commonUnitsPerEm(of faces: [FontFace]) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let largest = faces.map(\.unitsPerEm).max() ?? 1
        var common = 1
        for face in faces {
            common = common / gcd(common, face.unitsPerEm) * face.unitsPerEm
            // Past 2^16 units per em, even a one-em advance leaves 16 bits.
            guard common <= 0xFFFF else { return largest }
        }
        let fits = faces.allSatisfy { face in
            Int(face.glyphAdvances.max() ?? 0) * (common / face.unitsPerEm) <= Int(UInt16.max)
        }
        return fits ? common : largest
    }

    /// `value` font units of a face with `source` units per em, in units of `target` per em,
    /// rounded to the nearest (exact when `target` is a multiple of `source`).
    static func scaled(_ value: Int, from source: Int, to target: Int) -> Int {
        if source == target { return value }
        let product = value * target
        // Round half away from zero, for negative metrics (descenders) too.
        return product >= 0 ? (product + source / 2) / source : -((-product + source / 2) / source)
    }
}
