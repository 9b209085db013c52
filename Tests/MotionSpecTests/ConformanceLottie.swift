import Foundation
import MotionCompiler
import MotionRuntime

/// Lottie: each file validated against the official schema, every property evaluated by an independent
/// reader (the `lottie` package) at `marker + t·fr`, and each shape's transform, opacity, trim and paints
/// rebuilt from those values as a player composes them (layer parents, then groups' `tr`).
enum ConformanceLottie {
    static func file(_ spec: ConformanceSpec) -> URL? {
        ConformanceRun.files(spec, target: "lottie", suffix: ".json").first
    }

    /// Players (lottie-web, rlottie, ThorVG) show a keyframe's value from its exact frame on; the `lottie`
    /// reader still shows the previous hold there. Reading a millionth of a frame later gives what players
    /// show (the values move by well under 1e-5 in that time).
    static let rightLimit = 1e-6

    /// The marker a case plays from: `from->to` (or `*->to`), or the state's own.
    static func marker(_ item: ConformanceCase, markers: [String: Double]) -> Double? {
        switch item.kind {
        case .state(let name): return markers[name]
        case .transition(let from, let to): return markers["\(from)->\(to)"] ?? markers["*->\(to)"]
        case .interrupt, .leaveLoop: return nil
        case .loop(let state, _, _, _): return markers["\(state) loop"]
        }
    }

    /// The file's frames a case reads: `marker + t·fr`, except that once a transition into a looping state
    /// is over (`loopsFrom`, that instant included) a player plays the state's `<state> loop` marker, so
    /// those times are read there (a loop's period is longer than the few times past it).
    static func markerFrames(_ item: ConformanceCase, marker tm: Double, markers: [String: Double], fr: Double) -> [Double] {
        let loopMarker: Double? = switch item.kind {
        case .transition(_, let to): markers["\(to) loop"]
        default: nil
        }
        return item.markerTimes.map { t in
            if let rest = item.loopsFrom, let loopMarker, t >= rest - MotionTiming.boundaryTolerance {
                return loopMarker + max(t - rest, 0) * fr
            }
            return tm + t * fr
        }
    }

    /// One container (a layer or a shape group) of the file, with where its values are keyed.
    final class Container {
        let path: String
        let name: String
        let isLayer: Bool
        /// For a layer: its `ind` and `parent`.
        var index: Int?
        var parentIndex: Int?
        /// The enclosing group, or for a top group its layer.
        weak var enclosing: Container?
        /// Where the container's transform values are keyed (`layer/ks`, `layer/group/tr`).
        var transformPath: String?
        /// What the file adds to the keyed anchor and position: a precomposition's canvas puts the node's
        /// origin at its middle (`LottiePrecomps`), so its `ty: 0` layer's anchor and the position of
        /// every layer inside it are moved by half the canvas.
        var anchorShift = [0.0, 0.0]
        var positionShift = [0.0, 0.0]
        /// Paint and trim items directly in it: `ty` → path.
        var items: [(ty: String, path: String)] = []
        var groups: [Container] = []

        init(path: String, name: String, isLayer: Bool) {
            self.path = path
            self.name = name
            self.isLayer = isLayer
        }
    }

    /// The reader's naming of list members: `nm`, else `ty`, else `#index`; repeats get `#2`, `#3`….
    static func names(_ items: [[String: Any]]) -> [String] {
        var counts: [String: Int] = [:]
        return items.enumerated().map { index, item in
            var base = (item["nm"] as? String) ?? ""
            if base.isEmpty { base = (item["ty"] as? String) ?? "#\(index)" }
            counts[base, default: 0] += 1
            return counts[base] == 1 ? base : "\(base)#\(counts[base]!)"
        }
    }

    static func containers(_ document: [String: Any]) -> [Container] {
        var assets: [String: [[String: Any]]] = [:]
        for asset in (document["assets"] as? [[String: Any]]) ?? [] {
            if let id = asset["id"] as? String, let layers = asset["layers"] as? [[String: Any]] { assets[id] = layers }
        }
        var all: [Container] = []
        addLayers((document["layers"] as? [[String: Any]]) ?? [], path: "", in: nil, assets: assets, into: &all, depth: 0)
        return all
    }

