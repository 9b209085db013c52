/// The first member of each key of a large object, to find duplicate keys: open addressing over an
/// FNV-1a hash of the key's UTF-8. A state's values hold a key per property of every node it sets
/// (tens of thousands in a large spec), and the standard library's seeded hash of each key cost
/// more than reading it.
struct JSONKeyIndex {
    /// Per slot, the member's index plus one; 0 is an empty slot. The count is a power of two.
    private var slots: [Int32]
    private var count = 0

    /// An index of `members` (one object's, on the reader's member stack), each key's first member.
    /// Indices count from the object's first member.
    init(_ members: ArraySlice<JSONMember>) {
        var capacity = 64
        while capacity < members.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        for i in 0..<members.count { _ = insert(members[members.startIndex + i].key, at: i, members: members) }
    }

    /// The first member whose key is `key`; when there is none, `index` becomes that key's first member.
    mutating func insert(_ key: String, at index: Int, members: ArraySlice<JSONMember>) -> Int? {
        if (count + 1) * 2 > slots.count { grow(members) }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] != 0 {
            let k = Int(slots[slot]) - 1
            if members[members.startIndex + k].key == key { return k }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(index + 1)
        count += 1
        return nil
    }

    /// Twice the slots, every first member placed again.
    private mutating func grow(_ members: ArraySlice<JSONMember>) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Self.hash(members[members.startIndex + Int(entry) - 1].key) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    private static func hash(_ key: String) -> Int {
        var h: UInt32 = 2_166_136_261
        for b in key.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return Int(h)
    }
}
