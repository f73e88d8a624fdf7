/// A place in a JSON document, as scenario errors name it: `view.vstack[1].modifiers[2]`,
/// `[0].name`, or the empty path for the whole document.
///
/// The decoder writes paths as text; this reads them back, so that an error can also give
/// the line and column of the value it names (``JSONParser/location(of:in:)``).
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a value into a member of an object or an element of an array.
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]
    /// A key of the object at the path that the error is about (an unknown key): its
    /// location is the key's, not the object's.
    package var memberKey: String?

    /// Creates a path from its components.
    package init(_ components: [Component], memberKey: String? = nil) {
        self.components = components
        self.memberKey = memberKey
    }

    /// Reads a path as the decoder writes it; keys are the format's own names (no `.` or `[`),
    /// and an index is digits between brackets.
    ///
    /// - Parameter text: `view.vstack[1]`, `[0].name`, or empty for the document.
    /// - Complexity: O(*n*) in the length of the text.
    package init(parsing text: String, memberKey: String? = nil) {
        var components: [Component] = []
        var key = ""
        var index: Int?
        for character in text {
            switch character {
            case "." where index == nil:
                if !key.isEmpty { components.append(.key(key)) }
                key = ""
            case "[" where index == nil:
                if !key.isEmpty { components.append(.key(key)) }
                key = ""
                index = 0
            case "]" where index != nil:
                components.append(.index(index!))
                index = nil
            default:
                if let current = index, let digit = character.wholeNumberValue {
                    index = current * 10 + digit
                } else {
                    key.append(character)
                }
            }
        }
        if !key.isEmpty { components.append(.key(key)) }
        self.init(components, memberKey: memberKey)
    }

    /// The path as the decoder writes it (empty for the document).
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
