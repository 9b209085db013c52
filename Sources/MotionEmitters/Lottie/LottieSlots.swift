import MotionCompiler
import MotionRuntime

/// Theme parameters as Lottie slots: a property that shows one param's value the whole time (no
/// transition animates it) gets the param's name as its `sid`, and `slots` holds the default, so a
/// player can replace it. Animated uses keep the default baked into their keyframes.
struct LottieSlots {
    struct Entry {
        var name: String
        /// The default in Lottie units, written as a static property (`{"a": 0, "k": …}`).
        var value: [Double]
    }

    var entries: [Entry] = []
    private var assigned: [LottieChannel: String] = [:]

    init(_ document: LottieDocument) {
        let control = document.control
        guard !control.params.isEmpty else { return }
        // Looked up per use: a param many nodes use must not scan every channel or copy the frame.
        var channelsOfNode: [Int: [LottieChannel]] = [:]
        for channel in document.channels { channelsOfNode[channel.node, default: []].append(channel) }
        var frame = control.scene.baseFrame
        for param in control.params {
            var entry: Entry?
            for use in param.uses {
                for channel in channelsOfNode[use.node] ?? [] where channel.dependencies == [use.property] {
                    guard channel.kind != .strokeOpacity, channel.kind != .fillOpacity, assigned[channel] == nil else { continue }
                    let keys = document.keys(channel.node, channel.kind)
                    guard let first = keys.first, keys.allSatisfy({ $0.value == first.value }) else { continue }
                    let saved = frame[use.property, use.node]
                    frame[use.property, use.node] = param.defaultValue
                    let value = channel.value(frame)
                    frame[use.property, use.node] = saved
                    guard value == first.value else { continue }
                    if entry == nil { entry = Entry(name: param.name, value: value) }
                    guard entry?.value == value else { continue }
                    assigned[channel] = param.name
                }
            }
            if let entry { entries.append(entry) }
        }
    }

    func sid(_ node: Int, _ kind: LottieChannel.Kind) -> String? { assigned[LottieChannel(node: node, kind: kind)] }
}
