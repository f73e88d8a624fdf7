import ConstraintLayout
import LayoutModel

let form = try AnchorLayout(name: "form", width: 320)
let font = Font(size: 16)
let user = try form.addText("user.label", "User:", font: font)
let password = try form.addText("password.label", "Password:", font: font)
let userField = try form.addItem("user.field")
let passwordField = try form.addItem("password.field")
let box = form.container
try form.activate(
    [
        user.leading == box.leading + 20, user.top == box.top + 20,
        password.leading == user.leading, password.top == user.bottom + 12,
        userField.leading == user.trailing + 8, userField.trailing == box.trailing - 20,
        userField.centerY == user.centerY, userField.height == 28,
        passwordField.leading == userField.leading, passwordField.trailing == userField.trailing,
        passwordField.centerY == password.centerY, passwordField.height == 28,
        box.bottom == passwordField.bottom + 20
    ] + LayoutRelation.sameWidth([user, password]))
print(try form.frame(of: passwordField))  // prints (109.125, 45.9375) 190.875×28.0
try form.resize(width: 480, height: nil)  // a suggestion to the solver, not a rebuild
print(try form.frame(of: passwordField))  // prints (109.125, 45.9375) 350.875×28.0
