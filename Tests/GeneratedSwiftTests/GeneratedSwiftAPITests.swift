import MotionRuntime
import Testing

/// What a host does with the generated API: parameters, fitting, cues, lookups, the version check.
@Suite struct GeneratedSwiftAPITests {
    static let blue = MotionColor(red: 0, green: 0, blue: 1)

    @Test func parametersChangeColoursAtRestAndInMotion() throws {
        var parameters = FlatSwitch.Parameters()
        #expect(parameters.strokeColor == MotionColor(red: 1, green: 0, blue: 0), "the spec's default, #ff0000")
        parameters.strokeColor = Self.blue
        parameters.lineWidth = 7
        let circle = try #require(FlatSwitch.nodeIndex(named: "circle"))
        let checkmark = try #require(FlatSwitch.nodeIndex(named: "checkmark"))
        let trail = try #require(FlatSwitch.nodeIndex(named: "trail"))
        let on = FlatSwitch.frame(for: .on, parameters: parameters)
        #expect(on.strokeColor[circle] == Self.blue)
        #expect(on.strokeColor[checkmark] == Self.blue)
        #expect(on.strokeColor[trail] == MotionColor(red: 0, green: 1, blue: 0), "trail has its own param")
        #expect(on.lineWidth[trail] == 7)
        let transition = FlatSwitch.offToOn(parameters)
        for t in [0, 0.1, 0.2, 0.3] {
            #expect(transition.frame(at: t).strokeColor[checkmark] == Self.blue)
        }
        #expect(FlatSwitch.scene(parameters).nodes[circle].base.strokeColor == Self.blue)
        #expect(FlatSwitch.frame(for: .on).strokeColor[circle] == MotionColor(red: 1, green: 0, blue: 0), "defaults stay")
    }

    @Test func parametersReachKeyframes() throws {
        var parameters = ShapeSwitch.Parameters()
        parameters.onColor = Self.blue
        let track = try #require(ShapeSwitch.nodeIndex(named: "track"))
        let toOn = ShapeSwitch.anyToOn(from: .off, parameters)
        #expect(toOn.frame(at: toOn.duration).fillColor[track] == Self.blue, "the keyframe ends on the param")
        #expect(ShapeSwitch.frame(for: .on, parameters: parameters).fillColor[track] == Self.blue)
        let middle = toOn.frame(at: toOn.duration / 2).fillColor[track]
        let defaultMiddle = ShapeSwitch.anyToOn(from: .off).frame(at: toOn.duration / 2).fillColor[track]
        // From white(0.95) toward blue rather than toward green: more blue and less green mid-way.
        #expect(middle.blue > defaultMiddle.blue)
        #expect(middle.green < defaultMiddle.green)
    }

    @Test func fittingIsAspectFitCentred() {
        // 50 × 50 into 200 × 100: scale 2, centred horizontally.
        let fit = FlatSwitch.fitting(into: MotionRect(x: 10, y: 20, width: 200, height: 100))
        #expect(fit == MotionAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 60, ty: 20))
        let path = FlatSwitch.path(ofNode: 0, in: FlatSwitch.frame(for: .on), fittedInto: MotionRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = path.bounds
        #expect(bounds.map { abs($0.minX) < 1e-9 && abs($0.maxX - 100) < 1e-9 && abs($0.maxY - 100) < 1e-9 } == true)
        #expect(FlatSwitch.path(ofNode: 99, in: FlatSwitch.frame(for: .on), fittedInto: MotionRect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func statesCuesAndLookups() {
        #expect(FlatSwitch.State.initial == .off)
        #expect(CheckButton.State.allCases == [.off, .on])
        #expect(FlatSwitch.transition(from: .off, to: .off) == nil)
        #expect(FlatSwitch.transition(from: .off, to: .on) == FlatSwitch.offToOn())
        #expect(CheckButton.transition(from: .on, to: .off) == CheckButton.anyToOff(from: .on))
        let toOn = DayNightSwitch.offToOn()
        #expect(toOn.cues.map(\.name) == ["haptic", "stateChanged"])
        #expect(toOn.cues(from: 0, to: 0.01).count == 2)
        #expect(toOn.cues(from: 0.01, to: 1).isEmpty)
        #expect(toOn.reducedMotion == .crossfade(duration: 0.2))
        #expect(FlatSwitch.offToOn().reducedMotion == nil)
        #expect(DayNightSwitch.nodeNames.contains("star[3]"))
    }

    @Test func numberParametersReachStatesAndKeyframes() throws {
        var parameters = FeatureTour.Parameters()
        #expect(parameters.grow == 1.25 && parameters.glow == 0.6)
        parameters.grow = 2
        parameters.glow = 0.1
        let box = try #require(FeatureTour.nodeIndex(named: "box"))
        #expect(FeatureTour.frame(for: .busy, parameters: parameters).scale[box] == MotionPoint(2, 2))
        #expect(FeatureTour.frame(for: .idle, parameters: parameters).shadowOpacity[box] == 0.1)
        let transition = FeatureTour.idleToBusy(parameters)
        #expect(transition.frame(at: 0.6).scale[box] == MotionPoint(2, 2), "the last keyframe is the param")
        #expect(FeatureTour.idleToBusy().frame(at: 0.6).scale[box] == MotionPoint(1.25, 1.25))
        #expect(transition.cues.map(\.name) == ["started", "halfway"])
        #expect(transition.reducedMotion == .instant)
        #expect(transition.destination == FeatureTour.frame(for: .busy, parameters: parameters))
        #expect(transition.starting(from: transition.frame(at: 0.3)).destination == transition.destination)
    }

    /// The calls `specs/backends/swift.md` shows, as a host makes them.
    @Test func theDocumentedCallsWork() throws {
        var parameters = FlatSwitch.Parameters()
        parameters.strokeColor = MotionColor(red: 0, green: 0.5, blue: 1)
        var state = FlatSwitch.State.initial
        let atRest = FlatSwitch.frame(for: state, parameters: parameters)
        var transition = try #require(FlatSwitch.transition(from: .off, to: .on, parameters: parameters))
        #expect(transition == FlatSwitch.offToOn(parameters))
        #expect(transition.base == atRest)
        var frame = transition.base
        transition.sample(at: 0.1, into: &frame)
        #expect(transition.cues(from: 0, to: 0.1).isEmpty)
        transition = try #require(FlatSwitch.transition(from: .on, to: .off, startingFrom: frame, parameters: parameters))
        state = transition.to
        #expect(state == .off && transition.base == frame)
        #expect(transition == FlatSwitch.onToOff(startingFrom: frame, parameters))
        let checkmark = try #require(FlatSwitch.nodeIndex(named: "checkmark"))
        #expect(transition.frame(at: 0.05).strokeColor[checkmark] == parameters.strokeColor)
        let drawn = FlatSwitch.path(ofNode: 0, in: transition.frame(at: 0.05), fittedInto: MotionRect(x: 0, y: 0, width: 44, height: 44))
        #expect(!drawn.isEmpty)
    }

    @Test func versionCheckNamesTheRuntimesVersionType() {
        #expect(FlatSwitch.RuntimeAPIVersion.self == MotionRuntimeVersion.V1.self)
        #expect(MotionRuntimeVersion.major == 1)
    }

    @Test func samplingIntoAFrameMatchesFrameAt() {
        let transition = DayNightSwitch.onToOff()
        var frame = transition.base
        for step in 0...20 {
            let t = Double(step) * 0.04
            transition.sample(at: t, into: &frame)
            #expect(frame == transition.frame(at: t))
        }
    }
}
