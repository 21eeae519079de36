import Foundation
import Testing

@testable import HeadlessSwiftUI

/// How a `.stringsdict` entry formats (Apple's "Localizing strings that contain plurals"):
/// `%#@name@` takes the variable's form for its argument's plural category, and `%N$#@name@` the
/// argument at position N; `%%` stays a percent sign; another specifier takes its argument in turn;
/// only `NSStringPluralRuleType` variables are variables. A form's specifiers are pointed at the
/// variable's argument (`%d` → `%2$d`).
struct StringsDictFormatTests {
    let fruit: [String: Any] = [
        "NSStringLocalizedFormatKey": "%#@apples@ and %#@pears@",
        "apples": [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d apple",
            "other": "%d apples",
        ],
        "pears": [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d pear", "other": "%d pears",
        ],
        "note": ["NSStringFormatSpecTypeKey": "NSStringOtherRuleType", "other": "ignored"],
    ]

    func arguments(_ numbers: Double...) -> [LocalizedArgument] {
        numbers.map { LocalizedArgument(formatted: String(Int($0)), number: $0) }
    }

    func entry(_ format: String) throws -> StringsDictEntry {
        var rules = fruit
        rules["NSStringLocalizedFormatKey"] = format
        return try #require(StringsDictEntry(rules))
    }

    @Test func eachVariableTakesItsArgumentsForm() throws {
        let entry = try #require(StringsDictEntry(fruit))
        #expect(entry.format(for: arguments(1, 3), language: "en") == "%1$d apple and %2$d pears")
        #expect(entry.variables.keys.sorted() == ["apples", "pears"])
        #expect(entry.variables["apples"] == ["one": "%d apple", "other": "%d apples"])
    }

    @Test func positionsPercentsAndOtherSpecifiers() throws {
        #expect(try entry("%2$#@pears@ before %1$#@apples@").format(for: arguments(1, 3), language: "en") == "%2$d pears before %1$d apple")
        #expect(try entry("100%% of %#@apples@").format(for: arguments(2), language: "en") == "100%% of %1$d apples")
        #expect(try entry("%@ has %#@apples@").format(for: arguments(0, 1), language: "en") == "%@ has %2$d apple")
    }

    @Test func aFormPointsEachOfItsSpecifiersAtTheArgument() {
        #expect(StringsDictEntry.pointing("%d of %lld, 50%%", at: 2) == "%2$d of %2$lld, 50%%")
        #expect(StringsDictEntry.pointing("%1$d", at: 3) == "%1$d")
    }
}
