import Foundation

/// Strings looked up in a bundle's String Catalog (`Localizable.xcstrings`, or another table), the
/// way iOS looks up a `LocalizedStringKey`: the locale's language (then its base language), the
/// translation's plural variation for the locale's plural rules, its format specifiers replaced by
/// the key's formatted arguments. A key with no translation reads as its text in the source language.
package enum StringCatalog {
    /// A catalog as read from its JSON: key → language → the string, or its plural forms.
    struct Catalog: Sendable {
        struct Entry: Sendable {
            var value: String?
            var plural: [String: String] = [:]
            /// A `.stringsdict` entry: its `NSStringLocalizedFormatKey` and, for each `%#@name@`
            /// variable in it, the variable's plural forms.
            var stringsDict: StringsDictEntry?
        }
        let entries: [String: [String: Entry]]
    }

    private static let cache = LookupCache<String, Catalog?>()
    private static let mainCache = LookupCache<String, [Catalog]>()

    /// The text for `key` from `table` (Localizable when nil) in `bundle`, or, without a bundle,
    /// in the first of the bundles a lookup without one searches that translates it (D307), in
    /// `locale`; nil when the catalog or the key or a translation into the locale's language is
    /// missing.
    package static func text(
        for key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale
    ) -> String? {
        let table = table ?? "Localizable"
        let catalogs = bundle.map { catalog(table, in: $0).map { [$0] } ?? [] } ?? mainCatalogs(table)
        for catalog in catalogs {
            if let text = text(for: key, in: catalog, locale: locale) { return text }
        }
        return nil
    }

    /// The catalogs of `table` in the bundles a lookup without a bundle searches, in their order,
    /// found once per table: a text without a bundle is looked up on every body evaluation, and
    /// those bundles are the build's own.
    static func mainCatalogs(_ table: String) -> [Catalog] {
        mainCache.value(for: table) { Bundle.mainLookupBundles.compactMap { catalog(table, in: $0) } }
    }

    /// The text for `key` in `catalog`, in `locale`; nil when the key or a translation into the
    /// locale's language is missing.
    static func text(for key: LocalizedStringKey, in catalog: Catalog, locale: Locale) -> String? {
        guard let languages = catalog.entries[key.key] else { return nil }
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let language = locale.language.languageCode?.identifier ?? identifier
        guard let entry = languages[identifier] ?? languages[language] else { return nil }
        if let plurals = entry.stringsDict {
            return substitute(key.arguments, into: plurals.format(for: key.arguments, language: language), locale: locale)
        }
        let format: String?
        if !entry.plural.isEmpty, let count = key.arguments.compactMap(\.number).first {
            format = entry.plural[PluralRules.category(of: count, language: language)] ?? entry.plural["other"]
        } else {
            format = entry.value ?? entry.plural["other"]
        }
        return format.map { substitute(key.arguments, into: $0, locale: locale) }
    }

    /// `format` with its specifiers (`%@`, `%lld`, `%1$@`, ...) replaced by the formatted arguments,
    /// in order or by position, and `%%` by `%`.
    static func substitute(_ arguments: [LocalizedArgument], into format: String, locale: Locale) -> String {
        var result = ""
        var next = 0
        var characters = Array(format)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else {
                result.append(first)
                continue
            }
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            // A positional index (`1$`), then flags, width, precision and length up to the conversion letter.
            var spec = ""
            while let c = characters.first, c != "@", !(c.isLetter && !"hlqLjzt".contains(c)) {
                spec.append(c)
                characters = characters.dropFirst()
            }
            if let conversion = characters.first {
                characters = characters.dropFirst()
                spec.append(conversion)
            }
            var index = next
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                index = position - 1
            } else {
                next += 1
            }
            result += arguments.indices.contains(index) ? arguments[index].reading(in: locale) : "%" + spec
        }
        return result
    }

    static func catalog(_ table: String, in bundle: Bundle) -> Catalog? {
        guard let root = bundle.resourceURL else { return nil }
        return cache.value(for: root.path + "#" + table) {
            let found = bundle.resourceFolders.map { $0.appendingPathComponent("\(table).xcstrings") }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            return found.flatMap { try? Data(contentsOf: $0) }.flatMap(parse) ?? stringsTables(table, in: bundle)
        }
    }

    /// The older `LANGUAGE.lproj/TABLE.strings` and `TABLE.stringsdict` files of a bundle, read as
    /// a catalog: each `.strings` file's `"key" = "value";` pairs for its folder's language, and
    /// each `.stringsdict` entry's plural rules, which win over a `.strings` value for the key, as
    /// on iOS.
    static func stringsTables(_ table: String, in bundle: Bundle) -> Catalog? {
        var entries: [String: [String: Catalog.Entry]] = [:]
        for folder in bundle.resourceFolders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for project in contents.sorted() where project.hasSuffix(".lproj") {
                let language = String(project.dropLast(".lproj".count))
                let file = folder.appendingPathComponent(project).appendingPathComponent("\(table).strings")
                if let data = try? Data(contentsOf: file),
                    let pairs = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
                {
                    for (key, value) in pairs { entries[key, default: [:]][language] = Catalog.Entry(value: value) }
                }
                let plurals = folder.appendingPathComponent(project).appendingPathComponent("\(table).stringsdict")
                if let data = try? Data(contentsOf: plurals),
                    let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
                {
                    for (key, value) in dictionary {
                        guard let rules = value as? [String: Any], let entry = StringsDictEntry(rules) else { continue }
                        entries[key, default: [:]][language] = Catalog.Entry(stringsDict: entry)
                    }
                }
            }
        }
        return entries.isEmpty ? nil : Catalog(entries: entries)
    }

    /// Reads the String Catalog JSON (`strings` → key → `localizations` → language → `stringUnit`
    /// or `variations.plural`).
    static func parse(_ data: Data) -> Catalog? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = json["strings"] as? [String: Any]
        else { return nil }
        var entries: [String: [String: Catalog.Entry]] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                var entry = Catalog.Entry()
                entry.value = ((localization["stringUnit"] as? [String: Any])?["value"]) as? String
                if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    for (category, form) in plural {
                        if let text = (((form as? [String: Any])?["stringUnit"]) as? [String: Any])?["value"] as? String {
                            entry.plural[category] = text
                        }
                    }
                }
                entries[key, default: [:]][language] = entry
            }
        }
        return Catalog(entries: entries)
    }
}

/// CLDR's cardinal plural rules for the languages the package is translated into, and the common
/// ones besides (Unicode CLDR, "Language Plural Rules").
enum PluralRules {
    /// The plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of `count` in `language`.
    static func category(of count: Double, language: String) -> String {
        let isInteger = count.rounded() == count
        let n = Int(abs(count))
        switch language {
        case "ar":
            guard isInteger else { return "other" }
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default:
                let last = n % 100
                if (3...10).contains(last) { return "few" }
                if (11...99).contains(last) { return "many" }
                return "other"
            }
        case "ja", "zh", "ko", "th", "vi", "id":
            return "other"
        case "fr", "pt":
            // `one: i = 0,1` (the integer part, so 1.5 too); French `many`: a multiple of a million.
            if n == 0 || n == 1 { return "one" }
            return language == "fr" && isInteger && n % 1_000_000 == 0 ? "many" : "other"
        default:
            // English, German, Dutch, Spanish, Italian, the Scandinavian languages.
            return isInteger && n == 1 ? "one" : "other"
        }
    }
}
