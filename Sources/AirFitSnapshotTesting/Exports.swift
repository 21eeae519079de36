// What a test target needs besides this module to snapshot its screens on Linux: swift-snapshot-
// testing's `assertSnapshot`, and the types `.headlessImage` takes.
@_exported import SnapshotTesting

@_exported import struct HeadlessLayout.Device
@_exported import enum PlatformFacts.Appearance
@_exported import enum PlatformFacts.IOSVersion
