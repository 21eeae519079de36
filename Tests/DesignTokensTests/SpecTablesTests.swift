import DesignTokens
import Testing

/// Every color and type token compared with the tables parsed out of the spec itself.
@Suite(.enabled(if: SpecDocuments.available, "needs the design spec: set AIRFIT_SPEC_DIR or put it at ../shared/spec"))
struct SpecTablesTests {
    @Test func pastelGradientsMatch000() throws {
        let rows = try SpecDocuments.matches(
            #"^(\w+)\t(#[0-9A-F]{6}) → (#[0-9A-F]{6})\t(#[0-9A-F]{6}) → (#[0-9A-F]{6})$"#,
            in: try SpecDocuments.text("000"))
        #expect(rows.count == 12)
        #expect(rows.map { $0[0] } == GradientToken.allCases.map(\.rawValue))
        for row in rows {
            let token = try #require(GradientToken(rawValue: row[0]))
            #expect(token.stops.first.light.hex == row[1], "\(token) light first")
            #expect(token.stops.second.light.hex == row[2], "\(token) light second")
            #expect(token.stops.first.dark.hex == row[3], "\(token) dark first")
            #expect(token.stops.second.dark.hex == row[4], "\(token) dark second")
        }
    }

    @Test func pastelGradientsMatch001And002Comments() throws {
        for document in ["001", "002"] {
            let rows = try SpecDocuments.matches(
                #"case (\w+)\s+// (#[0-9A-F]{6}) → (#[0-9A-F]{6}) \(dark: (#[0-9A-F]{6}) → (#[0-9A-F]{6})\)"#,
                in: try SpecDocuments.text(document))
            #expect(rows.count == 12, "\(document)")
            for row in rows {
                let token = try #require(GradientToken(rawValue: row[0]))
                #expect(
                    [
                        token.stops.first.light.hex, token.stops.second.light.hex,
                        token.stops.first.dark.hex, token.stops.second.dark.hex,
                    ] == Array(row[1...4]))
            }
        }
    }

    @Test func athleticSurfacesMatch003() throws {
        let rows = try SpecDocuments.matches(
            #"^\| `(surface\w+)` \| (#[0-9A-F]{6}) \| (#[0-9A-F]{6}) \|$"#,
            in: try SpecDocuments.text("003"))
        let tokens = [
            "surfaceBase": AthleticColors.surfaceBase, "surfaceRaised": AthleticColors.surfaceRaised,
            "surfaceOverlay": AthleticColors.surfaceOverlay, "surfaceHighlight": AthleticColors.surfaceHighlight,
        ]
        #expect(rows.count == 4)
        for row in rows {
            let token = try #require(tokens[row[0]])
            #expect(token.dark.hex == row[1], "\(row[0]) dark")
            #expect(token.light.hex == row[2], "\(row[0]) light")
        }
    }

    @Test func athleticAccentsAndSemanticsMatch003() throws {
        let text = try SpecDocuments.text("003")
        let named = try SpecDocuments.matches(#"^- (Primary|Secondary|Text on accent|Error|Warning): (#[0-9A-F]{6})"#, in: text)
        let expected = [
            "Primary": AthleticColors.accentPrimary, "Secondary": AthleticColors.accentSecondary,
            "Text on accent": AthleticColors.textOnAccent, "Error": AthleticColors.error,
            "Warning": AthleticColors.warning,
        ]
        #expect(named.count == 5)
        for row in named {
            #expect(try #require(expected[row[0]]).dark.hex == row[1], "\(row[0])")
        }
    }

    @Test func athleticTextOpacitiesMatch003() throws {
        let rows = try SpecDocuments.matches(
            #"^\| `(text\w+)` \| #FFFFFF at (\d+)% opacity \|$"#,
            in: try SpecDocuments.text("003"))
        let tokens = [
            "textPrimary": AthleticColors.textPrimary, "textSecondary": AthleticColors.textSecondary,
            "textTertiary": AthleticColors.textTertiary,
        ]
        #expect(rows.count == 3)
        for row in rows {
            let dark = try #require(tokens[row[0]]).dark
            #expect(dark.opaque == .white)
            #expect(dark.alpha == Double(row[1])! / 100, "\(row[0])")
        }
    }

    @Test func athleticTypeScaleMatches003() throws {
        let rows = try SpecDocuments.matches(
            #"^\| `(\w+)` \| (\d+) \| \.(\w+) \| \.(\w+) \| [^|]+ \|$"#,
            in: try SpecDocuments.text("003"))
        #expect(rows.count == 15)
        #expect(rows.map { $0[0] } == AthleticTypography.scale.map(\.name))
        for (row, entry) in zip(rows, AthleticTypography.scale) {
            #expect(entry.token.size == Double(row[1])!, "\(row[0]) size")
            #expect(entry.token.weight.rawValue == row[2], "\(row[0]) weight")
            #expect(entry.token.design.rawValue == row[3], "\(row[0]) design")
        }
    }

    @Test func athleticTransitionSpringsMatch003() throws {
        // 003 §4: "### 4.1 Hero Transition … - Spring: response 0.5, damping 0.82", and so on.
        let rows = try SpecDocuments.matches(
            #"^### 4\.(\d) ([A-Za-z ]+)\n(?:- .*\n)*?- Spring: response ([0-9.]+), damping ([0-9.]+)$"#,
            in: try SpecDocuments.text("003"))
        #expect(rows.count == 2)
        let transitions: [String: SignatureTransition] = ["Hero Transition": .hero, "Stagger Reveal": .staggerReveal]
        for row in rows {
            let transition = try #require(transitions[row[1]], "\(row)")
            let response = try #require(Double(row[2]))
            let damping = try #require(Double(row[3]))
            #expect(transition.token.animation.kind == .spring(.response(response: response, dampingFraction: damping)), "\(transition)")
        }
    }

    @Test func glassTokenRadiiMatch004() throws {
        let rows = try SpecDocuments.matches(#"^- \*\*(\w+) \((\d+)pt\):\*\*"#, in: try SpecDocuments.text("004"))
        let radii = [
            "Small": GlassTokens.Radius.small, "Card": GlassTokens.Radius.card,
            "Overlay": GlassTokens.Radius.overlay, "Pill": GlassTokens.Radius.pill,
        ]
        #expect(rows.count == 4)
        for row in rows { #expect(radii[row[0]] == Double(row[1])!, "\(row[0])") }
    }
}
