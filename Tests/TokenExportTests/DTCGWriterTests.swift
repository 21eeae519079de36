import DesignTokens
@testable import TokenExport
import Testing

/// Each DTCG token type against a hand-written fixture.
struct DTCGWriterTests {
    static func json(_ entry: TokenEntry) -> String { DTCGWriter.token(entry).serialized() }

    @Test func colorWithAlphaAndADarkValue() throws {
        let entry = TokenEntry(["color", "glow"], .color(AdaptiveColor(light: try SRGBColor(hex: "#00E67633"), dark: .white)), source: "003 §1")
        #expect(Self.json(entry) == """
        {
          "$description": "003 §1",
          "$extensions": {
            "com.airfit.appearance": {
              "dark": {
                "colorSpace": "srgb",
                "components": [
                  1,
                  1,
                  1
                ],
                "hex": "#ffffff"
              }
            }
          },
          "$type": "color",
          "$value": {
            "alpha": 0.2,
            "colorSpace": "srgb",
            "components": [
              0,
              0.901961,
              0.462745
            ],
            "hex": "#00e676"
          }
        }

        """)
    }

    @Test func dimensionDurationNumberAndBezier() {
        #expect(Self.json(TokenEntry(["r"], .dimension(20), source: "s")) == """
        {
          "$description": "s",
          "$type": "dimension",
          "$value": {
            "unit": "px",
            "value": 20
          }
        }

        """)
        #expect(Self.json(TokenEntry(["d"], .duration(0.012), source: "s")).contains("\"unit\": \"s\",\n    \"value\": 0.012"))
        #expect(Self.json(TokenEntry(["n"], .number(0.96), source: "s")).contains("\"$value\": 0.96"))
        #expect(Self.json(TokenEntry(["c"], .cubicBezier(.easeInOut), source: "s")).contains("""
          "$value": [
            0.42,
            0,
            0.58,
            1
          ]
        """))
    }

    @Test func shadow() {
        let json = Self.json(TokenEntry(["s"], .shadow(PastelShadow.glassCard), source: "001"))
        #expect(json.contains("\"$type\": \"shadow\""))
        #expect(json.contains("""
            "blur": {
              "unit": "px",
              "value": 10
            },
        """))
        #expect(json.contains("\"alpha\": 0.06"))
        #expect(json.contains("""
            "offsetY": {
              "unit": "px",
              "value": 4
            },
        """))
        #expect(!json.contains("com.airfit.appearance"))
    }

    @Test func gradientStopsAndPositions() {
        let json = Self.json(TokenEntry(["g"], .gradient(GradientToken.peachRose.gradient), source: "000 §2"))
        #expect(json.contains("\"$type\": \"gradient\""))
        #expect(json.contains("\"hex\": \"#fde4d2\""))
        #expect(json.contains("\"hex\": \"#412932\""))
        #expect(json.contains("\"position\": 1"))
    }

    @Test func typography() {
        #expect(Self.json(TokenEntry(["t"], .typography(PastelTypography.welcome), source: "000 §6.1")) == """
        {
          "$description": "000 §6.1",
          "$type": "typography",
          "$value": {
            "fontFamily": "SF Pro Rounded",
            "fontSize": {
              "unit": "px",
              "value": 44
            },
            "fontWeight": 200,
            "letterSpacing": {
              "unit": "px",
              "value": 0
            },
            "lineHeight": 1.205882
          }
        }

        """)
    }

    @Test func springsCarryTheirParameters() {
        let json = Self.json(TokenEntry(["a"], .animation(.spring(.interpolating(stiffness: 130, damping: 12))), source: "000 §4"))
        #expect(json.contains("\"swiftUI\": \".interpolatingSpring(stiffness: 130, damping: 12)\""))
        #expect(json.contains("\"stiffness\": 130"))
        #expect(json.contains("\"$type\": \"duration\""))
        let timing = Self.json(TokenEntry(["a"], .animation(PastelTiming.micRipple), source: "000 §5"))
        #expect(timing.contains("\"$type\": \"transition\""))
        #expect(timing.contains("\"count\": \"infinite\""))
    }

    @Test(arguments: Theme.all)
    func everyTokenIsExported(theme: Theme) {
        let document = DTCGWriter.document([theme])
        let tokens = document.components(separatedBy: "\"$type\"").count - 1
        let notes = theme.tokens.filter { if case .text = $0.value { true } else { false } }.count
        #expect(tokens == theme.tokens.count - notes)
    }
}
