/// A JSON value written with sorted keys and a fixed layout, so the same tokens give the same bytes.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)

    /// How the text is laid out.
    enum Style {
        /// `"key": value`, two-space indentation.
        case standard
        /// Xcode's asset-catalog layout: `"key" : value`.
        case xcode
    }

    /// The value as text, ending with a newline.
    func serialized(_ style: Style = .standard) -> String {
        var out = ""
        write(into: &out, indent: "", style: style)
        return out + "\n"
    }

    private func write(into out: inout String, indent: String, style: Style) {
        let inner = indent + "  "
        switch self {
        case let .object(members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            let separator = style == .xcode ? " : " : ": "
            for (index, key) in members.keys.sorted().enumerated() {
                out += inner + Self.quoted(key) + separator
                members[key]!.write(into: &out, indent: inner, style: style)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case let .array(items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner, style: style)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case let .string(text): out += Self.quoted(text)
        case let .number(value): out += Self.numberText(value)
        case let .integer(value): out += String(value)
        case let .bool(value): out += value ? "true" : "false"
        }
    }

    /// The shortest decimal that reads back as `value`; whole numbers without a fraction; non-finite as 0.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count) + String(c.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