    /// A composition's layers; a precomposition layer (`ty: 0`) encloses its asset's layers, which the
    /// reader names `assets/<id>/<layer>`.
    static func addLayers(_ layers: [[String: Any]], path: String, in enclosing: Container?, assets: [String: [[String: Any]]],
                          into all: inout [Container], depth: Int) {
        guard depth < 64 else { return }
        for (layer, name) in zip(layers, names(layers)) {
            let layerPath = path.isEmpty ? name : "\(path)/\(name)"
            let container = Container(path: layerPath, name: (layer["nm"] as? String) ?? name, isLayer: true)
            container.index = (layer["ind"] as? NSNumber)?.intValue
            container.parentIndex = (layer["parent"] as? NSNumber)?.intValue
            container.transformPath = "\(layerPath)/ks"
            container.enclosing = enclosing
            if let enclosing { container.positionShift = enclosing.anchorShift }
            all.append(container)
            if let id = layer["refId"] as? String, let inner = assets[id] {
                let half = [(JSONPick.number(layer["w"]) ?? 0) / 2, (JSONPick.number(layer["h"]) ?? 0) / 2]
                container.anchorShift = half
                addLayers(inner, path: "assets/\(id)", in: container, assets: assets, into: &all, depth: depth + 1)
            }
            walk((layer["shapes"] as? [[String: Any]]) ?? [], in: container, path: layerPath, into: &all, depth: 0)
        }
    }

    static func walk(_ items: [[String: Any]], in container: Container, path: String, into all: inout [Container], depth: Int) {
        guard depth < 64 else { return }
        for (item, name) in zip(items, names(items)) {
            let itemPath = "\(path)/\(name)"
            let ty = (item["ty"] as? String) ?? ""
            switch ty {
            case "gr":
                let group = Container(path: itemPath, name: (item["nm"] as? String) ?? name, isLayer: false)
                group.enclosing = container
                container.groups.append(group)
                all.append(group)
                walk((item["it"] as? [[String: Any]]) ?? [], in: group, path: itemPath, into: &all, depth: depth + 1)
            case "tr":
                container.transformPath = itemPath
            default:
                container.items.append((ty, itemPath))
            }
        }
    }

    /// Reader values for one file: property path → values per frame; layer path → visible per frame.
    struct Values {
        var properties: [String: [Any]]
        var visible: [String: [Bool]]

        func number(_ path: String, _ k: Int) -> Double? {
            guard let values = properties[path], k < values.count else { return nil }
            return JSONPick.number(values[k])
        }

        func vector(_ path: String, _ k: Int) -> [Double]? {
            guard let values = properties[path], k < values.count else { return nil }
            return JSONPick.numbers(values[k])
        }
    }

    /// The container's anchor, position, scale, rotation and opacity as keyed, less its shifts.
    static func keyed(_ container: Container, _ values: Values, _ k: Int) -> (a: [Double], p: [Double], s: [Double], r: Double, o: Double)? {
        guard let base = container.transformPath else { return nil }
        var a = values.vector("\(base)/a", k) ?? [0, 0]
        var p = values.vector("\(base)/p", k) ?? [0, 0]
        if let x = values.number("\(base)/p/x", k), let y = values.number("\(base)/p/y", k) { p = [x, y] }
        for c in 0..<2 {
            if c < a.count { a[c] -= container.anchorShift[c] }
            if c < p.count { p[c] -= container.positionShift[c] }
        }
        return (a, p, values.vector("\(base)/s", k) ?? [100, 100], values.number("\(base)/r", k) ?? 0, values.number("\(base)/o", k) ?? 100)
    }

    /// The container's own matrix and opacity at frame index k: T(p)·R(r)·S(s/100)·T(−a), o/100.
    static func local(_ container: Container, _ values: Values, _ k: Int) -> (MotionRuntime.MotionAffineTransform, Double) {
        guard let (a, p, s, r, o) = keyed(container, values, k) else { return (.identity, 1) }
        let m = MotionRuntime.MotionAffineTransform.translation(MotionPoint(p[0], p.count > 1 ? p[1] : 0))
            .concatenating(.rotation(r * .pi / 180))
            .concatenating(.scale(s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100))
            .concatenating(.translation(MotionPoint(-a[0], -(a.count > 1 ? a[1] : 0))))
        return (m, o / 100)
    }

