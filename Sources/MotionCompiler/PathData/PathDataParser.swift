import MotionRuntime

/// A parser for SVG path data (the `d` attribute): every command, absolute and relative,
/// implicit repetition, the SVG number grammar (`1.5.5` is two numbers, `-1-2` too) and arc
/// flags without separators. Output is the runtime's commands, absolute, with `H`/`V` as lines and
/// `S`/`T` as full curves; arcs stay arcs, their rotation in degrees.
struct PathDataParser {
    struct Failure: Error, Equatable {
        var message: String
        /// Byte offset inside the path data.
        var offset: Int
    }

    private let bytes: [UInt8]
    private var i = 0
    /// The commands read so far: after a failure, the part before the error (what SVG renders).
    private(set) var commands: [MotionPathCommand] = []
    private var current = MotionPoint(0, 0)
    private var subpathStart = MotionPoint(0, 0)
    /// The last control point of a C/S or Q/T, for the reflections S and T make.
    private var lastCubicControl: MotionPoint?
    private var lastQuadControl: MotionPoint?

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func parse() -> Result<[MotionPathCommand], Failure> {
        do {
            try run()
            return .success(commands)
        } catch let f as Failure {
            return .failure(f)
        } catch {
            return .failure(Failure(message: "malformed path data", offset: 0))
        }
    }

    private mutating func run() throws {
        skipSpace()
        if i == bytes.count { throw Failure(message: "the path data is empty", offset: 0) }
        var command: UInt8 = 0
        var first = true
        while true {
            skipSpace()
            if i == bytes.count { return }
            let b = bytes[i]
            if isCommand(b) {
                command = b
                i += 1
            } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") || !startsNumber(b) {
                if !startsNumber(b) || command == 0 {
                    throw Failure(message: startsNumber(b) ? "path data must start with a move (M or m)"
                                  : "unknown path command '\(Self.show(b))'", offset: i)
                }
                throw Failure(message: "expected a command after 'Z'", offset: i)
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L") // implicit repetition of a move is a line
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            if first, command != UInt8(ascii: "M"), command != UInt8(ascii: "m") {
                throw Failure(message: "path data must start with a move (M or m)", offset: i - 1)
            }
            first = false
            try segment(command)
        }
    }

    private mutating func segment(_ c: UInt8) throws {
        let relative = c >= UInt8(ascii: "a")
        let base = relative ? current : MotionPoint(0, 0)
        func abs(_ p: MotionPoint) -> MotionPoint { MotionPoint(p.x + base.x, p.y + base.y) }
        var cubic: MotionPoint?
        var quad: MotionPoint?
        switch c | 0x20 { // lowercase
        case UInt8(ascii: "m"):
            let p = abs(try pair(c))
            commands.append(.move(p))
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = abs(try pair(c))
            commands.append(.line(p))
            current = p
        case UInt8(ascii: "h"):
            let x = try number(c) + (relative ? current.x : 0)
            current = MotionPoint(x, current.y)
            commands.append(.line(current))
        case UInt8(ascii: "v"):
            let y = try number(c) + (relative ? current.y : 0)
            current = MotionPoint(current.x, y)
            commands.append(.line(current))
        case UInt8(ascii: "c"):
            let a = abs(try pair(c)), b = abs(try pair(c)), p = abs(try pair(c))
            commands.append(.cubic(control1: a, control2: b, to: p))
            cubic = b
            current = p
        case UInt8(ascii: "s"):
            let a = reflect(lastCubicControl)
            let b = abs(try pair(c)), p = abs(try pair(c))
            commands.append(.cubic(control1: a, control2: b, to: p))
            cubic = b
            current = p
        case UInt8(ascii: "q"):
            let a = abs(try pair(c)), p = abs(try pair(c))
            commands.append(.quadratic(control: a, to: p))
            quad = a
            current = p
        case UInt8(ascii: "t"):
            let a = reflect(lastQuadControl)
            let p = abs(try pair(c))
            commands.append(.quadratic(control: a, to: p))
            quad = a
            current = p
        case UInt8(ascii: "a"):
            let rx = try number(c), ry = try number(c), rotation = try number(c)
            let large = try flag(), sweep = try flag()
            let p = abs(try pair(c))
            commands.append(.arc(radii: MotionPoint(rx, ry), rotation: rotation, largeArc: large, sweep: sweep, to: p))
            current = p
        default: // z
            commands.append(.close)
            current = subpathStart
        }
        lastCubicControl = cubic
        lastQuadControl = quad
    }

    private func reflect(_ control: MotionPoint?) -> MotionPoint {
        guard let c = control else { return current }
        return MotionPoint(2 * current.x - c.x, 2 * current.y - c.y)
    }

    private static func show(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
    }

    private func isCommand(_ b: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b)
    }

    private func startsNumber(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    private mutating func skipSpace() {
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
    }

    /// Whitespace and at most one comma between arguments.
    private mutating func skipSeparator() {
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
            i += 1
            skipSpace()
        }
    }

    private mutating func pair(_ c: UInt8) throws -> MotionPoint {
        let x = try number(c)
        let y = try number(c)
        return MotionPoint(x, y)
    }

    private func digit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }

    /// `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?`
    private mutating func number(_ c: UInt8) throws -> Double {
        skipSeparator()
        let start = i
        var j = i
        if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
        var mantissaDigits = 0
        while digit(j) { j += 1; mantissaDigits += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
            j += 1
            while digit(j) { j += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else {
            throw Failure(message: i < bytes.count ? "expected a number for '\(Self.show(c))', found '\(Self.show(bytes[i]))'"
                          : "expected a number for '\(Self.show(c))' before the end of the path data", offset: i)
        }
        if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
            var k = j + 1
            if k < bytes.count, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
            if digit(k) {
                while digit(k) { k += 1 }
                j = k
            }
        }
        i = j
        let text = String(decoding: bytes[start..<j], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw Failure(message: "the number '\(text)' is out of range", offset: start)
        }
        return v
    }

    private mutating func flag() throws -> Bool {
        skipSeparator()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw Failure(message: "expected an arc flag (0 or 1)", offset: i)
        }
        i += 1
        return bytes[i - 1] == UInt8(ascii: "1")
    }
}
