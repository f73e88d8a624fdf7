// The layouts of Apple's "Composing custom layouts with SwiftUI" sample, written from its
// description: the files beside this one are SwiftUI source with only the import changed.
// Here they run in the package's SwiftUI-semantics engine.
import Foundation
import PreferenceLayout

/// A frame with its origin to two decimals (the circle's points are irrational).
func rounded(_ frame: Rect) -> String {
    String(format: "(%.2f, %.2f) %g×%g", frame.minX, frame.minY, frame.width, frame.height)
}

let pets = ["Cat", "Goldfish", "Dog"]

// Wide enough: the three buttons in a row, each as wide as "Goldfish", 8 apart.
let row = try PreferenceLayoutEngine(root: ButtonStack(pets: pets)).layout(in: Size(width: 320, height: 200))
for pet in pets { print(try row.frame(of: pet)) }
// prints (0.0, 0.0) 69.427734375×19.7890625: "Goldfish" at 17 points is 69.43 wide
// prints (77.427734375, 0.0) 69.427734375×19.7890625: one width and 8 further
// prints (154.85546875, 0.0) 69.427734375×19.7890625

// Too narrow for the row: ViewThatFits takes the column.
let column = try PreferenceLayoutEngine(root: ButtonStack(pets: pets)).layout(in: Size(width: 150, height: 200))
for pet in pets { print(try column.frame(of: pet)) }
// prints (0.0, 0.0) 69.427734375×19.7890625
// prints (0.0, 27.7890625) 69.427734375×19.7890625: one line and 8 further
// prints (0.0, 55.578125) 69.427734375×19.7890625

// The avatars by rank on a 300-point square: the leader, the dog, at the top.
let podium = PreferenceLayoutEngine(root: Podium(ranks: [("Cat", 2), ("Goldfish", 3), ("Dog", 1)]))
let ranked = try podium.layout(in: Size(width: 300, height: 300))
for pet in pets { print(rounded(try ranked.frame(of: pet))) }
// prints (216.60, 180.00) 40×40: 120° clockwise from the top, 100 from the centre (150, 150)
// prints (43.40, 180.00) 40×40: 240°
// prints (130.00, 30.00) 40×40: the top

// Two lead together: the one behind at the bottom, the leaders level above the centre.
podium.root = Podium(ranks: [("Cat", 1), ("Goldfish", 2), ("Dog", 1)])
let tied = try podium.layout(in: Size(width: 300, height: 300))
for pet in pets { print(rounded(try tied.frame(of: pet))) }
// prints (216.60, 80.00) 40×40: 60°
// prints (130.00, 230.00) 40×40: the bottom
// prints (43.40, 80.00) 40×40: 300°

// All tie: the same avatars in an HStackLayout.
podium.root = Podium(ranks: [("Cat", 1), ("Goldfish", 1), ("Dog", 1)])
let level = try podium.layout(in: Size(width: 300, height: 300))
for pet in pets { print(rounded(try level.frame(of: pet))) }
// prints (0.00, 0.00) 40×40
// prints (48.00, 0.00) 40×40: 40 and the stack's 8
// prints (96.00, 0.00) 40×40
