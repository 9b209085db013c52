import Foundation
import Testing
import MotionCompiler
import MotionSyntax
import TestSupport

/// A scripted LSP client driving `motionspec lsp` over pipes: Content-Length frames in and out.
final class LSPClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var messages: [[String: Any]] = []
    private var buffer: [UInt8] = []

    init() throws {
        process.executableURL = ProcessRunner.builtProduct("motionspec")
        process.arguments = ["lsp"]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.receive(handle.availableData) }
        try process.run()
    }

    private func receive(_ data: Data) {
        lock.lock()
        buffer.append(contentsOf: data)
        var count = 0
        while let end = buffer.indices.dropLast(3).first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 }) {
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")), buffer.count >= end + 4 + length else { break }
            if let object = try? JSONSerialization.jsonObject(with: Data(buffer[(end + 4)..<(end + 4 + length)])) as? [String: Any] {
                messages.append(object)
                count += 1
            }
            buffer.removeSubrange(..<(end + 4 + length))
        }
        lock.unlock()
        for _ in 0..<count { arrived.signal() }
    }

    func sendRaw(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    func send(_ message: [String: Any]) throws {
        var object = message
        object["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: object)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The first message (in order of arrival, not yet taken) that `matches`, waiting up to 20 s.
    func next(_ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(20)
        while true {
            lock.lock()
            if let index = messages.firstIndex(where: matches) {
                let message = messages.remove(at: index)
                lock.unlock()
                return message
            }
            lock.unlock()
            if arrived.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut { return nil }
        }
    }

    func response(to id: Int) -> [String: Any]? { next { $0["id"] as? Int == id } }
    func diagnostics() -> [[String: Any]]? {
        next { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .flatMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
    }

    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

@Suite struct LanguageServerTests {
    static let uri = "file:///work/knob.motion"
    static let broken = """
        control Knob {
          size 40 x 40
          shape knob {
            path oval(0, 0, 40, 40)
          }
          state off initial {
            knob.opacty 0
          }
        }

        """

    @Test func diagnosticsFollowTheTextAndCompletionListsProperties() throws {
        let client = try LSPClient()
        try client.send(["id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        let initialized = try #require(client.response(to: 1)?["result"] as? [String: Any])
        let capabilities = try #require(initialized["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        try client.send(["method": "initialized", "params": [String: Any]()])

        try client.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": Self.uri, "languageId": "motion", "version": 1, "text": Self.broken]]])
        let first = try #require(client.diagnostics())
        #expect(first.count == 1)
        let diagnostic = try #require(first.first)
        #expect(diagnostic["code"] as? String == "MS2003")
        #expect(diagnostic["severity"] as? Int == 1)
        #expect((diagnostic["message"] as? String)?.hasPrefix("unknown property 'opacty'") == true)
        let range = try #require(diagnostic["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 6, "character": 9])
        #expect(range["end"] == ["line": 6, "character": 15])

        let fixed = Self.broken.replacingOccurrences(of: "opacty", with: "opacity")
        try client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": fixed]]]])
        #expect(try #require(client.diagnostics()).isEmpty)

        // Typing `knob.` on a new line of the state: the spec does not parse, completion still knows `knob`.
        let typing = fixed.replacingOccurrences(of: "    knob.opacity 0\n", with: "    knob.opacity 0\n    knob.\n")
        try client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": Self.uri, "version": 3], "contentChanges": [["text": typing]]]])
        #expect(try #require(client.diagnostics()).contains { $0["severity"] as? Int == 1 })
        try client.send(["id": 2, "method": "textDocument/completion", "params": ["textDocument": ["uri": Self.uri], "position": ["line": 7, "character": 9]]])
        let completion = try #require(client.response(to: 2)?["result"] as? [String: Any])
        let labels = (completion["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("opacity") && labels.contains("strokeEnd") && labels.contains("fillColor") && labels.contains("rotation"))
        #expect(!labels.contains("knob") && !labels.contains("ease-in"))
        // Every property a shape has is documented where it is offered.
        let undocumented = (completion["items"] as? [[String: Any]] ?? []).filter { ($0["documentation"] as? String ?? "").isEmpty }
        #expect(undocumented.isEmpty, "\(undocumented.map { $0["label"] ?? "" })")

        try client.send(["id": 3, "method": "shutdown"])
        #expect(client.response(to: 3) != nil)
        try client.send(["method": "exit"])
        #expect(client.finish() == 0)
    }

    @Test func completesNamesStatesTimingAndHovers() throws {
        let text = """
            control Knob {
              size 40 x 40
              group track {
                shape knob {
                  path oval(0, 0, 40, 40)
                }
              }
              state off initial {
              }
              state on {
              }
              transition off -> on for 0.3s ease-in-out {
                track.opacity 0 -> 1 
              }
            }

            """
        let client = try LSPClient()
        try client.send(["id": 1, "method": "initialize", "params": [String: Any]()])
        _ = client.response(to: 1)
        try client.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": Self.uri, "languageId": "motion", "version": 1, "text": text]]])
        _ = client.diagnostics()
        func labels(_ id: Int, line: Int, character: Int) throws -> [String] {
            try client.send(["id": id, "method": "textDocument/completion", "params": ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]]])
            return (client.response(to: id)?["result"] as? [String: Any])?["items"].flatMap { $0 as? [[String: Any]] }?.compactMap { $0["label"] as? String } ?? []
        }
        // A group's properties are its transform and opacity.
        #expect(try labels(2, line: 12, character: 10) == ["opacity", "position", "anchor", "scale", "rotation"])
        // In a transition header: the states.
        #expect(try labels(3, line: 11, character: 20) == ["off", "on"])
        let anywhere = try labels(4, line: 12, character: 25)
        for expected in ["track", "knob", "off", "on", "ease-in-out", "spring", "cubic-bezier"] {
            #expect(anywhere.contains(expected), "\(expected)")
        }
        // The first word of a statement: the keywords of its block, and nodes where properties are set.
        #expect(try labels(10, line: 12, character: 4) == ["group", "cue", "reduced", "changes", "track", "knob"])
        #expect(try labels(11, line: 8, character: 0) == ["loop", "track", "knob"])
        #expect(try labels(12, line: 4, character: 4) == DSLKeywords.body)
        #expect(try labels(13, line: 1, character: 2) == DSLKeywords.control)
        #expect(try labels(14, line: 15, character: 0) == ["control"])
        try client.send(["id": 5, "method": "textDocument/hover", "params": ["textDocument": ["uri": Self.uri], "position": ["line": 11, "character": 36]]])
        let hover = try #require((client.response(to: 5)?["result"] as? [String: Any])?["contents"] as? [String: Any])
        #expect((hover["value"] as? String)?.contains("cubic-bezier(0.42, 0, 0.58, 1)") == true)
        try client.send(["id": 6, "method": "textDocument/hover", "params": ["textDocument": ["uri": Self.uri], "position": ["line": 4, "character": 8]]])
        let pathHover = try #require((client.response(to: 6)?["result"] as? [String: Any])?["contents"] as? [String: Any])
        #expect((pathHover["value"] as? String)?.contains("same structure") == true)
        try client.send(["id": 9, "method": "textDocument/hover", "params": ["textDocument": ["uri": Self.uri], "position": ["line": 1, "character": 3]]])
        #expect(client.response(to: 9)?["result"] is NSNull)
        // After `role`: the roles.
        try client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": "control A {\n  role \n}\n"]]]])
        _ = client.diagnostics()
        #expect(try labels(15, line: 1, character: 7) == ControlRole.names)
        // Unknown requests and frames that are not JSON are answered with JSON-RPC errors; the server goes on.
        try client.send(["id": 7, "method": "textDocument/rename", "params": [String: Any]()])
        #expect((client.response(to: 7)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        client.sendRaw("Content-Length: 5\r\n\r\n{oops")
        #expect((client.next { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        try client.send(["id": 8, "method": "shutdown"])
        #expect(client.response(to: 8) != nil)
        try client.send(["method": "exit"])
        #expect(client.finish() == 0)
    }

    @Test func exitWithoutShutdownIsAFailure() throws {
        let client = try LSPClient()
        try client.send(["id": 1, "method": "initialize", "params": [String: Any]()])
        _ = client.response(to: 1)
        // Exit without shutdown: status 1, as LSP says.
        try client.send(["method": "exit"])
        #expect(client.finish() == 1)
    }
}
