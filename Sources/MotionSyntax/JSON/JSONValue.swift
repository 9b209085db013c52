import MotionDiagnostics

/// A JSON value as read from a file, with the byte spans it came from, so that later
/// stages (the `.motion.json` decoder) can point diagnostics at the exact text.
public struct JSONValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in source order.
        case object([JSONMember])
    }

    public var kind: Kind
    /// The whole value, quotes and brackets included.
    public var span: SourceSpan
    /// Strings: the raw text had a backslash escape, so string offsets and source
    /// columns no longer correspond one to one. Always false for other values.
    public var hasEscapes: Bool

    public init(kind: Kind, span: SourceSpan, hasEscapes: Bool = false) {
        self.kind = kind
        self.span = span
        self.hasEscapes = hasEscapes
    }

    /// Strings: the raw text between the quotes. Other values: the same as `span`. Derived rather
    /// than stored: a large spec's tree holds hundreds of thousands of values, and the smaller each
    /// is, the less the reader writes and the decoder reads.
    public var contentSpan: SourceSpan {
        guard case .string = kind else { return span }
        return SourceSpan(start: span.start + 1, end: span.end - 1)
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    /// The key string, quotes included.
    public var keySpan: SourceSpan
    public var value: JSONValue

    public init(key: String, keySpan: SourceSpan, value: JSONValue) {
        self.key = key
        self.keySpan = keySpan
        self.value = value
    }
}

extension JSONValue {
    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's JSON type for messages ("expected a number, found a string").
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The number, if this is one.
    public var numberValue: Double? {
        if case .number(let n) = kind { return n }
        return nil
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    /// The members in source order, if this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }
}
