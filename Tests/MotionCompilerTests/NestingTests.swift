import MotionCompiler
import MotionDiagnostics
@testable import MotionRuntime
import MotionSyntax
import Testing

/// Trees deeper than 512 levels (as the JSON form could produce) are diagnosed, never a crash.
@Suite struct NestingTests {
    let file = SourceFile(path: "t.motion", text: withPrelude(""))

    func spec(lets: [LetDecl] = [], nodes: [NodeDecl]? = nil, transitions: [TransitionDecl] = []) throws -> SpecFile {
        var spec = try #require(DSLParser.parse(file).0)
        spec.control.lets = lets
        if let nodes { spec.control.nodes = nodes }
        spec.control.transitions = transitions
        return spec
    }

    func codes(_ spec: SpecFile) -> [String] { Pipeline.run(spec, in: file).diagnostics.map(\.code.id) }

    /// The runtime has no dependencies (generated code inlines it), so it keeps its own copies of the
    /// limit; they must be the compiler's.
    @Test func runtimeStopsAtTheCompilersDepth() {
        #expect(MotionTimeline.maximumDepth == NestingLimit.depth)
        #expect(MotionScene.maximumDepth == NestingLimit.depth)
    }

    @Test func deepExpression() throws {
        var e = Expression(.number(1, unit: nil), span: SourceSpan(start: 0, end: 1))
        for _ in 0..<600 { e = Expression(.unary(.minus, e), span: SourceSpan(start: 0, end: 1)) }
        let spec = try spec(lets: [LetDecl(name: Identifier("x"), value: e)])
        #expect(codes(spec) == ["MS4003"])
    }

    @Test func deepGroups() throws {
        var node = NodeDecl.shape(ShapeDecl(name: Identifier("leaf"), body: [
            .setting(Setting(keyword: Identifier("path"), arguments: [Argument(Expression(.call(Identifier("rect"),
                (0..<4).map { _ in Argument(Expression(.number(1, unit: nil))) })))])),
        ]))
        for i in 0..<600 { node = .group(GroupDecl(name: Identifier("g\(i)"), body: [.node(node)])) }
        let spec = try spec(nodes: [node])
        #expect(codes(spec) == ["MS4003"])
    }

    @Test func deepTrackGroups() throws {
        var group = TrackGroupDecl(options: TimingOptions(duration: Expression(.number(1, unit: .seconds))), items: [])
        for _ in 0..<600 { group = TrackGroupDecl(items: [.group(group)]) }
        let t = TransitionDecl(from: Identifier("off"), to: Identifier("on"), items: [.group(group)])
        #expect(codes(try spec(transitions: [t])) == ["MS4003"])
    }
}
