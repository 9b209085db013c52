// The generated controls (from the specs beside this file, by MotionSpecPlugin) speak in the
// runtime's types: an app that imports this module gets them too.
@_exported import MotionRuntime
