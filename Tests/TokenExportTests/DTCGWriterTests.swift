import DesignTokens
import Foundation
import Testing

@testable import TokenExport

struct DTCGWriterTests {
    @Test(arguments: DTCGFixtures.all)
    func eachTypeMatchesItsFixture(_ fixture: DTCGFixtures.Fixture) throws {
        let entry = try #require(SampleTokens.set.tokens.first { $0.name == fixture.token })
        let token = try #require(DTCGWriter.token(entry))
        #expect(token.serialized() == fixture.json)
    }

    @Test func groupsNestByPathUnderTheSetWithTextAsNotes() {
        let set = TokenSet(
            name: "pastel",
            tokens: [
                TokenEntry(["haptic", "minor"], .text("soft"), source: "001"),
                TokenEntry(["layout", "card", "padding"], .dimension(16), source: "001 Layout Standards"),
            ])
        #expect(
            DTCGWriter.document([set]) == """
                {
                  "pastel": {
                    "$description": "AirFit UI tokens: pastel",
                    "$extensions": {
                      "com.airfit.notes": {
                        "haptic.minor": "soft"
                      }
                    },
                    "layout": {
                      "card": {
                        "padding": {
                          "$description": "001 Layout Standards",
                          "$type": "dimension",
                          "$value": {
                            "unit": "px",
                            "value": 16
                          }
                        }
                      }
                    }
                  }
                }

                """)
    }

    @Test func springIsADurationWithItsParameters() throws {
        let entry = TokenEntry(["a"], .animation(.spring(.interpolating(stiffness: 130, damping: 12))), source: "000 §4")
        let json = try #require(DTCGWriter.token(entry)).serialized()
        #expect(json.contains("\"$type\": \"duration\""))
        #expect(json.contains("\"swiftUI\": \".interpolatingSpring(stiffness: 130, damping: 12)\""))
        #expect(json.contains("\"stiffness\": 130"))
        #expect(json.contains("\"damping\": 12"))
    }

    @Test func repetitionIsAnExtension() throws {
        let entry = TokenEntry(["a"], .animation(PastelTiming.micRipple), source: "000 §5")
        let json = try #require(DTCGWriter.token(entry)).serialized()
        #expect(json.contains("\"$type\": \"transition\""))
        #expect(json.contains("\"count\": \"infinite\""))
    }

    @Test func radialGradientGeometry() throws {
        let entry = TokenEntry(["g"], .gradient(AthleticColors.glowGradient), source: "003 §1")
        let json = try #require(DTCGWriter.token(entry)).serialized()
        let token = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let geometry = (token["$extensions"] as? [String: Any])?["com.airfit.gradient"] as? [String: Any]
        #expect(geometry?["kind"] as? String == "radial")
        #expect((geometry?["endRadius"] as? [String: Any])?["value"] as? Double == 120)
    }

    @Test func numbersAreShortestAndStable() {
        #expect(JSONValue.numberText(0.6) == "0.6")
        #expect(JSONValue.numberText(0.1 + 0.2) == "0.30000000000000004")
        #expect(DTCGValue.rounded(0.1 + 0.2) == 0.3)
        #expect(JSONValue.numberText(16) == "16")
        #expect(JSONValue.numberText(-0.0) == "0")
    }

    @Test func theDocumentIsJSONWithAGroupPerTheme() throws {
        let data = Data(DTCGWriter.document(Theme.all.map(TokenSet.init)).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["pastel", "athletic", "liquid"])
    }
}
