import MotionCompiler
import MotionDiagnostics

/// One self-contained page to watch a spec move (`motionspec preview`): the CSS output's own page in a
/// frame and the Lottie output in lottie-web side by side, a button per state, a scrubber with play and
/// pause for one transition, speeds down to 0.1×, a reduced-motion switch, and a plot per animated
/// property. Every number the page shows or plots was sampled here by the runtime (`PreviewData`);
/// the page's script only draws them and drives the two players.
public enum PreviewPage {
    public struct Result: Sendable {
        /// The page, or nil when the spec has an error or a target refuses it.
        public var page: String?
        public var reports: [FileDiagnostics]
    }

    /// The speeds the page offers, slowest first.
    static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]

    public static func render(_ compilation: Compilation, templates: Templates = .builtIn) -> Result {
        let output = MotionEmitters.emit([compilation], targets: [.css, .lottie], templates: templates)
        guard !output.hasErrors, let control = compilation.lowered else { return Result(page: nil, reports: output.reports) }
        let base = OutputLayout.baseName(ofSpecPath: compilation.source.path)
        var files: [String: String] = [:]
        for file in output.files { files[file.path] = file.contents }
        guard let cssPage = files["\(base)/\(base).html"], let lottie = files["\(base)/\(base).json"] else {
            return Result(page: nil, reports: output.reports)
        }
        let framed = cssPage.replacing(PreviewScript.reducedMedia, with: PreviewScript.reducedSwitch)
        let cases = PreviewData.cases(control)
        let title = control.description ?? control.name
        let data = JSONWriter.document(.object([
            ("control", .string(control.name)), ("width", .number(control.width)), ("height", .number(control.height)),
            ("states", .array(control.states.map { .string($0.name) })), ("initial", .string(control.initialState)),
            ("fps", .number(PreviewData.fps)), ("cases", PreviewData.json(cases)),
        ]), style: .compact)
        let script = templates.render(.lottieWeb, [:])
            + "\nconst motionPreview = \(data.trimmingTrailingNewline);\n"
            + "const motionPreviewLottie = \(lottie.trimmingTrailingNewline);\n"
            + PreviewScript.text
        let values = [
            "generator": "motionspec",
            "source": TextEscaping.xmlComment(compilation.source.path),
            "title": TextEscaping.markup("Preview: " + title),
            "style": PreviewScript.style,
            "body": body(control: control, title: title, source: compilation.source.path, cssPage: framed, cases: cases),
            "script": script.replacing("</", with: "<\\/"),
        ]
        let page = templates.render(.htmlPage, values)
        return Result(page: page.hasSuffix("\n") ? page : page + "\n", reports: output.reports)
    }

    static func body(control: LoweredControl, title: String, source: String, cssPage: String, cases: [PreviewData.Case]) -> String {
        let states = control.states.map { state in
            let name = TextEscaping.markup(state.name)
            return "<button type=\"button\" class=\"preview-state\" data-preview-state=\"\(name)\">\(name)</button>"
        }.joined(separator: "\n")
        let transitions = cases.enumerated().map { i, item in
            "<option value=\"\(i)\">\(TextEscaping.markup("\(item.from) → \(item.to)"))</option>"
        }.joined(separator: "\n")
        let speeds = speeds.map { speed in
            let text = NumberText.format(speed)
            return "<option value=\"\(text)\"\(speed == 1 ? " selected" : "")>\(text)×</option>"
        }.joined(separator: "\n")
        return """
            <header>
            <h1>\(TextEscaping.markup(title))</h1>
            <p class="preview-note">\(TextEscaping.markup(source)): the CSS output (left) and the Lottie output in lottie-web \
            (right). Values and plots are the runtime's samples, at \(NumberText.format(PreviewData.fps)) per second.</p>
            </header>
            <main>
            <section class="preview-players" aria-label="Players">
            <figure><figcaption>CSS + SVG</figcaption>
            <iframe id="preview-css" title="The CSS output of \(TextEscaping.markup(control.name))" srcdoc="\(TextEscaping.markup(cssPage))"></iframe>
            </figure>
            <figure><figcaption>Lottie (lottie-web)</figcaption>
            <div id="preview-lottie" role="img" aria-label="The Lottie output of \(TextEscaping.markup(control.name))"></div>
            </figure>
            </section>
            <section class="preview-controls" aria-label="Controls">
            <div class="preview-row" role="group" aria-label="States">
            <span class="preview-label">State</span>
            \(states)
            <output id="preview-state-shown"></output>
            </div>
            <div class="preview-row">
            <label>Speed <select id="preview-speed">
            \(speeds)
            </select></label>
            <label><input type="checkbox" id="preview-reduced"> Reduced motion</label>
            </div>
            <div class="preview-row">
            <label>Transition <select id="preview-transition">
            \(transitions)
            </select></label>
            <button type="button" id="preview-play">Play</button>
            <input type="range" id="preview-scrubber" min="0" max="0" step="1" value="0" aria-label="Time">
            <output id="preview-time">0 s</output>
            </div>
            </section>
            <section class="preview-data">
            <table id="preview-values" aria-label="Values at the scrubber's time"><thead><tr><th>property</th><th>value</th></tr></thead><tbody></tbody></table>
            <div id="preview-plots"></div>
            </section>
            </main>
            """
    }
}

extension String {
    var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
