// A stand-in for the Objective-C runtime module (and the Foundation classes UIKit and AppKit
// re-export that the hosts name), so that `@objc` methods and `#selector` type-check on Linux. The
// tests compile it, and the modules and files that use it, with `-enable-objc-interop
// -disable-objc-attr-requires-foundation-module` (frontend flags): type-checking only, nothing runs.

@objc open class NSObject {
    public init() {}
}

public struct Selector: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

open class NSCoder: NSObject {}

open class RunLoop: NSObject {
    public static let main = RunLoop()

    public struct Mode: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
    }
}
