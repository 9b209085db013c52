/// The runtime's API version. Generated Swift checks it at compile time, so a file
/// generated for another runtime fails to build instead of moving differently.
public enum MotionRuntimeVersion {
    public static let major = 1
    public static let minor = 0

    /// Exists only in a runtime of API version 1: generated code names it
    /// (`typealias … = MotionRuntimeVersion.V1`), so a file generated for another major
    /// version fails to compile instead of moving differently.
    public enum V1 {}
}
