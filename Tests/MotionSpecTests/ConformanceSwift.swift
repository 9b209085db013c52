import Foundation
import MotionCompiler
import MotionRuntime

/// Swift: every generated file compiled with `swiftc` against the built runtime module, with a driver that
/// plays every case through the generated API (`frame(for:)`, `transition(from:to:)`, `frame(at:)`,
/// `transition(from:to:startingFrom:)`) and prints every frame; each value equals the runtime's to 1e-9.
enum ConformanceSwift {
    static var folder: URL { ConformanceRun.folder.appendingPathComponent("swift-driver") }

    /// The control's type: the generated file's `public enum <Name>: MotionControl`.
    static func typeName(_ file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("public enum ") {
            return line.dropFirst("public enum ".count).split(whereSeparator: { $0 == " " || $0 == ":" }).first.map(String.init)
        }
        return nil
    }

    /// Every number of a frame in a fixed order: node by node, property by property, components.
    static func flatten(_ frame: MotionFrame, nodes: Int) -> [Double] {
        var out: [Double] = []
        for i in 0..<min(nodes, frame.nodeCount) {
            for property in MotionProperty.allCases {
                switch frame[property, i] {
                case .scalar(let s): out.append(s)
                case .point(let p): out += [p.x, p.y]
                case .color(let c): out += [c.red, c.green, c.blue, c.alpha]
                case .path: out += ValueText.components(frame[property, i]) // every point of the path of the moment
                case .gradient: out += ValueText.components(frame[property, i]) // every stop, then the geometry
                }
            }
        }
        return out
    }

    /// Which node and property the n-th number of a flattened frame is.
    static func label(_ n: Int, lowered: LoweredControl) -> String {
        var index = 0
        for (i, node) in lowered.nodes.enumerated() {
            for property in MotionProperty.allCases {
                // A path's structure is its node's (MS2080): as many numbers at every time.
                let pathWidth = i < lowered.scene.nodes.count ? ValueText.components(.path(lowered.scene.nodes[i].path)).count : 0
                // A gradient's stop count is its node's (MS2090): as many numbers at every time.
                let gradientWidth = i < lowered.scene.nodes.count ? ValueText.components(lowered.scene.nodes[i].base[property]).count : 0
                let width = property.kind == .scalar ? 1 : property.kind == .point ? 2 : property.kind == .color ? 4
                    : property.kind == .path ? pathWidth : gradientWidth
                if n < index + width {
                    if property.kind == .path || property.kind == .gradient { return "\(node.name).\(property.name)[\(n - index)]" }
                    let parts = property.kind == .point ? [".x", ".y"] : property.kind == .color ? [".r", ".g", ".b", ".a"] : [""]
                    return "\(node.name).\(property.name)\(parts[n - index])"
                }
                index += width
            }
        }
        return "#\(n)"
    }

