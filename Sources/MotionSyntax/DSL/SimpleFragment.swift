import MotionDiagnostics

/// The fragments most JSON-form strings hold, read straight from the bytes without the lexer and
/// parser: a name, a number with its unit (`-0.3s`, `50%`), a colour, a call on numbers and
/// colours (`oval(1, 1, 8, 8)`, `spring(mass: 1, stiffness: 300)`), a range of two of those
/// (`0 .. 1`), and a property path `node.property`. It accepts only text the full grammar reads
/// without a diagnostic, and builds the very tree (spans included) that the full parse builds;
/// anything else returns nil and goes to `FragmentParser`'s lexer and parser.
struct SimpleFragment {
    let bytes: [UInt8]
    let end: Int
    var i: Int

    static func expression(_ bytes: [UInt8], range: Range<Int>) -> Expression? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        var reader = SimpleFragment(bytes: bytes, end: range.upperBound, i: range.lowerBound)
        reader.skipSpaces()
        guard let lower = reader.operand() else { return nil }
        reader.skipSpaces()
        var e = lower
        if reader.byte(reader.i) == UInt8(ascii: "."), reader.byte(reader.i + 1) == UInt8(ascii: ".") {
            reader.i += 2
            let halfOpen = reader.byte(reader.i) == UInt8(ascii: "<")
            if halfOpen { reader.i += 1 }
            reader.skipSpaces()
            guard let upper = reader.operand() else { return nil }
            reader.skipSpaces()
            e = Expression(.range(lower, upper, halfOpen: halfOpen), span: lower.span.union(upper.span))
        }
        return reader.i == reader.end ? e : nil
    }

    /// `node.property`, written without spaces or an instance index.
    static func propertyPath(_ bytes: [UInt8], range: Range<Int>) -> PropertyPath? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        var reader = SimpleFragment(bytes: bytes, end: range.upperBound, i: range.lowerBound)
        guard let node = reader.name(), reader.byte(reader.i) == UInt8(ascii: ".") else { return nil }
        reader.i += 1
        guard let property = reader.name(), reader.i == reader.end else { return nil }
        return PropertyPath(node: node, property: property, span: node.span.union(property.span))
    }

    func byte(_ k: Int) -> UInt8? { k < end ? bytes[k] : nil }

    /// Spaces are skipped as the lexer skips them; a tab or line break sends the text to the full parse.
    mutating func skipSpaces() {
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
    }

    /// A number (perhaps negative), a colour, a name, or a call of a name on numbers and colours.
    mutating func operand() -> Expression? {
        guard let b = byte(i) else { return nil }
        if b == UInt8(ascii: "-") || Lexer.isDigit(b) { return number() }
        if b == UInt8(ascii: "#") { return color() }
        guard let callee = name() else { return nil }
        let afterName = i
        skipSpaces()
        guard byte(i) == UInt8(ascii: "(") else {
            i = afterName
            return Expression(.name(callee.name), span: callee.span)
        }
        i += 1
        var arguments: [Argument] = []
        skipSpaces()
        while byte(i) != UInt8(ascii: ")") {
            if !arguments.isEmpty {
                guard byte(i) == UInt8(ascii: ",") else { return nil }
                i += 1
                skipSpaces()
            }
            guard let argument = argument() else { return nil }
            arguments.append(argument)
            skipSpaces()
        }
        i += 1
        return Expression(.call(callee, arguments), span: SourceSpan(start: callee.span.start, end: i))
    }

    /// `1.5`, `-2`, `#fff`, or `label: 1.5`; a bare name (a flag, a keyword) is left to the full parse.
    mutating func argument() -> Argument? {
        guard let b = byte(i) else { return nil }
        if b == UInt8(ascii: "-") || Lexer.isDigit(b) { return number().map { Argument($0) } }
        if b == UInt8(ascii: "#") { return color().map { Argument($0) } }
        guard let label = name() else { return nil }
        skipSpaces()
        guard byte(i) == UInt8(ascii: ":") else { return nil }
        i += 1
        skipSpaces()
        guard let b = byte(i) else { return nil }
        let value = b == UInt8(ascii: "#") ? color() : b == UInt8(ascii: "-") || Lexer.isDigit(b) ? number() : nil
        return value.map { Argument(label: label, $0) }
    }

    /// The lexer's number with its glued unit, and the parser's folding of a `-` written right before it.
    mutating func number() -> Expression? {
        let lo = i
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let digitsStart = i
        guard let first = byte(i), Lexer.isDigit(first) else { return nil }
        i = Lexer.numberEnd(bytes, from: i, end: end, integerOnly: false)
        guard let value = DecimalText.value(bytes, digitsStart..<i) ?? Double(String(decoding: bytes[digitsStart..<i], as: UTF8.self)),
              value.isFinite else { return nil }
        var unit: NumberUnit?
        let unitEnd = Lexer.unitEnd(bytes, from: i, end: end)
        if unitEnd > i {
            guard let known = NumberUnit.written(bytes, i..<unitEnd) else { return nil }
            unit = known
            i = unitEnd
        }
        let signed = negative ? (value == 0 ? 0 : -value) : value
        return Expression(.number(signed, unit: unit), span: SourceSpan(start: lo, end: i))
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`: hex digits lowercased, as the lexer stores them.
    mutating func color() -> Expression? {
        let lo = i
        i += 1
        var hex: [UInt8] = []
        while let b = byte(i), Lexer.isNameContinue(b) {
            guard Lexer.hexValue(b) != nil else { return nil }
            hex.append(b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F") ? b + 32 : b)
            i += 1
        }
        guard hex.count == 3 || hex.count == 6 || hex.count == 8 else { return nil }
        return Expression(.color(String(decoding: hex, as: UTF8.self)), span: SourceSpan(start: lo, end: i))
    }

    /// The lexer's names: a letter or `_`, then letters, digits and `_`, and `-` between two letters.
    mutating func name() -> Identifier? {
        let lo = i
        guard let first = byte(i), Lexer.isNameStart(first) else { return nil }
        i = Lexer.nameEnd(bytes, from: lo, end: end)
        return Identifier(String(decoding: bytes[lo..<i], as: UTF8.self), span: SourceSpan(start: lo, end: i))
    }
}
