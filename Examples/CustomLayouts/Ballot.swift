import PreferenceLayout  // with SwiftUI: import SwiftUI

/// One voting button per pet, each label as wide as it is offered.
struct VoteButtons: View {
    let pets: [String]

    var body: some View {
        ForEach(pets, id: \.self) { pet in
            Button {
            } label: {
                Text(pet).frame(maxWidth: .infinity)
            }
            .id(pet)
        }
    }
}

/// The buttons side by side when they fit, else one below the other, all as wide as the
/// widest: the first layout of `ViewThatFits` whose ideal size fits the space.
struct ButtonStack: View {
    let pets: [String]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack { VoteButtons(pets: pets) }
            MyEqualWidthVStack { VoteButtons(pets: pets) }
        }
    }
}

/// The pets' avatars on a circle by rank, or in a row when all tie: the layout changes, the
/// avatars stay the same views.
struct Podium: View {
    let ranks: [(pet: String, rank: Int)]

    var body: some View {
        let allTie = Set(ranks.map(\.rank)).count == 1
        let layout = allTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
        return layout {
            ForEach(ranks, id: \.pet) { entry in
                Circle().frame(width: 40, height: 40).rank(entry.rank).id(entry.pet)
            }
        }
    }
}
