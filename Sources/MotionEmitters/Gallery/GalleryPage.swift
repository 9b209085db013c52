import MotionCompiler
import MotionDiagnostics

/// One HTML page that shows many specs: each control as the CSS emitter's custom element, playing
/// through its states, with its source beside it (`motionspec gallery`). The controls share the page,
/// so each must have its own element name (from the control's name): two specs of one control are an
/// error, as the page could define only one of them.
public enum GalleryPage {
    public struct Result: Sendable {
        /// The page, or nil when any spec has an error or two specs share a control.
        public var page: String?
        public var reports: [FileDiagnostics]
        /// Controls that two specs both define, as messages naming the two files.
        public var clashes: [String] = []
    }

    /// How long each control rests between the transitions the page plays, in milliseconds.
    static let restMilliseconds = 1800

    public static func render(_ compilations: [Compilation], templates: Templates = .builtIn) -> Result {
        let sources = compilations.map(\.source)
        let output = MotionEmitters.emit(compilations, targets: [.css], templates: templates)
        let reports = output.reports
        guard !output.hasErrors else { return Result(page: nil, reports: reports) }
        var clashes: [String] = []
        var files: [String: String] = [:]
        for file in output.files { files[file.path] = file.contents }
        var sections: [String] = []
        var scripts: [String] = []
        var firstSpec: [String: SourceFile] = [:]
        for source in sources {
            let base = OutputLayout.baseName(ofSpecPath: source.path)
            guard let svg = files["\(base)/\(base).svg"], let js = files["\(base)/\(base).js"] else { continue }
            let root = rootID(ofSVG: svg)
            if let earlier = firstSpec[root] {
                clashes.append("'\(source.path)' and '\(earlier.path)' both draw the control '\(root)'; a page shows each control once")
                continue
            }
            firstSpec[root] = source
            scripts.append(js.replacing("</", with: "<\\/"))
            sections.append(section(source: source, tag: "motion-" + root))
        }
        guard clashes.isEmpty else { return Result(page: nil, reports: reports, clashes: clashes) }
        let values = [
            "generator": "motionspec",
            "source": TextEscaping.xmlComment("\(sources.count) spec\(sources.count == 1 ? "" : "s")"),
            "title": "MotionSpec gallery",
            "style": galleryStyle,
            "body": "<h1>MotionSpec gallery</h1>\n<p class=\"gallery-note\">Every control plays its states in turn; "
                + "click one to step it yourself. <button id=\"gallery-play\" type=\"button\">Pause</button></p>\n<main>\n"
                + sections.joined() + "</main>",
            "script": scripts.joined() + playScript,
        ]
        let page = templates.render(.htmlPage, values)
        return Result(page: page.hasSuffix("\n") ? page : page + "\n", reports: reports)
    }

    /// The `id` of the control's root `<svg>`.
    static func rootID(ofSVG svg: String) -> String {
        guard let start = svg.firstRange(of: "<svg ")?.upperBound,
              let id = svg[start...].firstRange(of: " id=\"")?.upperBound,
              let end = svg[id...].firstIndex(of: "\"") else { return "" }
        return String(svg[id..<end])
    }

    /// The element draws itself from its module (each instance stamps its shadow root).
    static func section(source: SourceFile, tag: String) -> String {
        let path = TextEscaping.markup(source.path)
        let text = TextEscaping.markup(String(decoding: source.bytes, as: UTF8.self))
        return """
            <section class="gallery-spec" data-spec="\(path)">
            <h2>\(path)</h2>
            <div class="gallery-stage">
            <\(tag) aria-label="\(path)"></\(tag)>
            </div>
            <pre class="gallery-source"><code>\(text)</code></pre>
            </section>

            """
    }

    static let galleryStyle = """
        /* The gallery's own layout; each control's rules are in its element's shadow root. */
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        main { display: grid; gap: 24px; }
        .gallery-spec { display: grid; grid-template-columns: 220px 1fr; gap: 16px; align-items: start;
          background: white; border-radius: 12px; padding: 16px; }
        .gallery-spec h2 { grid-column: 1 / -1; margin: 0; font-size: 15px; font-weight: 600; }
        .gallery-stage { display: flex; align-items: center; justify-content: center; min-height: 160px;
          background: #3a3a3c; border-radius: 8px; padding: 16px; }
        .gallery-stage > * { width: 100%; max-width: 180px; max-height: 180px; }
        .gallery-source { margin: 0; max-height: 420px; overflow: auto; font: 12px/1.45 ui-monospace, monospace;
          background: #f7f7f9; border-radius: 8px; padding: 12px; }

        """

    /// Steps every control to its next state in turn through its `state` property, while the page plays.
    static let playScript = """

        (() => {
          const controls = Array.from(document.querySelectorAll(".gallery-stage > *"));
          const button = document.getElementById("gallery-play");
          let playing = true;
          const step = () => {
            if (!playing) return;
            for (const control of controls) {
              const states = control.states || [];
              if (states.length) control.state = states[(states.indexOf(control.state) + 1) % states.length];
            }
          };
          let timer = setInterval(step, \(restMilliseconds));
          button.addEventListener("click", () => {
            playing = !playing;
            button.textContent = playing ? "Pause" : "Play";
            clearInterval(timer);
            if (playing) timer = setInterval(step, \(restMilliseconds));
          });
        })();
        """
}
