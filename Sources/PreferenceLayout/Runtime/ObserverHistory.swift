/// The values an observer was delivered, kept short for a diagnostic: the first and the last
/// `kept` of them, and how many there were. A feedback loop allowed hundreds of thousands of
/// passes costs the same memory as one allowed sixteen.
struct ObserverHistory {
    /// How many values are kept at each end.
    static let kept = 8

    let name: String
    private(set) var first: [String] = []
    /// The last values, oldest first once `count` exceeds twice `kept` (a ring from `ringStart`).
    private var last: [String] = []
    private var ringStart = 0
    /// Every value delivered, counted.
    private(set) var count = 0

    init(name: String) { self.name = name }

    mutating func append(_ value: String) {
        count += 1
        if first.count < ObserverHistory.kept {
            first.append(value)
        } else if last.count < ObserverHistory.kept {
            last.append(value)
        } else {
            last[ringStart] = value
            ringStart = (ringStart + 1) % ObserverHistory.kept
        }
    }

    /// The values kept, in delivery order: all of them when no more than twice `kept` were
    /// delivered, else the first and the last `kept`.
    var values: [String] {
        first + last[ringStart...] + last[..<ringStart]
    }

    /// Whether values between the first and the last ones kept were left out.
    var omitsSome: Bool { count > values.count }
}
