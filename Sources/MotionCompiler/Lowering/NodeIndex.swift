/// Node names to their indices in the flattened tree (the first node of a name). A state's table
/// and a large transition's tracks mostly name nodes in tree order, so a lookup first compares the
/// name with the node found last and the one after it, and hashes only when neither matches.
struct NodeIndex {
    private let names: [String]
    private let table: [String: Int]
    /// Whether every name is one node's: only then does an equal name at the cursor give the
    /// index the table would.
    private let namesAreUnique: Bool
    private var cursor = 0

    init(names: [String]) {
        var table: [String: Int] = [:]
        table.reserveCapacity(names.count)
        for (i, name) in names.enumerated() where table[name] == nil { table[name] = i }
        self.names = names
        self.table = table
        namesAreUnique = table.count == names.count
    }

    mutating func index(of name: String) -> Int? {
        if namesAreUnique {
            if cursor < names.count, names[cursor] == name { return cursor }
            if cursor + 1 < names.count, names[cursor + 1] == name {
                cursor += 1
                return cursor
            }
        }
        guard let i = table[name] else { return nil }
        cursor = i
        return i
    }
}
