import Testing
@testable import MotionEmitters

/// `JSONStream` (the Lottie file written without nodes) gives `JSONWriter`'s text for the same document.
@Suite struct JSONStreamTests {
    /// Every kind of value and container, empty ones and arrays of numbers among them.
    static let document = JSONNode.object([
        ("v", .string("5.7.0")),
        ("ok", .bool(true)),
        ("k", .numbers([0, 0.5, 1e-7])),
        ("one", .numbers([2])),
        ("none", .numbers([])),
        ("layers", .array([
            .object([("ty", .int(4)), ("shapes", .array([.object([])])), ("it", .array([.array([]), .numbers([1, 2])]))]),
            .object([]),
        ])),
        ("empty", .object([])),
        ("nm", .string("a \"b\"")),
    ])

    /// `document` made through the stream's own calls, as the Lottie emitter makes its layers.
    static func streamed(_ style: JSONWriter.Style) -> JSONStream {
        var out = JSONStream(style: style)
        out.beginObject()
        out.key("v")
        out.string("5.7.0")
        out.key("ok")
        out.bool(true)
        out.key("k")
        out.numbers([0, 0.5, 1e-7])
        out.key("one")
        out.numbers([2])
        out.key("none")
        out.numbers([])
        out.key("layers")
        out.beginArray()
        out.beginObject()
        out.key("ty")
        out.int(4)
        out.key("shapes")
        out.beginArray()
        out.beginObject()
        out.endObject()
        out.endArray()
        out.key("it")
        out.beginArray()
        out.beginArray()
        out.endArray()
        out.numbers([1, 2])
        out.endArray()
        out.endObject()
        out.beginObject()
        out.endObject()
        out.endArray()
        out.member("empty", .object([]))
        out.key("nm")
        out.string("a \"b\"")
        out.endObject()
        return out
    }

    @Test(arguments: [JSONWriter.Style.compact, .pretty])
    func streamCallsWriteTheWritersText(style: JSONWriter.Style) {
        var out = Self.streamed(style)
        #expect(out.finishedText() == JSONWriter.document(Self.document, style: style))
    }

    @Test(arguments: [JSONWriter.Style.compact, .pretty])
    func nodesWrittenIntoTheStreamMatchTheWriter(style: JSONWriter.Style) {
        var out = JSONStream(style: style)
        out.value(Self.document)
        #expect(out.finishedText() == JSONWriter.document(Self.document, style: style))
    }

    @Test func prettyKeepsNumberArraysOnOneLine() {
        var out = Self.streamed(.pretty)
        let text = out.finishedText()
        #expect(text.contains("\"k\": [0, 0.5, 1e-7],\n"))
        #expect(text.contains("\"shapes\": [\n        {}\n      ],\n"))
    }

    @Test func numbersBeyondABillionOrNotFiniteAreNoticed() {
        var out = JSONStream(style: .compact)
        out.beginArray()
        out.numbers([1e9, -1e9])
        #expect(out.numbersAreBounded)
        out.number(.nan)
        #expect(!out.numbersAreBounded)
        var large = JSONStream(style: .compact)
        large.value(.array([.object([("x", .number(-1.5e9))])]))
        #expect(!large.numbersAreBounded)
    }
}
