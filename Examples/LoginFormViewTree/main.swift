import ConstraintLayout
import LayoutModel

struct LoginForm: View {
    var body: some View {
        VStack {
            HStack {
                Text("User:").sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("user.label")
                TextField("User").id("user.field")
            }
            HStack {
                Text("Password:").sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("password.label")
                TextField("Password").id("password.field")
            }
        }
        .padding(16)
        .font(size: 16)
    }
}

let engine = ConstraintLayoutEngine(root: LoginForm())
let result = try engine.layout(in: Size(width: 320, height: .infinity))
print(result.frame(of: "user.label")!)  // prints (16.0, 16.0) 81.125×18.625: as wide as "Password:"
print(result.frame(of: "password.field")!)  // prints (105.125, 42.625) 198.875×18.625
print(result.statistics.constraints)  // prints 3: the group's wish and one relation per label

try engine.setText("Name:", of: "user.label")  // re-measures one text, updates its relation in place
print(try engine.layout(in: Size(width: 320, height: .infinity)).frame(of: "user.label")!)
// prints (16.0, 16.0) 81.125×18.625: "Name:" is narrower, the group stays as wide as "Password:"
