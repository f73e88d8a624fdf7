// SwiftUI's text styles (`.font(.headline)`), as the default face at the sizes iOS gives them
// at the default Dynamic Type setting. Only the size is modelled: SwiftUI draws `headline` in a
// semibold weight, whose wider glyphs this package does not measure (one face, one weight).
extension Font {
    /// 34 points.
    public static var largeTitle: Font { Font(size: 34) }
    /// 28 points.
    public static var title: Font { Font(size: 28) }
    /// 22 points.
    public static var title2: Font { Font(size: 22) }
    /// 20 points.
    public static var title3: Font { Font(size: 20) }
    /// 17 points (semibold in SwiftUI; the weight is not modelled).
    public static var headline: Font { Font(size: 17) }
    /// 15 points.
    public static var subheadline: Font { Font(size: 15) }
    /// 17 points, the default.
    public static var body: Font { Font(size: Font.defaultSize) }
    /// 16 points.
    public static var callout: Font { Font(size: 16) }
    /// 13 points.
    public static var footnote: Font { Font(size: 13) }
    /// 12 points.
    public static var caption: Font { Font(size: 12) }
    /// 11 points.
    public static var caption2: Font { Font(size: 11) }
}
