import Foundation

/// JSON-RPC messages over a byte stream with LSP's framing: `Content-Length: N\r\n\r\n` then N bytes
/// of JSON. Other headers are read and ignored.
struct LSPTransport {
    private let input: FileHandle
    private let output: FileHandle
    private var buffer: [UInt8] = []

    init(input: FileHandle, output: FileHandle) {
        self.input = input
        self.output = output
    }

    enum ReadResult {
        case message([String: Any])
        /// A frame that is not a JSON object: answered with a parse error.
        case malformed(String)
        case endOfInput
    }

    mutating func read() -> ReadResult {
        while true {
            if let frame = takeFrame() {
                switch frame {
                case .success(let body):
                    guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                        return .malformed("the message is not a JSON object")
                    }
                    return .message(object)
                case .failure(let error):
                    return .malformed(error.message)
                }
            }
            let data = input.availableData
            if data.isEmpty { return .endOfInput }
            buffer.append(contentsOf: data)
        }
    }

    private struct FramingError: Error { let message: String }

    /// One whole frame from the buffer, if it holds one.
    private mutating func takeFrame() -> Result<[UInt8], FramingError>? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = firstIndex(of: separator) else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else {
            buffer.removeSubrange(..<(headerEnd + 4))
            return .failure(FramingError(message: "a message without a valid Content-Length header"))
        }
        let start = headerEnd + 4
        guard buffer.count >= start + length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeSubrange(..<(start + length))
        return .success(body)
    }

    private func firstIndex(of pattern: [UInt8]) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        for i in 0...(buffer.count - pattern.count) where buffer[i] == pattern[0] && Array(buffer[i..<(i + pattern.count)]) == pattern {
            return i
        }
        return nil
    }

    func send(_ message: [String: Any]) {
        var object = message
        object["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
}
