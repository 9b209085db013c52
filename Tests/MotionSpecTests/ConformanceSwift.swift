import Foundation
import MotionCompiler
import MotionRuntime

/// Swift: the generated files compiled against the built runtime with a small driver that samples every
/// case, compared with the runtime to 1e-9.
enum ConformanceSwift {
    static func measure(_ specs: [ConformanceSpec], into rows: inout [String: [String: ConformanceCell]]) {
        for spec in specs {
            for item in spec.cases {
                var cell = ConformanceCell(.swift)
                if ConformanceRun.files(spec, target: "swift", suffix: ".swift").isEmpty {
                    cell.fail("no Swift file was compiled")
                } else {
                    cell.fail("the generated Swift is not sampled yet")
                }
                rows[spec.baseName, default: [:]][item.slug] = cell
            }
        }
    }
}