    /// The container's matrix to the composition and its opacity down the chain (0 when a layer is
    /// outside its in/out points).
    static func chain(_ container: Container, layers: [Int: Container], _ values: Values, _ k: Int) -> (MotionRuntime.MotionAffineTransform, Double) {
        var matrix = MotionRuntime.MotionAffineTransform.identity
        var opacity = 1.0
        var current: Container? = container
        var depth = 0
        while let node = current, depth < 512 {
            let (m, o) = local(node, values, k)
            matrix = m.concatenating(matrix)
            opacity *= o
            if node.isLayer {
                if let visible = values.visible[node.path], k < visible.count, !visible[k] { opacity = 0 }
                current = node.parentIndex.flatMap { layers[$0] } ?? node.enclosing
            } else {
                current = node.enclosing
            }
            depth += 1
        }
        return (matrix, opacity)
    }

    /// The container's own transform as the reader gives it, in the runtime's units: Lottie's position is
    /// where the anchor lands (the runtime's position + anchor), scale in percent, rotation in degrees,
    /// opacity 0…100 (0 while its layer is outside its in and out points).
    /// A shape group inside a layer named after the same node has its opacity on the layer (`ks.o`,
    /// `LottiePrecomps`): the node's opacity is the two's product.
    static func parts(_ container: Container, layers: [Int: Container], _ values: Values, _ k: Int) -> TransformParts? {
        guard let (a, p, s, r, own) = keyed(container, values, k) else { return nil }
        let (_, chained) = chain(container, layers: layers, values, k)
        var o = own / 100
        if let layer = container.enclosing, layer.isLayer, !container.isLayer, layer.name == container.name,
           let (_, _, _, _, layerOpacity) = keyed(layer, values, k) {
            o *= layerOpacity / 100
        }
        if chained == 0 { o = 0 }
        guard a.count >= 2, p.count >= 2, s.count >= 2 else { return nil }
        return TransformParts(position: [p[0] - a[0], p[1] - a[1]], anchor: [a[0], a[1]], scale: [s[0] / 100, s[1] / 100],
                              rotation: r * .pi / 180, opacity: o)
    }

    /// `stops`: how many stops the node's fill and stroke gradients have (a gradient's `g.k` is read by them).
    static func read(_ container: Container, layers: [Int: Container], nodeNames: Set<String>, _ values: Values,
                     _ k: Int, stops: (fill: Int, stroke: Int) = (0, 0)) -> ShapeReading {
        var reading = ShapeReading()
        let (matrix, opacity) = chain(container, layers: layers, values, k)
        reading.matrix = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        reading.opacity = opacity
        reading.parts = parts(container, layers: layers, values, k)
        // A fill or stroke may sit in groups of their own inside the node's container (not another node's).
        var items: [(ty: String, path: String)] = []
        func collect(_ c: Container, depth: Int) {
            items += c.items
            guard depth < 16 else { return }
            for group in c.groups where !nodeNames.contains(group.name) { collect(group, depth: depth + 1) }
        }
        collect(container, depth: 0)
        func paint(_ ty: String) -> [Double]? {
            guard let path = items.first(where: { $0.ty == ty })?.path else { return [0, 0, 0, 0] }
            guard let c = values.vector("\(path)/c", k), c.count >= 3 else { return nil }
            let alpha = (c.count > 3 ? c[3] : 1) * (values.number("\(path)/o", k) ?? 100) / 100
            return [c[0], c[1], c[2], alpha]
        }
        reading.fill = paint("fl")
        reading.stroke = paint("st")
        reading.path = shapePath(container, nodeNames: nodeNames, values, k)
        if let path = items.first(where: { $0.ty == "gf" })?.path { reading.fillGradient = readGradient(path, stops: stops.fill, values, k) }
        if let path = items.first(where: { $0.ty == "gs" })?.path { reading.strokeGradient = readGradient(path, stops: stops.stroke, values, k) }
        if let path = items.first(where: { $0.ty == "st" || $0.ty == "gs" })?.path {
            reading.lineWidth = values.number("\(path)/w", k)
            readDashes(stroke: path, values, k, into: &reading)
        }
        if let path = items.first(where: { $0.ty == "tm" })?.path {
            let s = (values.number("\(path)/s", k) ?? 0) / 100, e = (values.number("\(path)/e", k) ?? 100) / 100
            let o = (values.number("\(path)/o", k) ?? 0) / 360
            reading.trim = VisibleTrim.runtime(start: s, end: e, offset: o)
        } else {
            reading.trim = .piece(start: 0, length: 1)
            // A fixed trim is cut into the stroke's own path (`LottieFixedTrim`): that path is what it shows.
            if let stroke = items.first(where: { $0.ty == "st" || $0.ty == "gs" })?.path,
               let slash = stroke.lastIndex(of: "/") {
                let group = stroke[...slash]
                let shapes = items.filter { $0.ty == "sh" && $0.path.hasPrefix(group) && !$0.path.dropFirst(group.count).contains("/") }
                reading.strokePath = points(of: shapes, values, k)
            }
        }
        return reading
    }

