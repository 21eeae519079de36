import Foundation

extension NavigationPath {
    /// A navigation path in a form that encodes and decodes (Apple:
    /// `NavigationPath.CodableRepresentation`): each value as the name of its type and its JSON.
    ///
    /// ```swift
    /// if let data = stored, let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
    ///     path = NavigationPath(saved)
    /// }
    /// ```
    public struct CodableRepresentation: Codable, Equatable {
        /// One value: its type's mangled name and its JSON.
        struct Entry: Equatable {
            let type: String
            let json: String

            init<Value: Codable & Hashable>(_ value: Value) throws {
                type = _mangledTypeName(Value.self) ?? String(reflecting: Value.self)
                json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
            }

            init(type: String, json: String) {
                (self.type, self.json) = (type, json)
            }

            /// The value again, as the type it was encoded from.
            func decoded() throws -> AnyHashable {
                guard let known = _typeByName(type) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "unknown type \(type)"))
                }
                func decode<Value: Decodable & Hashable>(_: Value.Type) throws -> AnyHashable {
                    AnyHashable(try JSONDecoder().decode(Value.self, from: Data(json.utf8)))
                }
                return try decode(known)
            }
        }

        let entries: [Entry]

        init(entries: [Entry]) {
            self.entries = entries
        }

        /// Reads the type names and JSON strings, in pairs.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "a type name \(type) without its value")
                }
                entries.append(Entry(type: type, json: try container.decode(String.self)))
            }
            self.entries = entries
        }

        /// Writes each value's type name and JSON string, in order.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.type)
                try container.encode(entry.json)
            }
        }
    }
}
