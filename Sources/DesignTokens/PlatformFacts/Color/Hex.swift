/// Why a hex color string could not be read; `input` is the string exactly as given.
public struct HexColorError: Error, Equatable, CustomStringConvertible {
    /// The string as given.
    public let input: String
    /// What is wrong with it.
    public let reason: String

    public var description: String { "invalid hex color \"\(input)\": \(reason)" }
}

extension SRGBColor {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case is ignored).
    public init(hex input: String) throws(HexColorError) {
        var digits = Substring(input)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { throw HexColorError(input: input, reason: "no hex digits") }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw HexColorError(input: input, reason: "'\(character)' is not a hex digit")
            }
            nibbles.append(UInt8(value))
        }
        let bytes: [UInt8]
        switch nibbles.count {
        case 3: bytes = nibbles.map { $0 &* 17 } + [255]
        case 6: bytes = Self.pairs(nibbles) + [255]
        case 8: bytes = Self.pairs(nibbles)
        default:
            throw HexColorError(input: input, reason: "expected 3, 6 or 8 hex digits, found \(nibbles.count)")
        }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255, alpha: Double(bytes[3]) / 255)
    }

    /// `#RRGGBB` for opaque colors, `#RRGGBBAA` otherwise; uppercase, channels rounded to 8 bits.
    public var hex: String {
        let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#" + channels.map { Self.hexByte(Self.byte($0)) }.joined()
    }

    /// The channel rounded to the nearest 8-bit value.
    package static func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func pairs(_ nibbles: [UInt8]) -> [UInt8] {
        stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }
}

extension SRGBColor {
    /// A color from a hex literal written in our own token tables; a typo there is a programming error.
    package static func token(_ hex: String, opacity: Double = 1) -> SRGBColor {
        do { return try SRGBColor(hex: hex).opacity(opacity) } catch { preconditionFailure("\(error)") }
    }
}
