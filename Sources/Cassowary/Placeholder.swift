// Placeholder until the solver lands.
enum CassowaryPlaceholder {}
