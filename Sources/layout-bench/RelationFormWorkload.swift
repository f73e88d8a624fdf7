import PreferenceLayout
import SwiftUIConstraints

// The login form of the form workload in one `RelationLayout` (SwiftUIConstraints), run by the
// preference engine: the same frames as the floor's, from relations kept in the layout's
// cache. A resize step is a suggestion to that solver, not a rebuild.

/// The form's labels and fields as subviews of one relation layout: every label as wide as
/// the widest (`sameWidth`, each label flexible and hugging more than the fields), each field
/// after its label and 8 to 16 from
/// the trailing edge, the rows 8 apart inside 16 points of margin.
struct RelationBenchmarkForm: View {
    let labels: [String]

    static func relations(_ n: Int) -> [ViewRelation] {
        let container = RelationItem.container
        let labels = (0..<n).map { RelationItem("label.\($0)") }
        // The labels hug more than the fields: the fields take the width left.
        var relations: [ViewRelation] = [.sameWidth(labels), .contentHugging(251, .horizontal, labels)]
        relations.reserveCapacity(5 * n + 2)
        for i in 0..<n {
            let label = RelationItem("label.\(i)")
            let field = RelationItem("field.\(i)")
            relations.append(label.leading == container.leading + 16)
            relations.append(
                i == 0
                    ? label.top == container.top + 16
                    : label.top == RelationItem("label.\(i - 1)").bottom + 8)
            relations.append(field.leading == label.trailing + 8)
            relations.append(field.trailing == container.trailing - 16)
            relations.append(field.top == label.top)
        }
        if n > 0 { relations.append(container.bottom == RelationItem("label.\(n - 1)").bottom + 16) }
        return relations
    }

    var body: some View {
        let layout = RelationLayout(Self.relations(labels.count))
        return layout {
            ForEach(labels.indices, id: \.self) { i in
                Text(labels[i]).frame(maxWidth: .infinity, alignment: .trailing).relationName("label.\(i)")
                    .id("label.\(i)")
                TextField(labels[i]).relationName("field.\(i)").id("field.\(i)")
            }
        }
        .font(size: 16)
    }
}
