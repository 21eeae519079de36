import DesignTokens
import Foundation
import Testing

@testable import DesignAudit

/// Audit figures recomputed by hand from WCAG 2.2's formula, independently of DesignTokens' code.
struct ContrastAuditTests {
    static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let r = Double(value >> 16 & 255) / 255
        let g = Double(value >> 8 & 255) / 255
        let b = Double(value & 255) / 255
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func finding(_ id: String, theme: Dialect = .athletic) -> Finding {
        let report = DesignAuditRunner.run([theme])
        return report.sections.first { $0.key == "contrast" }!.findings.first { $0.id == id }!
    }

    @Test func dangerButtonWhiteOnRed() {
        let finding = Self.finding("contrast.athletic.dark.button.danger.spec")
        #expect(finding.verdict == .contradiction)
        #expect(abs(finding.figures["worst"]! - Self.ratio("#FFFFFF", "#FF3B5C")) < 1e-9)
        #expect(abs(finding.figures["worst"]! - 3.4814) < 1e-4)
        #expect(finding.correction != nil)
    }

    @Test func dangerButtonCorrected() {
        let finding = Self.finding("contrast.athletic.light.button.danger")
        #expect(finding.verdict == .pass)
        #expect(abs(finding.figures["worst"]! - Self.ratio("#0A0A0C", "#FF3B5C")) < 1e-9)
    }

    @Test func primaryButtonLabel() {
        let finding = Self.finding("contrast.athletic.dark.button.primary")
        #expect(abs(finding.figures["worst"]! - Self.ratio("#0A0A0C", "#00E676")) < 1e-9)
        #expect(finding.verdict == .pass)
    }

    @Test func tertiaryTextComposited() {
        // White at 38% over #0A0A0C: composite each channel in sRGB, then measure.
        let (rg, b) = (0.38 + 0.62 * 10 / 255, 0.38 + 0.62 * 12 / 255)
        let l = 0.2126 * Self.linear(rg) + 0.7152 * Self.linear(rg) + 0.0722 * Self.linear(b)
        let expected = (l + 0.05) / (Self.luminance("#0A0A0C") + 0.05)
        let finding = Self.finding("contrast.athletic.dark.textTertiary.spec")
        #expect(abs(finding.figures["surfaceBase.worst"]! - expected) < 1e-6)
        #expect(finding.verdict == .contradiction)
    }

    @Test func pastelBodyTextOnGradientStops() {
        let finding = Self.finding("contrast.pastel.light.body.gradient", theme: .pastel)
        #expect(abs(finding.figures["peachRose.start"]! - Self.ratio("#000000", "#FDE4D2")) < 1e-9)
        #expect(abs(finding.figures["peachRose.end"]! - Self.ratio("#000000", "#F9C7D6")) < 1e-9)
        #expect(finding.figures["peachRose.worst"]! <= finding.figures["peachRose.end"]!)
        #expect(finding.verdict == .pass)
    }

    @Test func whiteMicGlyphFailsOnLightGradients() {
        let finding = Self.finding("contrast.pastel.light.micGlyph.spec", theme: .pastel)
        #expect(finding.verdict == .contradiction)
        #expect(finding.figures["worst"]! < 1.5)
        #expect(Self.finding("contrast.pastel.light.micGlyph", theme: .pastel).verdict == .pass)
    }

    @Test func everySpecFailureNamesAPassingAlternative() {
        let contrast = DesignAuditRunner.run().sections.first { $0.key == "contrast" }!
        let contradictions = contrast.findings.filter { $0.verdict == .contradiction }
        #expect(contradictions.count >= 10)
        for finding in contradictions {
            let alternative = finding.figures["alternative.worst"]
            #expect(alternative != nil, "\(finding.id)")
            #expect(alternative ?? 0 >= finding.figures["alternative.required"] ?? .infinity, "\(finding.id)")
        }
    }

    @Test func everyCorrectedDefaultPasses() {
        let report = DesignAuditRunner.run()
        let failures = report.sections.flatMap(\.findings).filter { $0.verdict == .fail }
        #expect(failures.isEmpty, "\(failures.map(\.id))")
    }
}
