/// The Swift runtime's list of the metadata sections of every loaded image (ELF and Mach-O alike):
/// `swift_enumerateAllMetadataSections` from `libswiftCore`, the entry point Swift Testing's
/// first discovery and swift-inspect read, with the layout of `MetadataSections.h` in the
/// toolchain's shims (version 3 and later).
enum MetadataSections {
    /// One section: where it starts and how many bytes it has.
    struct Range {
        var start: UInt
        var length: Int
    }

    /// The `swift5_type_metadata` section of every loaded image: each holds 32-bit records, one
    /// per nominal type, pointing relatively at its context descriptor.
    static func typeMetadataRecords() -> [Range] {
        let ranges = UnsafeMutablePointer<[Range]>.allocate(capacity: 1)
        ranges.initialize(to: [])
        defer { ranges.deinitialize(count: 1).deallocate() }
        enumerateAllMetadataSections(collectTypeMetadata, ranges)
        return ranges.pointee
    }
}

/// Appends one image's type metadata range (after the version, the base address, two unused
/// pointers and the ranges of `swift5_protocols` and `swift5_protocol_conformances`) to the array `context` points at; true to go on.
private let collectTypeMetadata: @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool = { sections, context in
    guard let sections, let context else { return true }
    let offset = 4 * MemoryLayout<UInt>.stride + 2 * MemoryLayout<MetadataSections.Range>.stride
    context.assumingMemoryBound(to: [MetadataSections.Range].self).pointee
        .append(sections.load(fromByteOffset: offset, as: MetadataSections.Range.self))
    return true
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
