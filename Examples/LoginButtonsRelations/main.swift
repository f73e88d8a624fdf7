import PreferenceLayout  // in an app: import SwiftUI
import SwiftUIConstraints

let logIn = RelationItem("log.in")
let forgot = RelationItem("forgot")
let row = RelationItem.container

let relations = RelationLayout([
    .sameWidth([logIn, forgot]), .align(.top, [logIn, forgot]),
    logIn.leading == row.leading, forgot.leading == logIn.trailing + 8, row.trailing == forgot.trailing,
    logIn.top == row.top, row.bottom == logIn.bottom
])
let buttons = relations {
    Button("Log in") {}.frame(maxWidth: .infinity).relationName("log.in").id("log.in")
    Button("I forgot my password") {}.frame(maxWidth: .infinity).relationName("forgot").id("forgot")
}.font(.system(size: 16))

let result = try PreferenceLayoutEngine(root: buttons).layout(in: Size(width: .infinity, height: .infinity))
print(try result.frame(of: "log.in"))  // prints (0.0, 0.0) 169.4921875×18.625: as wide as the wider button
print(try result.frame(of: "forgot"))  // prints (177.4921875, 0.0) 169.4921875×18.625
