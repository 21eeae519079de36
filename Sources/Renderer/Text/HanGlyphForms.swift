import CCairo
import Foundation

/// Which region's forms Chinese characters (Han) take, as iOS chooses them from the device's
/// language (D313). The same character is drawn differently in Simplified Chinese, Traditional
/// Chinese, Japanese and Korean type; iOS's system font falls back to PingFang SC, PingFang TC or
/// HK, Hiragino Sans or Apple SD Gothic Neo by the language, and to PingFang SC when the language
/// is none of those (English included: Japanese text on an English iPhone takes Chinese forms).
/// Noto Sans CJK holds all five regions' faces; Pango picks one by the language tag of a run, and
/// without one fontconfig takes the Japanese face.
package enum HanGlyphForms {
    /// The Pango language tag whose forms Han characters take under `locale`.
    package static func language(for locale: Locale) -> String {
        let language = locale.language
        switch language.languageCode?.identifier {
        case "ja": return "ja"
        case "ko": return "ko"
        case "zh":
            let region = language.region?.identifier ?? locale.region?.identifier
            if region == "HK" || region == "MO" { return "zh-hk" }
            if language.script?.identifier == "Hant" || region == "TW" { return "zh-tw" }
            return "zh-cn"
        default: return "zh-cn"
        }
    }

    /// Whether `scalar` is a Han character or CJK punctuation, whose forms differ by region.
    static func isHan(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
            0x3000...0x303F,  // CJK symbols and punctuation
            0x3400...0x4DBF,  // Extension A
            0x4E00...0x9FFF,  // Unified ideographs
            0xF900...0xFAFF,  // Compatibility ideographs
            0xFF00...0xFF60,  // Full-width forms
            0x20000...0x3FFFF:  // Extensions B and later
            return true
        default: return false
        }
    }

    /// The byte ranges of `utf8` that hold Han characters, each run of them as one range.
    package static func ranges(in utf8: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < utf8.count {
            let lead = utf8[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let end = min(index + length, utf8.count)
            // Han characters take three bytes (four from Extension B); decode only those.
            if length >= 3, end - index == length {
                var scalar = UInt32(lead) & (length == 3 ? 0x0F : 0x07)
                for byte in utf8[(index + 1)..<end] { scalar = scalar << 6 | UInt32(byte & 0x3F) }
                if isHan(scalar) {
                    if let last = ranges.last, last.upperBound == index {
                        ranges[ranges.count - 1] = last.lowerBound..<end
                    } else {
                        ranges.append(index..<end)
                    }
                }
            }
            index = end
        }
        return ranges
    }

    /// Tags the Han runs of `utf8` in `attributes` with `language`, so Pango draws them in that
    /// region's face; the rest of the text keeps the language Pango derives for its script.
    static func tag(_ attributes: OpaquePointer?, of utf8: [UInt8], language: String) {
        let ranges = ranges(in: utf8)
        guard !ranges.isEmpty else { return }
        let tag = pango_language_from_string(language)
        for range in ranges {
            guard let attribute = pango_attr_language_new(tag) else { continue }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
    }
}
