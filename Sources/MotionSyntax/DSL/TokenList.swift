/// The lexer's tokens, held in chunks of 4,096. An array grown by doubling holds its old and new
/// storage at once while it copies: for a large spec (the 10,000-shape bench control lexes to about
/// a million tokens of 64 bytes) that copy was the front end's peak of memory. Chunks are never copied.
struct TokenList: Sendable {
    private static var shift: Int { 12 }
    private static var mask: Int { (1 << shift) - 1 }
    private var chunks: [[Token]] = []
    private(set) var count = 0

    mutating func append(_ token: Token) {
        if count & Self.mask == 0 {
            var chunk: [Token] = []
            chunk.reserveCapacity(1 << Self.shift)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(token)
        count += 1
    }

    subscript(index: Int) -> Token {
        chunks[index >> Self.shift][index & Self.mask]
    }
}

extension TokenList: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
}
