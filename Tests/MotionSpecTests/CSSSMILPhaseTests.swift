import Foundation
import Testing
import TestSupport

/// A state's SMIL loop (a gradient's points and stops, moved attribute by attribute) is begun by the page's
/// script one element at a time while the SVG's clock runs. On a busy page those begins fall milliseconds
/// apart, and a loop's attributes would then play out of phase for as long as the state lasts (the WebKit
/// suite saw a gradient's points 1.7e-3 off at a switch on a loaded machine). The script begins every element
/// of one state change at one document time, written as each element's `begin` before it is inserted (an offset
/// to `beginElementAt` is taken from the engine's own reading of its clock, which a preempted page makes late):
/// here each element's insertion is made to cost 4 ms of busy time, the page is switched with the clock running,
/// and the loop's elements must still share their start. (WebKit's clock runs on within a task: begun as they
/// came they began 163 ms apart; Chromium's holds a frame's time.)
@Suite struct CSSSMILPhaseTests {
    static let script = """
        import json, sys
        sys.path.insert(0, sys.argv[1])
        from chromium_session import DEEP_FIND, ChromiumSession
        from webkit_session import WebKitSession
        engine, page, first, second = sys.argv[2:6]
        SLOW_BEGINS = '''
        const append = Node.prototype.appendChild;
        window.__slowBegins = 0;
        Node.prototype.appendChild = function (child) {
          if (child instanceof SVGAnimationElement) {
            window.__slowBegins += 1;
            const until = performance.now() + 4;
            while (performance.now() < until) {}
          }
          return append.call(this, child);
        };
        '''
        SWITCH = DEEP_FIND + '''
        const [rootSelector, state, done] = arguments;
        const root = deepFind(rootSelector);
        const svg = root.tagName.toLowerCase() === "svg" ? root : root.querySelector("svg");
        svg.unpauseAnimations();
        window.__slowBegins = 0;
        root.setAttribute("data-state", state);
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const loops = [...svg.querySelectorAll("animate[repeatCount=indefinite]:not([data-motion-to])")];
          done({begins: window.__slowBegins, starts: loops.map((element) => element.getStartTime())});
        }));
        '''
        with (WebKitSession() if engine == "webkit" else ChromiumSession()) as session:
            root = session.open(page, None, first)
            session.driver.execute_script(SLOW_BEGINS)
            print(json.dumps(session.driver.execute_async_script(SWITCH, root, second)))
        """

    @Test(arguments: ["chromium", "webkit"])
    func aLoopsElementsBeginTogetherOnABusyPage(_ engine: String) throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let compiled = try ProcessRunner.run(ProcessRunner.builtProduct("motionspec"), [
            "compile", Repository.url("Tests/Fixtures/conformance/gradient-geometry.motion").path,
            "--target", "css", "--standalone", "-o", folder.path,
        ])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let page = try #require(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .first { $0.hasSuffix(".html") })
        let file = folder.appendingPathComponent("phase.py")
        try Data(Self.script.utf8).write(to: file)
        guard FileManager.default.isExecutableFile(atPath: ConsumerTools.python.path) else {
            throw ConsumerToolError.notInstalled(ConsumerTools.python.path)
        }
        // `a -> c`: `c`'s loop moves the fill's stops and points, one SMIL element per attribute.
        let run = try ProcessRunner.run(ConsumerTools.python, [file.path, ConsumerTools.directory.path, engine,
                                                               folder.appendingPathComponent(page).path, "a", "c"])
        #expect(run.status == 0, "\(run.stderr.suffix(2000))")
        let result = try run.json()
        let starts = try #require(JSONPick.array(result["starts"])).compactMap(JSONPick.number)
        let begins = try #require(JSONPick.number(result["begins"]))
        // Several elements were inserted, each after 4 ms of busy time: begun as they come, they would start ≥ 4 ms
        // apart where the clock runs within a task; begun at one written time, they start together.
        #expect(starts.count >= 4, "\(starts)")
        #expect(begins >= Double(starts.count), "\(result)")
        let spread = (starts.max() ?? 0) - (starts.min() ?? 0)
        #expect(spread <= 1e-6, "\(engine): the loop's elements began \(spread) s apart: \(starts)")
    }
}
