/// The access level of everything a generated control declares (`accessLevel` in the plugin's
/// `motionspec-config.json`, `--access-level` on the command line): `public` for a library of
/// controls other modules import, `package` within one package, `internal` when the app's own
/// target holds the specs. The runtime's own declarations keep theirs.
public enum SwiftAccessLevel: String, CaseIterable, Sendable, Hashable {
    case `public`, package, `internal`
}
