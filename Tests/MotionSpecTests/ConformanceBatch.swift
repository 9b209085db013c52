import Foundation

/// Plays specs in every target and measures each case against the runtime: the work of the
/// conformance suite, shared by the suite over the checked-in specs and by the random batch.
enum ConformanceBatch {
    /// Compiles `specs` for every target into `ConformanceRun.folder`, plays every case in the
    /// consumers and returns the table (rows and cells; the caller adds its notes). With fewer `targets`
    /// (shrinking a case that fails in one), the other consumers are not run and their cells stay empty.
    static func table(_ specs: [ConformanceSpec], targets: Set<ConformanceTarget> = Set(ConformanceTarget.allCases)) throws -> ConformanceTable {
        let pixelTargets = !targets.isDisjoint(with: ConformancePixels.renderers)
        try FileManager.default.createDirectory(at: ConformanceRun.folder, withIntermediateDirectories: true)
        var problems: [String: String] = [:]
        var refusals: [String: [String: String]] = [:]
        // Only what the asked targets read: pixels need the page and the Lottie file.
        let needed = ["swift": targets.contains(.swift), "css": targets.contains(.css) || pixelTargets,
                      "lottie": targets.contains(.lottie) || pixelTargets]
        // The three compiles side by side: a `motionspec` process each, each into its own folder.
        var swiftCompiled: ConformanceRun.Compiled?, cssCompiled: ConformanceRun.Compiled?, lottieCompiled: ConformanceRun.Compiled?
        try ConformanceLanes.run([
            { if needed["swift"] == true { swiftCompiled = try ConformanceRun.compile(specs, target: "swift") } },
            { if needed["css"] == true { cssCompiled = try ConformanceRun.compile(specs, target: "css") } },
            { if needed["lottie"] == true { lottieCompiled = try ConformanceRun.compile(specs, target: "lottie") } },
        ])
        for (target, compiled) in [("swift", swiftCompiled), ("css", cssCompiled), ("lottie", lottieCompiled)] {
            guard let compiled else { continue }
            if let problem = compiled.problem { problems[target] = problem }
            refusals[target] = compiled.refused
        }
        let features = try ConformanceUnsupported.featureTable()

        // Then every consumer side by side: one Chromium for every case of every spec (CSS), the Swift driver,
        // the Lottie reader per spec and the schema, and the pixels' jobs in two Chromium sessions.
        let plans = pixelTargets ? specs.map(ConformancePixels.plan) : specs.map { _ in ConformancePixels.Plan() }
        let pixelJobs = pixelTargets ? ConformanceLanes.split(plans.flatMap(\.jobs), into: 2, weight: ConformancePixels.weight) : []
        var cssResults: [String: [String: Any]] = [:]
        var swiftCells: [String: [String: ConformanceCell]] = [:]
        var lottieCells: [String: [String: ConformanceCell]] = [:]
        var schema: [(file: String, problem: String?)] = []
        let pixelParts = pixelJobs.map { _ in LaneResult<[String: [String: Any]]>([:]) }
        try ConformanceLanes.run([
            { if targets.contains(.css) { cssResults = try ConformanceRun.consumers("css", jobs: specs.flatMap(ConformanceCSS.jobs)) } },
            { if targets.contains(.swift) { try ConformanceSwift.measure(specs, into: &swiftCells) } },
            {
                guard targets.contains(.lottie) else { return }
                for spec in specs { try ConformanceLottie.measure(spec, into: &lottieCells[spec.baseName, default: [:]]) }
                schema = try ConformanceLottie.validate(specs.flatMap { ConformanceRun.files($0, target: "lottie", suffix: ".json") })
            },
        ] + pixelJobs.indices.map { part in
            { pixelParts[part].value = try ConformanceRun.consumers("pixels", jobs: pixelJobs[part], part: "\(part + 1)") }
        })
        let pixelResults = pixelParts.reduce(into: [String: [String: Any]]()) { $0.merge($1.value) { first, _ in first } }

        var table = ConformanceTable()
        for (spec, plan) in zip(specs, plans) {
            var css: [String: ConformanceCell] = [:]
            if targets.contains(.css) { ConformanceCSS.measure(spec, results: cssResults, into: &css) }
            let lottie = lottieCells[spec.baseName] ?? [:]
            var pixels: [String: [ConformanceTarget: ConformanceCell]] = [:]
            if pixelTargets { ConformancePixels.measure(spec, plan: plan, results: pixelResults, into: &pixels) }
            for item in spec.cases {
                var cells: [ConformanceTarget: ConformanceCell] = pixels[item.slug] ?? [:]
                cells[.swift] = swiftCells[spec.baseName]?[item.slug]
                cells[.css] = css[item.slug]
                cells[.lottie] = lottie[item.slug]
                for (target, problem) in problems {
                    guard let column = ConformanceTarget(rawValue: target), cells[column]?.passes == false else { continue }
                    cells[column]?.problem = problem
                }
                for target in ["swift", "css", "lottie"] {
                    guard let output = refusals[target]?[spec.baseName] else { continue }
                    let verdict = ConformanceUnsupported.classify(
                        target: target, refusals: ConformanceUnsupported.refusals(in: output), table: features)
                    // Pixels compare a Lottie render with the CSS page: either refusal leaves them nothing.
                    let columns: [ConformanceTarget] = target == "swift" ? [.swift]
                        : target == "css" ? [.css, .rlottie, .thorvg, .lottieWeb] : [.lottie, .rlottie, .thorvg, .lottieWeb]
                    for column in columns where cells[column]?.notApplicable == nil {
                        var cell = ConformanceCell(column)
                        if let reason = verdict.reason {
                            cell.unsupported = column.rawValue == target ? reason : "\(target): \(reason)"
                        } else {
                            cell.fail("\(target) \(verdict.problem ?? "refused")")
                        }
                        cells[column] = cell
                    }
                }
                table.rows.append(.init(spec: spec.baseName, title: item.title, cells: cells))
            }
        }
        guard targets.contains(.lottie) else { return table }
        table.schema = schema
        if table.schema.isEmpty { table.schema = [("(no Lottie files)", "nothing was compiled to validate")] }
        return table
    }
}
