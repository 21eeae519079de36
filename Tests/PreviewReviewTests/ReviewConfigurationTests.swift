import AirFitPreviewReview
import HeadlessLayout
import HeadlessSwiftUI
import Testing

@Suite struct ReviewConfigurationTests {
    @Test func readsEveryListAndMultipliesThemIntoVariants() throws {
        let configuration = try ReviewConfiguration.parse(
            """
            {
              "modules": ["ProfileScreen"],
              "devices": ["iphone16", "iPhoneSE"],
              "schemes": ["light", "dark"],
              "dynamicTypeSizes": ["large", "AX3"],
              "locales": ["en-US", "ar"],
              "pseudoLanguages": ["double-length"],
              "displaySettings": ["standard", "boldText"],
              "scale": 3
            }
            """, file: "airfit-review.json")
        #expect(configuration.devices == [.iPhone16, .iPhoneSE])
        #expect(configuration.dynamicTypeSizes == [.large, .accessibility3])
        #expect(configuration.languages.map(\.name) == ["en-US", "ar", "double-length"])
        #expect(configuration.variantCount == 2 * 2 * 2 * 3 * 2)
        #expect(configuration.scale == 3)
        let variants = ReviewVariant.all(configuration)
        #expect(variants.count == 48)
        #expect(variants[0].name == "iphone16-light-large-en-us")
        #expect(variants[47].name == "iphonese-dark-ax3-double-length-boldtext")
        #expect(Set(variants.map(\.name)).count == 48)
    }

    @Test func namesTheLineAndTheAcceptedValuesOfAnUnknownEntry() {
        let text = """
            {
              "devices": ["iphone16",
                          "iphone99"],
              "schemes": ["light"]
            }
            """
        #expect(
            throws: ReviewConfigurationError(
                file: "r.json", line: 3,
                "unknown devices entry \"iphone99\"; use one of iphone12, iphone12promax, iphone13, iphone13mini, iphone13pro, "
                    + "iphone13promax, iphone16, iphone16plus, iphone16pro, iphone16promax, iphone8, iphone8plus, iphonese, "
                    + "iphonex, iphonexr, iphonexsmax")
        ) {
            try ReviewConfiguration.parse(text, file: "r.json")
        }
        #expect(
            throws: ReviewConfigurationError(
                file: "r.json", line: 2,
                "unknown dynamicTypeSizes entry \"huge\"; use xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5")
        ) {
            try ReviewConfiguration.parse("{\n \"dynamicTypeSizes\": [\"huge\"]\n}", file: "r.json")
        }
        #expect(
            throws: ReviewConfigurationError(
                file: "r.json", line: 3, "unknown locales entry \"english please\"; use a BCP 47 tag such as en-US, de or ar")
        ) {
            try ReviewConfiguration.parse("{\n \"devices\": [\"iphone16\"],\n \"locales\": [\"english please\"]\n}", file: "r.json")
        }
        #expect(
            throws: ReviewConfigurationError(
                file: "r.json", line: 2,
                "unknown key \"device\"; the keys are modules, devices, schemes, dynamicTypeSizes, locales, pseudoLanguages, displaySettings, scale, timeout"
            )
        ) {
            try ReviewConfiguration.parse("{\n \"device\": [\"iphone16\"]\n}", file: "r.json")
        }
    }

    @Test func refusesMoreVariantsThanTheLimit() {
        let sizes = Array(repeating: "\"large\"", count: 65).joined(separator: ",")
        let locales = Array(repeating: "\"en\"", count: 64).joined(separator: ",")
        #expect(throws: ReviewConfigurationError(file: "r.json", "asks for 4160 variants of each preview; at most 4096")) {
            try ReviewConfiguration.parse("{\"dynamicTypeSizes\": [\(sizes)], \"locales\": [\(locales)]}", file: "r.json")
        }
    }

    /// 5 previews in 40 variants over 32 shards: every picture in exactly one shard, the shards
    /// within one picture of each other's size, each preview over all 32 shards, and the 5 first
    /// variants (which also draw the accessibility pictures) in 5 different shards (every 32nd
    /// picture in preview order would put them in 4). 7 previews in one variant over 2 shards: 4 and 3.
    @Test func shardsSplitThePlanEvenly() throws {
        var configuration = ReviewConfiguration()
        configuration.devices = [.iPhone16, .iPhoneSE]
        configuration.appearances = [.light, .dark]
        configuration.dynamicTypeSizes = [.large, .accessibility3]
        configuration.languages = ["en-US", "de", "ar", "ja", "fr"].map { .locale($0) }
        let entries = (1...5).map { ReviewPlan.Entry(fileID: "App/Rows.swift", line: $0 * 10, column: 1) }
        let plan = ReviewPlan(entries: entries, variants: ReviewVariant.all(configuration))
        #expect(plan.jobs.count == 200)
        let shards = (1...32).map { plan.jobs(shard: Shard(index: $0, count: 32)) }
        #expect(shards.flatMap { $0.map(\.index) }.sorted() == Array(0..<200))
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "\(sizes)")
        let firstVariants = shards.indices.filter { shard in shards[shard].contains { $0.variant == 0 } }
        #expect(firstVariants.count == 5)
        for preview in 0..<5 {
            #expect(shards.filter { $0.contains { $0.preview == preview } }.count == 32)
        }
        let single = ReviewPlan(
            entries: (1...7).map { ReviewPlan.Entry(fileID: "App/Rows.swift", line: $0, column: 1) },
            variants: ReviewVariant.all(ReviewConfiguration()))
        #expect([1, 2].map { single.jobs(shard: Shard(index: $0, count: 2)).count } == [4, 3])
        #expect(plan.path(of: plan.jobs[41]) == "previews/Rows-20/iphone16-light-large-de.png")
    }

    @Test func shardsSplitThePlanWithoutGapsOrOverlaps() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(throws: ShardError.self) { try Shard(parsing: "5/4") }
        #expect(throws: ShardError.self) { try Shard(parsing: "0/4") }
        #expect(throws: ShardError.self) { try Shard(parsing: "two") }
    }
}
