// swift-tools-version:6.0
// An app's package as a user writes it: MotionSpec as a dependency, the plugin on the target that
// holds the specs. Built and tested by .ci/run (through ci.sh beside this file).
import PackageDescription

let package = Package(
    name: "SwitchApp",
    dependencies: [
        .package(name: "MotionSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "SwitchControls",
            dependencies: [
                .product(name: "MotionRuntime", package: "MotionSpec"),
                .product(name: "MotionCoreAnimation", package: "MotionSpec"),
            ],
            plugins: [.plugin(name: "MotionSpecPlugin", package: "MotionSpec")]
        ),
        // The app's views: the generated controls in the MotionViews hosts (UIKit, AppKit, SwiftUI; on
        // Linux every file of this target is under `#if canImport`, and compiles to nothing).
        .target(name: "SwitchViews", dependencies: [
            "SwitchControls",
            .product(name: "MotionViews", package: "MotionSpec"),
        ]),
        // The same spec with the runtime inlined (motionspec-config.json: "standalone"): no dependency.
        .target(name: "StandaloneDot", plugins: [.plugin(name: "MotionSpecPlugin", package: "MotionSpec")]),
        .testTarget(name: "SwitchControlsTests", dependencies: [
            "SwitchControls",
            "StandaloneDot",
            .product(name: "MotionRuntime", package: "MotionSpec"),
        ]),
    ]
)