    /// Evaluates the file with `lottie_values.py` at every case's frames and fills the Lottie cells.
    /// The node's path at frame index k from its first paint group's `sh` items (one per subpath), as
    /// `ValueText.components` lists a path: each subpath's start, then each segment's control points
    /// and end (Lottie keeps tangents relative to their vertex).
    static func shapePath(_ container: Container, nodeNames: Set<String>, _ values: Values, _ k: Int) -> [Double]? {
        var shapes = container.items.filter { $0.ty == "sh" }
        for group in container.groups where shapes.isEmpty && !nodeNames.contains(group.name) {
            shapes = group.items.filter { $0.ty == "sh" }
        }
        return points(of: shapes, values, k)
    }

    /// The points of `sh` items at frame index k, as `ValueText.components` lists a path.
    static func points(of shapes: [(ty: String, path: String)], _ values: Values, _ k: Int) -> [Double]? {
        guard !shapes.isEmpty else { return nil }
        var out: [Double] = []
        for shape in shapes {
            guard let list = values.properties["\(shape.path)/ks"], k < list.count, let bezier = list[k] as? [String: Any],
                  let v = JSONPick.points(bezier["v"]), let i = JSONPick.points(bezier["i"]), let o = JSONPick.points(bezier["o"]),
                  v.count == i.count, v.count == o.count, let first = v.first else { return nil }
            let closed = (bezier["c"] as? Bool) ?? false
            out += first
            let segments = closed ? v.count : v.count - 1
            for s in 0..<segments {
                let a = v[s], b = v[(s + 1) % v.count], outT = o[s], inT = i[(s + 1) % v.count]
                out += [a[0] + outT[0], a[1] + outT[1], b[0] + inT[0], b[1] + inT[1], b[0], b[1]]
            }
        }
        return out
    }

