import Foundation
import MotionCompiler
import MotionDiagnostics

/// `motionspec lsp`: a language server over standard input and output. It keeps each open document's
/// text (full sync), publishes the compiler's diagnostics whenever it changes, completes the keywords
/// a statement may start with in its block, roles, and property, node, state and timing-function
/// names, and shows hover text for timing functions, properties and keywords.
struct LanguageServer {
    private var transport: LSPTransport
    private var documents: [String: String] = [:]
    private var shutdownRequested = false

    init(transport: LSPTransport) { self.transport = transport }

    /// Serves until `exit` or the end of input; the status is 0 after a `shutdown` request, else 1 (as LSP says).
    mutating func run() -> ExitStatus {
        while true {
            switch transport.read() {
            case .endOfInput:
                return shutdownRequested ? .success : .failure
            case .malformed(let message):
                transport.send(["id": NSNull(), "error": ["code": -32700, "message": message]])
            case .message(let message):
                if message["method"] as? String == "exit" { return shutdownRequested ? .success : .failure }
                handle(message)
            }
        }
    }

    private mutating func handle(_ message: [String: Any]) {
        let method = message["method"] as? String ?? ""
        let params = message["params"] as? [String: Any] ?? [:]
        let id = message["id"]
        switch method {
        case "initialize":
            reply(id, [
                "capabilities": [
                    "textDocumentSync": ["openClose": true, "change": 1],
                    "completionProvider": ["triggerCharacters": ["."]],
                    "hoverProvider": true,
                ],
                "serverInfo": ["name": "motionspec", "version": MotionSpecCommand.version],
            ])
        case "shutdown":
            shutdownRequested = true
            reply(id, NSNull())
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  let text = document["text"] as? String else { return }
            documents[uri] = text
            publish(uri)
        case "textDocument/didChange":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                  let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String else { return }
            documents[uri] = text
            publish(uri)
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
            documents[uri] = nil
            transport.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": [Any]()]])
        case "textDocument/completion":
            reply(id, ["isIncomplete": false, "items": completions(params)])
        case "textDocument/hover":
            reply(id, hover(params) ?? NSNull())
        default:
            // Requests get an answer; notifications (no id) are ignored, as LSP asks.
            if let id { transport.send(["id": id, "error": ["code": -32601, "message": "unknown method '\(method)'"]]) }
        }
    }

    private func reply(_ id: Any?, _ result: Any) {
        guard let id else { return }
        transport.send(["id": id, "result": result])
    }

    private func publish(_ uri: String) {
        guard let text = documents[uri] else { return }
        let path = URL(string: uri)?.path ?? uri
        let (file, diagnostics) = SpecDiagnosis.diagnose(path: path, text: text)
        var bag = DiagnosticBag()
        bag.append(contentsOf: diagnostics)
        let items: [[String: Any]] = bag.sorted.map { d in
            let notes = d.notes.map { "\($0.kind.rawValue): \($0.message)" }
            return [
                "range": LSPPositions.range(d.span, in: file),
                "severity": d.severity == .error ? 1 : d.severity == .warning ? 2 : 3,
                "code": d.code.id,
                "source": "motionspec",
                "message": ([d.message] + notes).joined(separator: "\n"),
            ]
        }
        transport.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": items]])
    }

    /// The text before and after the request's position, in the document it names.
    private func around(_ params: [String: Any]) -> (text: String, before: String, after: String, prefix: String)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let text = documents[uri],
              let position = params["position"] as? [String: Any],
              let line = position["line"] as? Int, let character = position["character"] as? Int else { return nil }
        let (before, after) = LSPPositions.split(text, line: line, character: character)
        return (text, before, after, LSPPositions.prefix(text, line: line, before: before))
    }

    private func completions(_ params: [String: Any]) -> [[String: Any]] {
        guard let (text, before, _, prefix) = around(params) else { return [] }
        let declared = SpecVocabulary.declarations(in: text)
        // After `node.` (or `node[i].`): that node's properties.
        if let match = before.firstMatch(of: #/([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])?\.([A-Za-z]*)$/#) {
            guard let node = declared.nodes.first(where: { $0.name == String(match.1) }) else { return [] }
            return SpecVocabulary.properties(of: node.kind).map {
                ["label": $0, "kind": 10, "documentation": SpecVocabulary.propertyHover[$0] ?? ""]
            }
        }
        let states = declared.states.map { ["label": $0, "kind": 20, "detail": "state"] as [String: Any] }
        let statement = String(before.drop(while: { $0 == " " || $0 == "\t" }))
        if statement.hasPrefix("transition") { return states }
        if statement.hasPrefix("role ") { return keywords(ControlRole.names, detail: "role") }
        let nodes = declared.nodes.map { ["label": $0.name, "kind": 7, "detail": $0.kind == .group ? "group" : "shape"] as [String: Any] }
        // The first word of a statement: the keywords its block takes, and in states and transitions
        // the nodes whose properties they set.
        if statement.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            let block = SpecVocabulary.block(enclosing: prefix)
            let words = keywords(SpecVocabulary.statementKeywords(in: block), detail: "keyword")
            return block == .state || block == .transition ? words + nodes : words
        }
        let timing = SpecVocabulary.timingFunctions.map {
            ["label": $0, "kind": 3, "detail": "timing function", "documentation": SpecVocabulary.timingHover[$0] ?? ""] as [String: Any]
        }
        return nodes + states + timing
    }

    private func keywords(_ words: [String], detail: String) -> [[String: Any]] {
        words.map { ["label": $0, "kind": 14, "detail": detail, "documentation": SpecVocabulary.keywordHover[$0] ?? SpecVocabulary.propertyHover[$0] ?? ""] }
    }

    private func hover(_ params: [String: Any]) -> [String: Any]? {
        guard let (_, before, after, _) = around(params) else { return nil }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }
        let word = String(before.reversed().prefix(while: isWord).reversed()) + String(after.prefix(while: isWord))
        guard let text = SpecVocabulary.timingHover[word] ?? SpecVocabulary.propertyHover[word]
            ?? SpecVocabulary.keywordHover[word] else { return nil }
        return ["contents": ["kind": "markdown", "value": text]]
    }
}
