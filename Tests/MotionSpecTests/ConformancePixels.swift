import Foundation
import MotionCompiler

/// Lottie pixels: rlottie, ThorVG and lottie-web (in the same Chromium) frames at 4× against Chromium's screenshot of the CSS page at the same
/// time on the same background, at whole frames (rlottie renders nothing else), compared by the IoU of
/// their inked pixels.
enum ConformancePixels {
    /// A colour no control is drawn in, so every shape inks; a channel more than `threshold` off it is ink
    /// (low enough that a fill with alpha 0x20 still counts).
    static let background = "#5a2d82"
    static let threshold = 16
    static let scale = 4.0
    static let renderers: [ConformanceTarget] = [.rlottie, .thorvg, .lottieWeb]

    struct Plan {
        var jobs: [[String: Any]] = []
        /// Per job id: the case's slug and the whole frames compared.
        var frames: [String: (slug: String, frames: [Int], fr: Double)] = [:]
    }

    static func plan(_ spec: ConformanceSpec) -> Plan {
        var plan = Plan()
        guard let page = ConformanceCSS.page(spec), let lottie = ConformanceLottie.file(spec),
              let data = try? Data(contentsOf: lottie),
              let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return plan }
        let fr = JSONPick.number(document["fr"]) ?? 60
        let op = JSONPick.number(document["op"]) ?? 0
        var markers: [String: Double] = [:]
        for case let marker as [String: Any] in (document["markers"] as? [Any]) ?? [] {
            if let name = marker["cm"] as? String, let tm = JSONPick.number(marker["tm"]) { markers[name] = tm }
        }
        for item in spec.cases {
            guard case .transition(let from, let to) = item.kind, let tm = ConformanceLottie.marker(item, markers: markers),
                  let duration = item.times.last else { continue }
            // Whole frames of the transition that are frames of the composition (op is exclusive); when its
            // state loops, not the instant it is over (a player shows the loop marker there, read as values).
            let frames = (0...Int((duration * fr + 1e-9).rounded(.down))).filter { frame in
                tm + Double(frame) < op && item.loopsFrom.map { Double(frame) < $0 * fr - 1e-9 } ?? true
            }
            let id = "\(spec.baseName)/\(item.slug)"
            plan.frames[id] = (item.slug, frames, fr)
            plan.jobs.append([
                "id": id, "page": page.path, "from": from, "to": to, "lottie": lottie.path, "start_frame": tm,
                "fps": fr, "frames": frames, "scale": scale, "background": background, "threshold": threshold,
                "renderers": renderers.map(\.rawValue),
                "images": ConformanceRun.folder.appendingPathComponent("images").path,
            ])
        }
        return plan
    }

    /// A job's share of a pixels run, to split the jobs between drivers: a page load, then per frame a
    /// screenshot and a render per renderer.
    static func weight(_ job: [String: Any]) -> Int { 4 + ((job["frames"] as? [Int])?.count ?? 0) }

    /// Fills the rlottie, ThorVG and lottie-web cells of `spec` from the driver's results.
    static func measure(_ spec: ConformanceSpec, plan: Plan, results: [String: [String: Any]],
                        into rows: inout [String: [ConformanceTarget: ConformanceCell]]) {
        for item in spec.cases {
            for target in renderers {
                var cell = ConformanceCell(target)
                switch item.kind {
                case .state, .loop: cell.notApplicable = "values only"
                case .interrupt, .leaveLoop: cell.notApplicable = "markers start at rest"
                case .transition:
                    let id = "\(spec.baseName)/\(item.slug)"
                    if ConformanceCSS.page(spec) == nil || ConformanceLottie.file(spec) == nil {
                        cell.fail("needs both the HTML page and the Lottie file")
                    } else if let planned = plan.frames[id], let result = results[id] {
                        if let error = result["error"] as? String {
                            cell.fail(error)
                        } else if let entry = JSONPick.object(JSONPick.object(result["renderers"])?[target.rawValue]),
                                  let iou = JSONPick.number(entry["worst_iou"]) {
                            let frame = JSONPick.number(entry["frame"]).map { Int($0) }
                            let images = (JSONPick.array(entry["images"]) ?? []).compactMap { $0 as? String }
                                .map { $0.replacingOccurrences(of: ConformanceRun.folder.path + "/", with: "") }
                            let slivers = (JSONPick.array(entry["slivers"]) ?? []).count
                            let left = slivers == 0 ? "" : ", \(slivers) sliver frame\(slivers == 1 ? "" : "s") left out"
                            cell.record(ConformanceMeasurement(
                                error: iou, allowed: target.bound, property: "frame \(frame ?? -1) of \(planned.frames.count)\(left)",
                                time: frame.map { Double($0) / planned.fr }, runtime: "Chromium's screenshot",
                                target: "\(target.rawValue) render (images: \(images.joined(separator: ", ")))"))
                        } else {
                            cell.fail("no \(target.rawValue) result")
                        }
                    } else {
                        cell.fail("no marker for \(item.title) in the Lottie file")
                    }
                }
                rows[item.slug, default: [:]][target] = cell
            }
        }
    }
}
