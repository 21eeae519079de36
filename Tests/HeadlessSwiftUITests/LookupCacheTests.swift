import Foundation
import Testing

@testable import HeadlessSwiftUI

/// The cache the repeated lookups share (an image's file, a color set, a string table, a JPEG's
/// size): each key is looked up once, a missing answer (nil) is kept as an answer, and keys do not
/// share answers.
struct LookupCacheTests {
    @Test func eachKeyIsLookedUpOnceNilIncluded() {
        let cache = LookupCache<String, Int?>()
        var lookups: [String] = []
        func find(_ key: String, _ answer: Int?) -> Int? {
            cache.value(for: key) {
                lookups.append(key)
                return answer
            }
        }
        #expect(find("logo", 3) == 3)
        #expect(find("logo", 9) == 3)
        #expect(find("missing", nil) == nil)
        #expect(find("missing", 5) == nil)
        #expect(find("brand", 7) == 7)
        #expect(lookups == ["logo", "missing", "brand"])
    }
}
