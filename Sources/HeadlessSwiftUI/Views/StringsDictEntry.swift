/// One key of a `.stringsdict` table: a format with `%#@name@` variables, each chosen among its
/// plural forms by the number it stands for (Apple: "Localizing strings that contain plurals",
/// the `NSStringLocalizedFormatKey`, `NSStringPluralRuleType` and the categories `zero`, `one`,
/// `two`, `few`, `many`, `other`).
struct StringsDictEntry: Sendable {
    /// The format, `NSStringLocalizedFormatKey`.
    let format: String
    /// Each variable's forms by plural category.
    let variables: [String: [String: String]]

    /// The entry a `.stringsdict` dictionary describes; nil without a format key.
    init?(_ rules: [String: Any]) {
        guard let format = rules["NSStringLocalizedFormatKey"] as? String else { return nil }
        self.format = format
        var variables: [String: [String: String]] = [:]
        for (name, value) in rules where name != "NSStringLocalizedFormatKey" {
            guard let forms = value as? [String: Any], forms["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { continue }
            variables[name] = forms.compactMapValues { $0 as? String }
                .filter { $0.key != "NSStringFormatSpecTypeKey" && $0.key != "NSStringFormatValueTypeKey" }
        }
        self.variables = variables
    }

    /// The format with each `%#@name@` (or `%N$#@name@`) replaced by the variable's form for its
    /// argument's plural category in `language`; the form's own specifiers are pointed at that
    /// argument, so the whole string formats with the key's arguments as a `.strings` value does.
    func format(for arguments: [LocalizedArgument], language: String) -> String {
        var result = ""
        var next = 0
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%%"
                rest = rest.dropFirst()
                continue
            }
            // An optional position `N$`, then `#@name@` for a variable; any other specifier is kept.
            var position: Int?
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
            }
            let afterPosition = position == nil ? rest : rest.dropFirst(digits.count + 1)
            guard afterPosition.hasPrefix("#@"), let end = afterPosition.dropFirst(2).firstIndex(of: "@") else {
                result += "%"
                if position == nil { next += 1 }
                continue
            }
            let name = String(afterPosition[afterPosition.index(afterPosition.startIndex, offsetBy: 2)..<end])
            rest = afterPosition[afterPosition.index(after: end)...]
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            let count = arguments.indices.contains(index) ? arguments[index].number : nil
            let forms = variables[name] ?? [:]
            let category = count.map { PluralRules.category(of: $0, language: language) } ?? "other"
            let form = forms[category] ?? forms["other"] ?? ""
            result += Self.pointing(form, at: index + 1)
        }
        return result + rest
    }

    /// `form` with each of its specifiers given the position `position`: `%lld` → `%2$lld`.
    static func pointing(_ form: String, at position: Int) -> String {
        var result = ""
        var characters = form[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            result.append(first)
            guard first == "%" else { continue }
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            let digits = characters.prefix { $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" { continue }
            result += "\(position)$"
        }
        return result
    }
}
