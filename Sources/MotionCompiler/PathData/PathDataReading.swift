import MotionRuntime

/// SVG path data as other front ends read it (the SVG importer): the same parser as `svg("…")`, but
/// a drawing keeps the commands before an error, as SVG renders them.
public struct PathDataReading: Sendable {
    /// Absolute commands, up to the first error.
    public let commands: [MotionRuntime.MotionPathCommand]
    /// What was wrong and its byte offset in the data; nil when all of it was read.
    public let error: (message: String, offset: Int)?

    public init(_ text: String) {
        var parser = PathDataParser(text)
        switch parser.parse() {
        case .success(let commands):
            self.commands = commands
            error = nil
        case .failure(let failure):
            commands = parser.commands
            error = (failure.message, failure.offset)
        }
    }
}
