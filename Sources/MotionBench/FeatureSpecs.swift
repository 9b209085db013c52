/// Generated specs of one feature each, at any number of shapes, the same every run: where the large
/// spec (`LargeSpec`: trims and opacities between two states) exercises one path through each emitter,
/// these reach the others (loops, eased loops, gradients and their geometry, morphs, dashes, three states
/// started from `current`, colours, nested groups, `repeat`, `* -> *` with `changes`, paced and cubic
/// keyframes). `FeatureScaleBench` compiles each at two sizes: a cost that grows with the square of the
/// shapes shows there (issue 12: 400 moving gradients took 2.3 s in CSS, a loop of 400 shapes 1.1 s
/// in Lottie, a gradient loop of 400 shapes 234 s).
enum FeatureSpecs {
    static let families = ["loops", "pulse", "gradients", "gradient-loop", "morph", "dashes", "three-states", "colours",
                           "nested", "repeat", "changes", "keyframes"]

    /// The DSL of family `family` with `count` shapes (nil for an unknown family).
    static func dsl(_ family: String, shapes count: Int) -> String? {
        var lines = ["control Feature\(count) {", "  size 1000 x \(max(1, (count + 99) / 100) * 10)", ""]
        let all = 0..<count
        func x(_ i: Int) -> Int { i % 100 * 10 + 1 }
        func y(_ i: Int) -> Int { i / 100 * 10 + 1 }
        func shapes(_ body: (Int) -> [String]) {
            for i in all { lines += ["  shape s\(i) {"] + body(i).map { "    " + $0 } + ["  }"] }
        }
        func state(_ name: String, initial: Bool = false, _ values: [String], loop: [String] = []) {
            lines += ["  state \(name)\(initial ? " initial" : "") {"] + values.map { "    " + $0 } + loop.map { "    " + $0 } + ["  }"]
        }
        func transition(_ header: String, _ tracks: [String]) {
            lines += ["  transition \(header) {"] + tracks.map { "    " + $0 } + ["  }"]
        }
        let gradients = ["  let a = linearGradient([(#0b1030, 0), (#6a4a8a, 1)], from: (0, 0), to: (0, 8))",
                         "  let b = linearGradient([(#2a7bd8, 0), (#f6e7a8, 1)], from: (0, 0), to: (8, 8))"]
        switch family {
        case "loops":
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "stroke #333333, width: 1, cap: round", "fill none", "trim 0 .. 0.75"] }
            state("idle", initial: true, all.map { "s\($0).opacity 0.3" })
            state("spinning", all.map { "s\($0).opacity 1" }, loop: ["loop for 0.8s {"] + all.map { "  s\($0).rotation 0deg -> 1turn linear" } + ["}"])
            transition("idle -> spinning for 0.2s", all.map { "s\($0).opacity 0.3 -> 1 ease-out" })
            transition("spinning -> idle for 0.3s", all.map { "s\($0).opacity current -> 0.3 ease-in" })
        case "pulse":
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill #3366ff"] }
            state("idle", initial: true, [])
            state("busy", [], loop: ["loop for 1s ease-in-out autoreverse {"] + all.map { "  s\($0).opacity 1 -> 0.3" }
                    + all.map { "  s\($0).scale 1 -> 1.2 at \($0 % 5)0ms for 0.5s" } + ["}"])
            transition("idle -> busy for 0.2s", all.map { "s\($0).opacity 1 -> 1" })
            transition("busy -> idle for 0.2s", all.map { "s\($0).opacity current -> 1" } + all.map { "s\($0).scale current -> 1" })
        case "gradients":
            lines += gradients
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill a"] }
            state("off", initial: true, all.map { "s\($0).fillGradient a" })
            state("on", all.map { "s\($0).fillGradient b" })
            transition("off -> on for 0.6s", all.map { "s\($0).fillGradient a -> b at \($0 % 10)0ms for 0.4s ease-in-out" })
            lines.append("  transition on -> off reverses off -> on for 0.6s")
        case "gradient-loop":
            lines += gradients
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill a"] }
            state("off", initial: true, [])
            state("on", [], loop: ["loop for 1s ease-in-out autoreverse {"] + all.map { "  s\($0).fillGradient a -> b" } + ["}"])
            transition("off -> on for 0.3s", all.map { "s\($0).opacity 1 -> 0.5 -> 1" })
            lines.append("  transition on -> off reverses off -> on")
        case "morph":
            shapes { ["path rect(\(x($0)), \(y($0)), 8, 8)", "fill #336699"] }
            state("a", initial: true, [])
            state("b", all.map { "s\($0).path oval(\(x($0)), \(y($0)), 8, 8)" })
            transition("a -> b for 0.4s", all.map { "s\($0).path rect(\(x($0)), \(y($0)), 8, 8) -> oval(\(x($0)), \(y($0)), 8, 8) at \($0 % 10)0ms for 0.3s ease-in-out" })
            lines.append("  transition b -> a reverses a -> b")
        case "dashes":
            shapes { ["path rect(\(x($0)), \(y($0)), 8, 8)", "stroke #222222, width: 1", "dash [2, 2]", "fill none", "opacity 0"] }
            state("idle", initial: true, [])
            state("on", all.map { "s\($0).opacity 1" }, loop: ["loop for 0.6s linear {"] + all.map { "  s\($0).dashPhase 0 -> -4" } + ["}"])
            transition("idle -> on for 0.25s", all.map { "s\($0).opacity 0 -> 1 ease-out" })
            lines.append("  transition on -> idle reverses idle -> on")
        case "three-states":
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill #228844"] }
            for (name, scale, opacity) in [("a", "0.5", "0.3"), ("b", "1", "1"), ("c", "0.8", "0.6")] {
                state(name, initial: name == "a", all.map { "s\($0).scale \(scale)" } + all.map { "s\($0).opacity \(opacity)" })
            }
            for (from, to, scale) in [("a", "b", "1"), ("b", "c", "0.8"), ("c", "a", "0.5"), ("b", "a", "0.5"), ("c", "b", "1"), ("a", "c", "0.8")] {
                transition("\(from) -> \(to) for 0.4s", all.map {
                    "s\($0).scale current -> \(scale) at \($0 % 10)0ms for 0.3s " + ($0 % 10 == 9 ? "spring(mass: 1, stiffness: 300, damping: 30)" : "ease-in-out")
                })
            }
        case "colours":
            shapes { ["path roundedRect(\(x($0)), \(y($0)), 8, 8, radius: 2)", "fill #ff0000", "stroke #0000ff, width: 1"] }
            state("off", initial: true, all.map { "s\($0).fillColor #ff0000" })
            state("on", all.map { "s\($0).fillColor #00ff00" } + all.map { "s\($0).strokeColor #ff00ff" })
            transition("off -> on for 0.5s", all.map { "s\($0).fillColor #ff0000 -> #00ff00 at \($0 % 10)0ms for 0.3s ease-in" }
                       + all.map { "s\($0).strokeColor #0000ff -> #ff00ff for 0.5s linear" })
            transition("on -> off for 0.3s", all.map { "s\($0).fillColor current -> #ff0000 ease-out" } + all.map { "s\($0).strokeColor current -> #0000ff ease-out" })
        case "nested":
            for i in all {
                lines += ["  group g\(i) {", "    position (\(x(i) - 1), \(y(i) - 1))",
                          "    shape a\(i) {", "      path oval(1, 1, 4, 4)", "      fill #111111", "    }",
                          "    shape b\(i) {", "      path rect(4, 4, 4, 4)", "      fill #999999", "    }", "  }"]
            }
            state("off", initial: true, all.map { "g\($0).rotation 0deg" })
            state("on", all.map { "g\($0).rotation 90deg" } + all.map { "a\($0).opacity 0.5" })
            transition("off -> on for 0.5s", all.map { "g\($0).rotation 0deg -> 90deg at \($0 % 10)0ms for 0.4s ease-in" } + all.map { "a\($0).opacity 1 -> 0.5" })
            lines.append("  transition on -> off reverses off -> on")
        case "repeat":
            lines += ["  repeat dot[i] in 0 ..< \(count) {", "    path oval(i * 2 + 1, 1, 2, 2)", "    fill #555555", "  }"]
            state("off", initial: true, ["dot[i].opacity 0.2"])
            state("on", ["dot[i].opacity 1"])
            // Staggered over the first half of the transition, whatever the count (a track clipped by
            // its group could not be reversed).
            transition("off -> on for 0.6s", ["dot[i].opacity 0.2 -> 1 at i * \(300 / Double(count))ms for 0.3s ease-out"])
            lines.append("  transition on -> off reverses off -> on")
        case "changes":
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill #aa3300"] }
            for (name, colour, opacity) in [("a", "#aa3300", "0.4"), ("b", "#00aa33", "1"), ("c", "#3300aa", "0.7")] {
                state(name, initial: name == "a", all.map { "s\($0).fillColor \(colour)" } + all.map { "s\($0).opacity \(opacity)" })
            }
            transition("* -> * for 0.3s ease-in-out", ["changes", "reduced crossfade for 0.2s", "cue done at 0.3s"])
        case "keyframes":
            shapes { ["path oval(\(x($0)), \(y($0)), 8, 8)", "fill #229922"] }
            state("off", initial: true, [])
            state("on", all.map { "s\($0).position (2, 0)" } + all.map { "s\($0).opacity 0.5" })
            transition("off -> on for 0.8s", all.map { "s\($0).position paced (0, 0) -> (4, 2) -> (1, 3) -> (2, 0) for 0.6s" }
                       + all.map { "s\($0).opacity cubic 1 -> 0.2 -> 0.9 -> 0.5 keys [0, 0.3, 0.6, 1] at \($0 % 10)0ms for 0.5s" })
            lines.append("  transition on -> off reverses off -> on")
        default:
            return nil
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
