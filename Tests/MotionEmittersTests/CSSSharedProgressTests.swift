@testable import MotionEmitters
import Testing

/// A shared `linear()` progress is used only where a browser's 32-bit keyframe values keep it within the
/// bake's tolerance (`CSSChannelFit.sharedProgressHolds`, `backends.md` finding 70).
@Suite struct CSSSharedProgressTests {
    @Test func progressWithinTheEndsHolds() {
        #expect(CSSChannelFit.sharedProgressHolds([0, 0.4, 1.2, 1], va: [-7.6, 13], vb: [-10.6, -8.3], tolerance: 1e-4))
    }

    /// Ends a rounding apart (the spline's equal keys) need a progress of millions, which a 32-bit value
    /// of about 10 cannot carry to 1e-4; a small value can carry a larger progress.
    @Test func progressFarPastEndsThatAgreeDoesNot() {
        let progress = [0, -9.0e7, 1]
        #expect(!CSSChannelFit.sharedProgressHolds(progress, va: [-10.600000002463, -8.300000017488], vb: [-10.6, -8.3], tolerance: 1e-4))
        #expect(!CSSChannelFit.sharedProgressHolds([0, 200, 1], va: [10], vb: [10.5], tolerance: 1e-4))
        #expect(CSSChannelFit.sharedProgressHolds([0, 1, 0.5], va: [300], vb: [310], tolerance: 1e-4))
        #expect(CSSChannelFit.sharedProgressHolds([0, 200, 1], va: [0.01], vb: [0.02], tolerance: 1e-4))
    }
}
