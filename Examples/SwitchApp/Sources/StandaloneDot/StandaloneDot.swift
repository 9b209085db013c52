// Everything in this module is generated from pulse-dot.motion by MotionSpecPlugin, runtime
// included ("runtime": "standalone"). SwiftPM takes a folder for a Swift target only when it holds a
// Swift file: this is that file.
