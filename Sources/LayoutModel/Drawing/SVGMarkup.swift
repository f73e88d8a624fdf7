/// How pictures write numbers, text and colours in SVG.
package enum SVGMarkup {
    /// Up to 3 decimals, without trailing zeros: `12`, `81.125`, `-0.5`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int(rounded)) }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `text` with the characters XML gives a meaning to written as entities, for text and
    /// for attribute values in double quotes.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A colour as `rgb(0,122,255)`.
    package static func rgb(_ color: Color) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgb(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)))"
    }

    /// The `fill`, `fill-opacity` attributes of `color` at `opacity`; `none` for a clear colour.
    package static func fill(_ color: Color, opacity: Double) -> String {
        let alpha = color.opacity * opacity
        guard alpha > 0 else { return "fill=\"none\"" }
        return "fill=\"\(rgb(color))\"" + (alpha < 1 ? " fill-opacity=\"\(number(alpha))\"" : "")
    }

    /// A rectangle element's geometry: `x="…" y="…" width="…" height="…"`.
    package static func geometry(_ r: Rect) -> String {
        "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
    }
}
