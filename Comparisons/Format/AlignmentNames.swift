import LayoutModel

/// The names alignments have in scenario files, both ways.
enum AlignmentNames {
    static let alignments: [(name: String, value: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing)
    ]
    static let vertical: [(name: String, value: VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom)
    ]
    static let horizontal: [(name: String, value: HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing)
    ]

    static func name(of alignment: Alignment) -> String {
        alignments.first { $0.value == alignment }!.name
    }

    static func name(of alignment: VerticalAlignment) -> String {
        vertical.first { $0.value == alignment }!.name
    }

    static func name(of alignment: HorizontalAlignment) -> String {
        horizontal.first { $0.value == alignment }!.name
    }
}
