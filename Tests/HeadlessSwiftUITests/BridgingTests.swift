import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// UIKit colors as SwiftUI code bridges them, and the layout helpers screens reach for (issue #36):
/// `safeAreaInset`, `safeAreaPadding`, `onPreferenceChange`, `ScrollViewReader`.
@MainActor
struct BridgingTests {
    /// A file that says `import UIKit` beside `import SwiftUI` compiles on Linux (D300): the
    /// corpus's `UIKitImportSnippet` reads `UIDevice`, extends `UIColor` and opens Settings
    /// through `UIApplication`, and draws its rows.
    @Test func aFileImportingUIKitBuildsAndDraws() throws {
        let host = ViewHost(UIKitImportSnippet())
        #expect(host.accessibilityElements.map(\.label) == ["iOS version", UIDevice.current.systemVersion, "Open Settings"])
        try host.tap("Open Settings")
    }

    @Test func aDynamicColorResolvesPerAppearance() {
        let ink = BridgingSnippet.ink
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).adaptive.light.red == 0)
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).adaptive.light.red == 1)
    }

    /// `UIColor(_ color: Color)` keeps a system color adapting: SwiftUI's blue is #007AFF in light
    /// and #0A84FF in dark (UIKit's systemBlue).
    @Test func aBridgedSystemColorKeepsItsDarkValue() {
        let blue = UIColor(Color.blue)
        #expect(abs(blue.adaptive.light.green - 122.0 / 255) < 1e-6)
        #expect(abs(blue.adaptive.dark.red - 10.0 / 255) < 1e-6 && abs(blue.adaptive.dark.green - 132.0 / 255) < 1e-6)
    }

    /// `CGAffineTransform.concatenating(_:)` is the matrix product, the receiver first (Core
    /// Graphics: `t1.concatenating(t2)` is t1 × t2); only the identity is `isIdentity`.
    @Test func concatenationIsTheMatrixProduct() {
        let first = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(first.concatenating(second) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        // Inverting undoes: a transform then its inverse is the identity; a singular one is
        // returned unchanged (CoreGraphics: "if the affine transform cannot be inverted, the
        // affine transform is returned unchanged").
        let product = first.concatenating(first.inverted())
        for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1), (product.tx, 0), (product.ty, 0)] {
            #expect(abs(value - expected) < 1e-12)
        }
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 0)
        #expect(singular.inverted() == singular)
        // A size takes the linear part and not the translation: (2, 3) under `first` is
        // (1 × 2 + 3 × 3, 2 × 2 + 4 × 3); a point takes the translation too.
        #expect(CGSize(width: 2, height: 3).applying(first) == CGSize(width: 11, height: 16))
        #expect(CGPoint(x: 2, y: 3).applying(first) == CGPoint(x: 16, y: 22))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(scaleX: 2, y: 1).isIdentity)
    }

    /// An adaptive color's opacity multiplies the opacity it already has: `Color.secondary` is 60%
    /// opaque, so at `opacity(0.5)` 30%.
    @Test func anAdaptiveColorsOpacityMultiplies() {
        #expect(abs(Color.secondary.opacity(0.5).components(dark: false, os: .iOS18).opacity - 0.3) < 1e-9)
        #expect(abs(Color.secondary.components(dark: false, os: .iOS18).opacity - 0.6) < 1e-9)
    }

    @Test func aSwiftUIColorReadsBackAsItsComponents() {
        // SwiftUI's orange is UIKit's system orange, #FF9500 in the light appearance.
        #expect(abs(BridgingSnippet.orangeRed - 1) < 1e-9)
        var green: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor(Color.orange.opacity(0.5)).getRed(nil, green: &green, blue: nil, alpha: &alpha))
        #expect(abs(green - 149.0 / 255) < 1e-3 && abs(alpha - 0.5) < 1e-9)
    }

    @Test func aNamedColorComesFromTheAssetCatalogOrIsNil() throws {
        #expect(UIColor(named: "Missing") == nil)
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.adaptive != UIColor.clear.adaptive)
        #expect(brand.withAlphaComponent(0.25).adaptive.dark.alpha == 0.25)
    }

    @Test func anInsetSitsUnderTheScrollViewAndReportsTheRows() throws {
        let host = ViewHost(BridgingSnippet())
        let result = host.layout(on: .iPhone16)
        // onPreferenceChange reported three rows; the inset's text says so, at the bottom.
        let steps = try #require(host.frames(ofText: "3 steps", in: result).first)
        let cooldown = try #require(host.frames(ofText: "Cool-down", in: result).first)
        #expect(steps.minY > cooldown.maxY)
        #expect(abs(steps.maxY + 16 - (852 - 34)) < 1e-9, "\(steps)")
        let ink = host.displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            if case let .text(text) = item.content, text.string == "3 steps" { text.paint } else { nil }
        }
        #expect(ink == [DisplayPaint.color(red: 0, green: 0, blue: 0, opacity: 1)])
    }

    @Test func aLeadingInsetSitsBesideTheView() throws {
        let host = ViewHost(Text("Body").frame(maxWidth: .infinity).safeAreaInset(edge: .leading, spacing: 10) { Text("Side") })
        let result = host.layout(on: .iPhone16)
        let side = try #require(host.frames(ofText: "Side", in: result).first)
        let body = try #require(host.frames(ofText: "Body", in: result).first)
        #expect(abs(side.minX) < 1e-9 && body.minX > side.maxX + 10)
    }
}
