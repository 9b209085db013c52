#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions the evaluator needs, in one place so only this file imports the C library.
enum Math {
    static func sin(_ x: Double) -> Double { Glibc_sin(x) }
    static func cos(_ x: Double) -> Double { Glibc_cos(x) }
    static func tan(_ x: Double) -> Double { Glibc_tan(x) }
}

private func Glibc_sin(_ x: Double) -> Double { sin(x) }
private func Glibc_cos(_ x: Double) -> Double { cos(x) }
private func Glibc_tan(_ x: Double) -> Double { tan(x) }
