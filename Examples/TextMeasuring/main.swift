import LayoutModel

let font = Font(size: 16)
print(font.width(of: "Password:"))  // prints 81.125
print(TextMeasurement.layout("I forgot my password", font: font, width: 100, lineLimit: nil).lines)
// prints ["I forgot my", "password"]: breaks at Unicode line-break opportunities (UAX #14)
