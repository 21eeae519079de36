/// The nominal types of every loaded image whose name ends in a given suffix, read from their
/// context descriptors (the layout of `TargetTypeContextDescriptor` in the Swift ABI:
/// flags, parent, name, access function, each 32 bits, the last three relative to themselves).
enum TypeDescriptors {
    /// Every non-generic type whose own name ends with `suffix`, made through its metadata accessor.
    static func types(named suffix: String) -> [Any.Type] {
        var types: [Any.Type] = []
        for section in MetadataSections.typeMetadataRecords() where section.length > 0 {
            guard let base = UnsafeRawPointer(bitPattern: section.start) else { continue }
            for offset in stride(from: 0, to: section.length, by: 4) {
                let record = base + offset
                let value = record.load(as: Int32.self)
                // The low two bits say how the record points: 0 directly, 1 through a pointer.
                let target = record + Int(value & ~3)
                let descriptor: UnsafeRawPointer?
                switch value & 3 {
                case 0: descriptor = target
                case 1: descriptor = target.load(as: UnsafeRawPointer?.self)
                default: descriptor = nil
                }
                guard let descriptor, let type = type(of: descriptor, ifNamed: suffix) else { continue }
                types.append(type)
            }
        }
        return types
    }

    private static func type(of descriptor: UnsafeRawPointer, ifNamed suffix: String) -> Any.Type? {
        let flags = descriptor.load(as: UInt32.self)
        let kind = flags & 0x1F
        // Classes (16), structs (17) and enums (18) only; generic ones (bit 7) need arguments.
        guard (16...18).contains(kind), flags & 0x80 == 0 else { return nil }
        let nameField = descriptor + 8
        let name = String(cString: (nameField + Int(nameField.load(as: Int32.self))).assumingMemoryBound(to: CChar.self))
        guard name.hasSuffix(suffix) else { return nil }
        let accessorField = descriptor + 12
        let accessorOffset = Int(accessorField.load(as: Int32.self))
        guard accessorOffset != 0 else { return nil }
        // A metadata access function takes a request (0: complete metadata) and returns the metadata first.
        let accessor = unsafeBitCast(accessorField + accessorOffset, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        return unsafeBitCast(accessor(0), to: Any.Type.self)
    }
}
