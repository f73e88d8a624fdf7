import PreferenceLayout  // in an app: import SwiftUI
import SwiftUIConstraints

let user = RelationItem("user.label")
let password = RelationItem("password.label")
let userField = RelationItem("user.field")
let passwordField = RelationItem("password.field")
let form = RelationItem.container
let labels = RelationBarrier.trailing(of: [user, password])

let relations = RelationLayout([
    user.leading == form.leading + 16, user.top == form.top + 16,
    password.leading == user.leading, password.top == user.bottom + 8,
    userField.leading == labels + 8, passwordField.leading == labels + 8,
    userField.trailing == form.trailing - 16, passwordField.trailing == userField.trailing,
    userField.firstBaseline == user.firstBaseline, passwordField.firstBaseline == password.firstBaseline,
    form.bottom == passwordField.bottom + 16
])
let view = relations {
    Text("User:").relationName("user.label")
    TextField("User").relationName("user.field").id("user.field")
    Text("Password:").relationName("password.label")
    TextField("Password").relationName("password.field").id("password.field")
}.font(.system(size: 16))

let engine = PreferenceLayoutEngine(root: view)
print(try engine.layout(in: Size(width: 320, height: .infinity)).frame(of: "password.field"))
// prints (105.125, 42.625) 198.875×18.625: after the labels' barrier ("Password:") and 8
print(try engine.layout(in: Size(width: 480, height: .infinity)).frame(of: "password.field"))
// prints (105.125, 42.625) 358.875×18.625: a resize is a suggestion to the kept solver
