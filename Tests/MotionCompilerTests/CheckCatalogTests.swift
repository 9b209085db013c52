import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing

/// The examples of specs/diagnostics/MS2xxx.md (copied here: tests do not read specs/), each giving
/// exactly its headline, and a check that every MS2xxx code is produced by one of them.
@Suite struct CheckCatalogTests {
    static let documented: [(code: String, input: String, headline: String)] = [
        ("MS2001", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  let x = rr + 1\n}\n", "t.motion:6:11: error: unknown name 'rr' [MS2001]"),
        ("MS2002", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    b.opacity 0 -> 1\n  }\n}\n", "t.motion:7:5: error: unknown node 'b' [MS2002]"),
        ("MS2003", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacty 0 -> 1\n  }\n}\n", "t.motion:7:7: error: unknown property 'opacty' [MS2003]"),
        ("MS2004", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> onn 0.3s { }\n}\n", "t.motion:6:21: error: unknown state 'onn' [MS2004]"),
        ("MS2005", "control X {\n  size 10 x 10\n  shape a { path ovl(0, 0, 10, 10) }\n  state off initial { }\n}\n", "t.motion:3:18: error: unknown function 'ovl' [MS2005]"),
        ("MS2007", "control X {\n  size 10 x 10\n  shape a {\n    path rect(0, 0, 10, 10)\n    stroke red, widht: 2\n  }\n  state off initial { }\n}\n", "t.motion:5:17: error: setting 'stroke' has no argument 'widht' [MS2007]"),
        ("MS2008", "control X {\n  size 10 x 10\n  shape a {\n    path rect(0, 0, 10, 10)\n    stroke red, cap: rund\n  }\n  state off initial { }\n}\n", "t.motion:5:22: error: unknown line cap 'rund' [MS2008]"),
        ("MS2009", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  shape a { path oval(0, 0, 1, 1) }\n}\n", "t.motion:6:9: error: node 'a' is declared twice [MS2009]"),
        ("MS2010", "control X {\n  size 10 x 10\n  param w = 4\n  shape a { path rect(0, 0, w, 10) }\n  state off initial { }\n}\n", "t.motion:4:29: error: param 'w' cannot be used here [MS2010]"),
        ("MS2011", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a.opacity red\n  }\n}\n", "t.motion:7:15: error: expected a number for 'opacity', found a colour [MS2011]"),
        ("MS2012", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a.rotation 0.3s\n  }\n}\n", "t.motion:7:16: error: expected an angle, found a time [MS2012]"),
        ("MS2013", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  let x = 1 / (2 - 2)\n}\n", "t.motion:6:11: error: division by zero [MS2013]"),
        ("MS2014", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10) }\n  state off initial { }\n}\n", "t.motion:3:18: error: 'rect' takes 4 arguments, found 3 [MS2014]"),
        ("MS2015", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  let x = [1, 2][2]\n}\n", "t.motion:6:18: error: index 2 is out of range for an array of 2 [MS2015]"),
        ("MS2016", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a.opacity 1.5\n  }\n}\n", "t.motion:7:15: error: 'opacity' must be in 0…1, found 1.5 [MS2016]"),
        ("MS2017", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a.trim 0 .. 1.2\n  }\n}\n", "t.motion:7:12: error: a trim at rest must be in 0…1, found 1.2 [MS2017]"),
        ("MS2018", "control X {\n  size 0 x 10\n  state off initial { }\n}\n", "t.motion:2:8: error: the size must be greater than 0, found 0 [MS2018]"),
        ("MS2019", "control X {\n  size 10 x 10\n  shape a { path svg(\"M 0 0 L 10 x\") }\n  state off initial { }\n}\n", "t.motion:3:34: error: expected a number for 'L', found 'x' [MS2019]"),
        ("MS2020", "control X {\n  size 10 x 10\n  shape a {\n    path rect(0, 0, 10, 10)\n    shape b { path rect(0, 0, 1, 1) }\n  }\n  state off initial { }\n}\n", "t.motion:5:11: error: a shape cannot hold 'b' [MS2020]"),
        ("MS2021", "control X {\n  size 10 x 10\n  group g {\n    stroke red\n    shape a { path rect(0, 0, 1, 1) }\n  }\n  state off initial { }\n}\n", "t.motion:4:5: error: a group has no 'stroke' setting [MS2021]"),
        ("MS2022", "control X {\n  size 10 x 10\n  shape a {\n    path rect(0, 0, 10, 10)\n    fill red\n    fill blue\n  }\n  state off initial { }\n}\n", "t.motion:6:5: error: setting 'fill' is given twice [MS2022]"),
        ("MS2023", "control X {\n  size 10 x 10\n  shape a { fill red }\n  state off initial { }\n}\n", "t.motion:3:3: error: shape 'a' has no path [MS2023]"),
        ("MS2024", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  repeat s[i] in 3 ..< 3 { path oval(0, 0, 1, 1) }\n}\n", "t.motion:6:18: error: the repeat range is empty [MS2024]"),
        ("MS2025", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a[0].opacity 0\n  }\n}\n", "t.motion:7:7: error: 'a' is not a repeat, so it has no instances [MS2025]"),
        ("MS2026", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  repeat s[i] in 0 ..< 3 { path oval(0, 0, 1, 1) }\n  state x {\n    s[5].opacity 0\n  }\n}\n", "t.motion:8:7: error: 's' has no instance 5 [MS2026]"),
        ("MS2027", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  repeat s[i] in 0 ..< 3 { path oval(0, 0, 1, 1) }\n  state x {\n    s.opacity 0\n  }\n}\n", "t.motion:8:5: error: 's' is a repeat: name an instance [MS2027]"),
        ("MS2028", "control X {\n  size 10 x 10\n  state off { }\n}\n", "t.motion:1:9: error: control 'X' has no initial state [MS2028]"),
        ("MS2029", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x initial { }\n}\n", "t.motion:6:11: error: state 'x' is initial too [MS2029]"),
        ("MS2030", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  state x {\n    a.opacity 0\n    a.opacity 1\n  }\n}\n", "t.motion:8:5: error: 'a.opacity' is set twice in state 'x' [MS2030]"),
        ("MS2031", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s { }\n  transition off -> on 0.2s { }\n}\n", "t.motion:7:14: error: transition off -> on is declared twice [MS2031]"),
        ("MS2032", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.trim 0 -> 1\n  }\n}\n", "t.motion:7:7: error: 'trim' cannot be animated as one track [MS2032]"),
        ("MS2033", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 for 0.2s\n    a.opacity 1 -> 0 at 0.1s for 0.2s\n  }\n}\n", "t.motion:8:5: error: 'a.opacity' is already animated from 0s to 0.2s [MS2033]"),
        ("MS2034", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> current\n  }\n}\n", "t.motion:7:20: error: 'current' can only be the first value [MS2034]"),
        ("MS2035", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 for 0s\n  }\n}\n", "t.motion:7:26: error: a duration must be greater than 0, found 0s [MS2035]"),
        ("MS2036", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on {\n    a.opacity 0 -> 1\n  }\n}\n", "t.motion:7:5: error: this track has no duration and neither has its group [MS2036]"),
        ("MS2037", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity [0, 1, 0] keys [0, 0.5, 1.5]\n  }\n}\n", "t.motion:7:39: error: a key time must be in 0…1, found 1.5 [MS2037]"),
        ("MS2038", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity [0, 1, 0] keys [0, 0.6, 0.5]\n  }\n}\n", "t.motion:7:39: error: key times must increase: 0.5 comes after 0.6 [MS2038]"),
        ("MS2039", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity [0, 1, 0] keys [0, 1]\n  }\n}\n", "t.motion:7:30: error: 2 key times for 3 values [MS2039]"),
        ("MS2040", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity [0, 1, 0] timing [linear]\n  }\n}\n", "t.motion:7:33: error: 1 timing function for 2 segments [MS2040]"),
        ("MS2041", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 cubic-bezier(1.2, 0, 0.5, 1)\n  }\n}\n", "t.motion:7:35: error: cubic-bezier x1 must be in 0…1, found 1.2 [MS2041]"),
        ("MS2042", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 steps(0)\n  }\n}\n", "t.motion:7:28: error: the step count must be a whole number of at least 1, found 0 [MS2042]"),
        ("MS2043", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 spring(mass: 0, stiffness: 100, damping: 10)\n  }\n}\n", "t.motion:7:35: error: spring mass must be greater than 0, found 0 [MS2043]"),
        ("MS2044", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { a.opacity 0 }\n  transition off -> on 0.3s {\n    a.opacity paced [0, 1, 0] keys [0, 0.2, 1]\n  }\n}\n", "t.motion:7:36: warning: key times on a paced track are ignored [MS2044]"),
        ("MS2045", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    group for 0.2s fill none {\n      a.opacity 0 -> 1 for 0.3s\n    }\n  }\n}\n", "t.motion:8:7: warning: this runs until 0.3s, past the end of its group at 0.2s, and is clipped [MS2045]"),
        ("MS2046", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity [1]\n  }\n}\n", "t.motion:7:16: error: a track needs at least two values, found 1 [MS2046]"),
        ("MS2047", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.opacity 0 -> 1 repeat 0\n  }\n}\n", "t.motion:7:29: error: a repeat count must be greater than 0, found 0 [MS2047]"),
        ("MS2048", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 0.5\n  }\n}\n", "t.motion:7:5: warning: transition off -> on ends with a.opacity 0.5, but state 'on' has 1 [MS2048]"),
        ("MS2049", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 1\n  }\n  transition on -> off reverses of -> on\n}\n", "t.motion:9:33: error: there is no transition of -> on to reverse [MS2049]"),
        ("MS2050", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 1\n  }\n  transition on -> off reverses off -> on\n  transition off -> off reverses on -> off\n}\n", "t.motion:10:34: error: transition on -> off is itself a reverse, of off -> on [MS2050]"),
        ("MS2051", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 1\n  }\n  transition off -> off reverses off -> on\n}\n", "t.motion:9:14: error: transition off -> off cannot reverse off -> on: its reverse goes on -> off [MS2051]"),
        ("MS2052", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 1 for 0.3s spring(response: 0.3, dampingFraction: 0.6)\n  }\n  transition on -> off reverses off -> on\n}\n", "t.motion:7:5: error: a spring cannot be played backwards: it is not symmetric in time [MS2052]"),
        ("MS2053", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    a.opacity 0 -> 1\n  }\n  transition on -> off reverses off -> on {\n    a.rotation 0deg -> 90deg\n  }\n}\n", "t.motion:10:5: error: a reversed transition takes its tracks from off -> on [MS2053]"),
        ("MS2054", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 1 }\n  state on { a.opacity 1 }\n  transition off -> on for 0.3s {\n    changes\n  }\n}\n", "t.motion:7:5: error: nothing differs between states 'off' and 'on': 'changes' animates nothing [MS2054]"),
        ("MS2055", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition * -> * for 0.3s {\n    group {\n      changes\n    }\n  }\n}\n", "t.motion:8:7: error: 'changes' belongs at the top of a transition, not in a group [MS2055]"),
        ("MS2075", "control X {\n  role swich\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n}\n", "t.motion:2:8: error: unknown role 'swich' [MS2075]"),
        ("MS2076", "control X {\n  role button\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n}\n", "t.motion:2:8: warning: a button with one state cannot change when the user presses it [MS2076]"),
        ("MS2080", "control X {\n  size 20 x 20\n  shape icon { path polygon((0, 0), (20, 10), (0, 20)) }\n  state off initial { }\n  state on { icon.path rect(0, 0, 20, 20) }\n}\n", "t.motion:5:14: error: the path in state 'on' does not match the structure of the path of shape 'icon': it has a closed subpath of 4 segments, the shape's a closed subpath of 3 segments [MS2080]"),
        ("MS2085", "control X {\n  size 20 x 20\n  shape line { path line((0, 10), (20, 10)); stroke black; dash [4, -2] }\n  state off initial { }\n}\n", "t.motion:3:65: error: a dash length cannot be negative, found -2 [MS2085]"),
        ("MS2086", "control X {\n  size 20 x 20\n  shape line { path line((0, 10), (20, 10)); stroke black; dash [0.0001] }\n  state off initial { }\n}\n", "t.motion:3:65: error: this dash pattern would cut the path into about 100001 dashes; at most 10000 are drawn [MS2086]"),
    ]

    @Test func documentedExamplesGiveTheirDiagnostic() {
        for example in Self.documented {
            #expect(checkDSL(example.input).headlines == [example.headline], "\(example.code)")
        }
    }

    /// MS2006 cannot come from the DSL (its parser rejects unknown statements first); `unknownSetting`
    /// in MalformedNameTests covers it with an edited tree.
    @Test func everyCodeHasAnExample() {
        let documented = Set((Self.documented + LoopCheckCatalogTests.documented).map(\.code) + ["MS2006"])
        let catalog = DiagnosticCatalog.all.map(\.id).filter { $0.hasPrefix("MS2") }
        #expect(catalog.count == 66)
        #expect(catalog.filter { !documented.contains($0) } == [])
    }
}