    /// The driver's source: one `print` line per case and time, `slug<TAB>k<TAB>v v v …`.
    static func driver(_ specs: [(ConformanceSpec, String)]) -> String {
        var lines = ["import MotionRuntime", "", "func emit(_ id: String, _ k: Int, _ frame: MotionFrame) {",
                     "    var values: [Double] = []",
                     "    for i in 0..<frame.nodeCount {",
                     "        for property in MotionProperty.allCases {",
                     "            switch frame[property, i] {",
                     "            case .scalar(let s): values.append(s)",
                     "            case .point(let p): values += [p.x, p.y]",
                     "            case .color(let c): values += [c.red, c.green, c.blue, c.alpha]",
                     "            case .path(let p):",
                     "                for s in p.subpaths {",
                     "                    values += [s.start.x, s.start.y]",
                     "                    for c in s.cubics { values += [c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y] }",
                     "                }",
                     "            case .gradient(let g):",
                     "                for s in g.stops { values += [s.position, s.color.red, s.color.green, s.color.blue, s.color.alpha] }",
                     "                values += [g.start.x, g.start.y, g.end.x, g.end.y, g.radius]",
                     "            }", "        }", "    }",
                     "    print(id + \"\\t\\(k)\\t\" + values.map { \"\\($0)\" }.joined(separator: \" \"))", "}", ""]
        for (n, (spec, type)) in specs.enumerated() {
            lines.append("func spec\(n)() {")
            lines.append("    typealias C = \(type)")
            for item in spec.cases {
                let id = "\(spec.baseName)/\(item.slug)"
                let times = "[" + item.times.map { "\($0)" }.joined(separator: ", ") + "]"
                switch item.kind {
                case .state(let name):
                    lines.append("    if let s = C.State(rawValue: \"\(name)\") { emit(\"\(id)\", 0, C.frame(for: s)) }")
                case .transition(let from, let to):
                    lines.append("    if let a = C.State(rawValue: \"\(from)\"), let b = C.State(rawValue: \"\(to)\"), "
                                 + "let tr = C.transition(from: a, to: b) {")
                    lines.append("        for (k, t) in \(times).enumerated() { emit(\"\(id)\", k, C.frame(playing: tr, at: t)) }")
                    lines.append("    }")
                case .interrupt(let from, let to, let at, let back):
                    lines.append("    if let a = C.State(rawValue: \"\(from)\"), let b = C.State(rawValue: \"\(to)\"), "
                                 + "let c = C.State(rawValue: \"\(back)\"), let first = C.transition(from: a, to: b), "
                                 + "let tr = C.transition(from: b, to: c, startingFrom: first.frame(at: \(at))) {")
                    lines.append("        for (k, t) in \(times).enumerated() { emit(\"\(id)\", k, C.frame(playing: tr, at: t)) }")
                    lines.append("    }")
                case .leaveLoop(_, let state, _, let loopAt, let back):
                    lines.append("    if let s = C.State(rawValue: \"\(state)\"), let c = C.State(rawValue: \"\(back)\"), "
                                 + "let tr = C.transition(from: s, to: c, startingFrom: C.frame(for: s, at: \(loopAt))) {")
                    lines.append("        for (k, t) in \(times).enumerated() { emit(\"\(id)\", k, C.frame(playing: tr, at: t)) }")
                    lines.append("    }")
                case .loop(let state, _, _, _):
                    // Seconds since rest, as the frames were sampled.
                    let local = "[" + (item.loopTimes ?? []).map { "\($0)" }.joined(separator: ", ") + "]"
                    lines.append("    if let s = C.State(rawValue: \"\(state)\") {")
                    lines.append("        for (k, t) in \(local).enumerated() { emit(\"\(id)\", k, C.frame(for: s, at: t)) }")
                    lines.append("    }")
                }
            }
            lines.append("}")
            lines.append("spec\(n)()")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Compiles and runs the driver; fills the Swift cell of every case of every spec.
    static func measure(_ specs: [ConformanceSpec], into rows: inout [String: [String: ConformanceCell]]) throws {
        var compiled: [(ConformanceSpec, String)] = []
        var missing: [String: String] = [:]
        for spec in specs {
            let files = ConformanceRun.files(spec, target: "swift", suffix: ".swift")
            guard let main = files.first(where: { typeName($0) != nil }), let type = typeName(main) else {
                missing[spec.baseName] = "no Swift file was compiled"
                continue
            }
            compiled.append((spec, type))
        }
        // One compile for all; a spec whose files do not compile is reported and left out of the next try.
        var printed: [String: [Int: [Double]]] = [:]
        var problem: String?
        for _ in 0..<3 where !compiled.isEmpty && problem == nil {
            let sources = compiled.flatMap { ConformanceRun.files($0.0, target: "swift", suffix: ".swift") }
            do {
                printed = try run(driver(compiled), sources: sources)
                break
            } catch let failure as CompileFailure {
                let culprits = compiled.filter { spec, _ in failure.files.contains { $0.hasPrefix(folderOf(spec).path + "/") } }
                guard !culprits.isEmpty else { problem = failure.description; break }
                for (spec, _) in culprits { missing[spec.baseName] = failure.description(for: folderOf(spec)) }
                compiled.removeAll { spec, _ in culprits.contains { $0.0.baseName == spec.baseName } }
            } catch {
                problem = "\(error)"
            }
        }
        for spec in specs {
            for item in spec.cases {
                var cell = ConformanceCell(.swift)
                defer { rows[spec.baseName, default: [:]][item.slug] = cell }
                if let text = missing[spec.baseName] ?? problem { cell.fail(text); continue }
                guard let frames = printed["\(spec.baseName)/\(item.slug)"] else {
                    cell.fail("the generated API does not play this case")
                    continue
                }
                let times: [Double?] = item.times.isEmpty ? [nil] : item.times.map { $0 }
                for (k, time) in times.enumerated() where k < item.frames.count {
                    let expected = flatten(item.frames[k], nodes: spec.lowered.nodes.count)
                    guard let actual = frames[k], actual.count == expected.count else {
                        cell.fail("frame \(k) has \(frames[k]?.count ?? 0) numbers, the runtime's \(expected.count)")
                        continue
                    }
                    var worst = (error: -1.0, index: 0)
                    for n in expected.indices {
                        let error = expected[n] == actual[n] ? 0 : abs(expected[n] - actual[n])
                        if !(error <= worst.error) { worst = (error.isNaN ? .infinity : error, n) }
                    }
                    cell.record(ConformanceMeasurement(
                        error: worst.error, allowed: ConformanceTarget.swift.bound,
                        property: label(worst.index, lowered: spec.lowered), time: time,
                        runtime: "\(expected[worst.index])", target: "\(actual[worst.index])"))
                }
            }
        }
    }

    /// `swiftc` the generated files with the driver against the built MotionRuntime, run it, parse its lines.
    static func run(_ source: String, sources: [URL]) throws -> [String: [Int: [Double]]] {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = folder.appendingPathComponent("main.swift")
        try source.write(to: main, atomically: true, encoding: .utf8)
        let build = ConformanceRun.binary.deletingLastPathComponent()
        let objects = try FileManager.default.contentsOfDirectory(atPath: build.appendingPathComponent("MotionRuntime.build").path)
            .filter { $0.hasSuffix(".o") }.sorted().map { build.appendingPathComponent("MotionRuntime.build/\($0)").path }
        let executable = folder.appendingPathComponent("driver")
        let swiftc = try which("swiftc")
        let compile = try ConformanceRun.run(swiftc, ["-swift-version", "6", "-module-name", "ConformanceDriver",
                                                      "-I", build.appendingPathComponent("Modules").path,
                                                      "-o", executable.path, main.path] + sources.map(\.path) + objects)
        guard compile.status == 0 else {
            let errors = compile.stderr.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }.map(String.init)
            throw CompileFailure(errors: errors.isEmpty ? [String(compile.stderr.prefix(300))] : errors)
        }
        let result = try ConformanceRun.run(executable, [])
        guard result.status == 0 else { throw ConformanceError.tool("the Swift driver exited \(result.status): \(result.stderr.prefix(300))") }
        var out: [String: [Int: [Double]]] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 3, let k = Int(parts[1]) else { continue }
            out[String(parts[0]), default: [:]][k] = parts[2].split(separator: " ").map { Double($0) ?? .nan }
        }
        return out
    }

    static func folderOf(_ spec: ConformanceSpec) -> URL {
        ConformanceRun.outputs.appendingPathComponent("swift").appendingPathComponent(spec.baseName)
    }

    /// `swiftc` errors, `path:line:col: error: message`.
    struct CompileFailure: Error, CustomStringConvertible {
        let errors: [String]

        var files: [String] { errors.compactMap { $0.split(separator: ":").first.map(String.init) } }

        var description: String { "the generated Swift does not compile: " + errors.prefix(2).joined(separator: " / ") }

        /// The first errors in one spec's folder, paths shortened to the file name.
        func description(for folder: URL) -> String {
            let mine = errors.filter { $0.hasPrefix(folder.path + "/") }.prefix(2)
                .map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
            return "the generated Swift does not compile: " + mine.joined(separator: " / ")
        }
    }

    static func which(_ tool: String) throws -> URL {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw ConformanceError.tool("\(tool) is not on PATH")
    }
}
