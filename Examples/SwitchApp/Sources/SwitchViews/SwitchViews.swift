// The README's "Use the view" step, as an app writes it: the generated controls in the MotionViews
// hosts. Each part is under `#if canImport(…)`, as the hosts are: on Linux this file compiles to
// nothing here, and MotionSpec's ConsumerViewsTypeCheckTests type-checks it against stand-ins.
import MotionViews
import SwitchControls

#if canImport(SwiftUI) && canImport(QuartzCore)
import SwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, *)
struct SettingsRow: View {
    @State private var selected = PulseDot.State.idle

    var body: some View {
        MotionView<PulseDot>(state: $selected) { cue in
            print("cue \(cue.cue.name)")                    // a haptic, a sound
        }
        .frame(width: 40, height: 40)
    }
}
#endif

#if canImport(UIKit) && canImport(QuartzCore)
import UIKit

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
func makeSwitch() -> MotionControlView<FlatSwitch> {
    let toggle = MotionControlView<FlatSwitch>()
    toggle.onCue = { cue in print("cue \(cue.cue.name)") }
    toggle.state = .on                                      // plays off -> on
    return toggle
}
#endif