    static func measure(_ spec: ConformanceSpec, into rows: inout [String: ConformanceCell]) throws {
        func failAll(_ text: String) {
            for item in spec.cases {
                var cell = ConformanceCell(.lottie)
                if item.startsMidFlight { cell.notApplicable = "markers start at rest" } else { cell.fail(text) }
                rows[item.slug] = cell
            }
        }
        guard let url = file(spec) else { return failAll("no Lottie file was compiled") }
        guard let data = try? Data(contentsOf: url),
              let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return failAll("\(url.lastPathComponent) is not a JSON object")
        }
        let fr = JSONPick.number(document["fr"]) ?? 60
        var markers: [String: Double] = [:]
        for case let marker as [String: Any] in (document["markers"] as? [Any]) ?? [] {
            if let name = marker["cm"] as? String, let tm = JSONPick.number(marker["tm"]) { markers[name] = tm }
        }
        // All frames of all cases in one reader run.
        var frames: [Double] = []
        var ranges: [String: Range<Int>] = [:]
        for item in spec.cases {
            guard let tm = marker(item, markers: markers) else { continue }
            let start = frames.count
            frames += (item.times.isEmpty ? [tm] : markerFrames(item, marker: tm, markers: markers, fr: fr)).map { $0 + rightLimit }
            ranges[item.slug] = start..<frames.count
        }
        var values = Values(properties: [:], visible: [:])
        if !frames.isEmpty {
            let run = try ConsumerTools.run("lottie_values.py", [url.path, "--frames", frames.map { "\($0)" }.joined(separator: ",")])
            guard run.status == 0 else { return failAll("lottie_values.py: \(run.stderr.prefix(300))") }
            let json = try run.json()
            for (key, entry) in JSONPick.object(json["properties"]) ?? [:] {
                values.properties[key] = JSONPick.array(JSONPick.object(entry)?["values"]) ?? []
            }
            for case let layer as [String: Any] in JSONPick.array(json["layers"]) ?? [] {
                if let path = layer["path"] as? String { values.visible[path] = (layer["visible"] as? [Bool]) ?? [] }
            }
        }
        let all = containers(document)
        var layers: [Int: Container] = [:]
        // Parents are looked up by `ind` among the composition's own layers (each asset numbers its own).
        for container in all where container.isLayer && container.enclosing == nil { if let index = container.index { layers[index] = container } }
        let comparison = ShapeComparison(lowered: spec.lowered, colourStep: 0, bound: ConformanceTarget.lottie.bound)
        let names = all.map(\.name)
        let nodeNames = Set(spec.lowered.nodes.compactMap { NodeNames.match($0.name, in: names) })
        for item in spec.cases {
            var cell = ConformanceCell(.lottie)
            defer { rows[item.slug] = cell }
            if item.startsMidFlight { cell.notApplicable = "markers start at rest"; continue }
            guard let range = ranges[item.slug] else {
                cell.fail("no marker for \(item.title) (markers: \(markers.keys.sorted().joined(separator: ", ")))")
                continue
            }
            let times: [Double?] = item.times.isEmpty ? [nil] : item.times.map { $0 }
            // A node's container is the innermost layer or group named after it (a top-level node is a
            // layer holding a group of the same name).
            for (i, node) in spec.lowered.nodes.enumerated() {
                guard let name = NodeNames.match(node.name, in: names),
                      let container = all.last(where: { $0.name == name }) else {
                    cell.fail("no layer or group named after node '\(node.name)'")
                    continue
                }
                for (k, time) in times.enumerated() where k < item.frames.count {
                    let frame = item.frames[k]
                    let stops = i < frame.nodeCount ? (frame.fillGradient[i].stops.count, frame.strokeGradient[i].stops.count) : (0, 0)
                    var reading = read(container, layers: layers, nodeNames: nodeNames, values, range.lowerBound + k, stops: stops)
                    if node.isGroup {
                        // A group draws nothing itself: only its own transform and opacity.
                        reading = ShapeReading(parts: reading.parts)
                    }
                    comparison.compare(shape: i, frame: item.frames[k], reading: reading, time: time, into: &cell)
                }
            }
        }
    }

    /// `lottie_validate.py` on every file in one run.
    static func validate(_ files: [URL]) throws -> [(file: String, problem: String?)] {
        guard !files.isEmpty else { return [] }
        let run = try ConsumerTools.run("lottie_validate.py", files.map(\.path))
        let json = try run.json()
        var out: [(String, String?)] = []
        for case let entry as [String: Any] in JSONPick.array(json["files"]) ?? [] {
            let path = (entry["file"] as? String) ?? "?"
            let short = path.replacingOccurrences(of: ConformanceRun.outputs.path + "/", with: "")
            if entry["valid"] as? Bool == true {
                out.append((short, nil))
            } else {
                let errors = (JSONPick.array(entry["errors"]) ?? []).compactMap(JSONPick.object).prefix(3)
                    .map { "\($0["path"] as? String ?? "?"): \($0["message"] as? String ?? "?")" }
                out.append((short, errors.joined(separator: "; ")))
            }
        }
        return out
    }
}
