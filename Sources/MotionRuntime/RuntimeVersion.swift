/// The runtime's API version. Generated Swift checks it at compile time, so a file
/// generated for another runtime fails to build instead of moving differently.
public enum MotionRuntimeVersion {
    public static let major = 1
    public static let minor = 0
}
