/// The nominal types of every loaded image, read from their context descriptors (the layout of
/// `TargetContextDescriptor` and `TargetTypeContextDescriptor` in the Swift ABI: flags, parent,
/// then for a type its name and metadata access function, each 32 bits, the last three relative
/// to themselves).
enum TypeDescriptors {
    /// One type's descriptor: its own name and the module it is declared in.
    struct Descriptor {
        let address: UnsafeRawPointer

        /// The type's own name, without its parents'.
        var name: String { Self.string(at: address + 8) }

        /// The name of the module at the root of its parents.
        var module: String {
            var context = address
            while let parent = Self.pointer(at: context + 4, indirectable: true) { context = parent }
            // A module's descriptor (kind 0) has its name where a type's is.
            return context.load(as: UInt32.self) & 0x1F == 0 ? Self.string(at: context + 8) : ""
        }

        private static func string(at field: UnsafeRawPointer) -> String {
            guard let text = pointer(at: field, indirectable: false) else { return "" }
            return String(cString: text.assumingMemoryBound(to: CChar.self))
        }

        /// The target of a 32-bit relative pointer at `field`; an indirectable one whose low bit
        /// is set points at a pointer to its target.
        private static func pointer(at field: UnsafeRawPointer, indirectable: Bool) -> UnsafeRawPointer? {
            let offset = Int(field.load(as: Int32.self))
            guard offset != 0 else { return nil }
            if indirectable, offset & 1 == 1 { return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self) }
            return field + offset
        }
    }

    /// Every non-generic class, struct or enum `include` accepts, made through its metadata accessor.
    static func types(where include: (Descriptor) -> Bool) -> [Any.Type] {
        var types: [Any.Type] = []
        for section in MetadataSections.typeMetadataRecords() where section.length > 0 {
            guard let base = UnsafeRawPointer(bitPattern: section.start) else { continue }
            for offset in stride(from: 0, to: section.length, by: 4) {
                let record = base + offset
                let value = record.load(as: Int32.self)
                // The low two bits say how the record points: 0 directly, 1 through a pointer.
                let target = record + Int(value & ~3)
                let address: UnsafeRawPointer?
                switch value & 3 {
                case 0: address = target
                case 1: address = target.load(as: UnsafeRawPointer?.self)
                default: address = nil
                }
                guard let address, isConcreteType(address), include(Descriptor(address: address)),
                    let type = metadata(address)
                else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// Classes (16), structs (17) and enums (18) only; generic ones (bit 7) need arguments.
    private static func isConcreteType(_ descriptor: UnsafeRawPointer) -> Bool {
        let flags = descriptor.load(as: UInt32.self)
        return (16...18).contains(flags & 0x1F) && flags & 0x80 == 0
    }

    private static func metadata(_ descriptor: UnsafeRawPointer) -> Any.Type? {
        let accessorField = descriptor + 12
        let accessorOffset = Int(accessorField.load(as: Int32.self))
        guard accessorOffset != 0 else { return nil }
        // A metadata access function takes a request (0: complete metadata) and returns the metadata first.
        let accessor = unsafeBitCast(accessorField + accessorOffset, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        return unsafeBitCast(accessor(0), to: Any.Type.self)
    }
}
