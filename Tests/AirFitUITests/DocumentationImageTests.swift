import AirFitSnapshotTesting
import AirFitUI
import DesignTokens
import DocumentationExamples
import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import ImageEncoding
import Renderer
import Testing

/// Every public component's DocC page shows a compiling example (`Tests/DocumentationExamples`) and
/// its picture, light and dark, rendered by our renderer from that example. The pictures are
/// regenerated with `make doc-images`; this suite fails when one is stale, missing, or when a page
/// no longer shows its example's code.
@MainActor
struct DocumentationImageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/AirFitUI/AirFitUI.docc")
    static let record = ProcessInfo.processInfo.environment["AIRFIT_RECORD_DOC_IMAGES"] == "1"
    /// The picture's width in points (a phone's content width) and the time its entrances have settled by.
    static let width: CGFloat = 390
    static let time: TimeInterval = 2.5
    static let margin: CGFloat = 20
    /// One renderer (fonts loaded once) for every picture.
    static let renderer: Renderer? = try? Renderer()

    /// The resource name DocC looks up: the component's name in lower-case words joined by hyphens.
    static func imageName(_ component: String) -> String {
        component.reduce(into: "") { name, character in
            if character.isUppercase, !name.isEmpty { name.append("-") }
            name.append(Character(character.lowercased()))
        }
    }

    /// The public components: every `public struct` in Sources/AirFitUI that is a `View` or a
    /// `ViewModifier`.
    static func publicComponents() throws -> [String] {
        let sources = root.appendingPathComponent("Sources/AirFitUI")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var names: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where line.hasPrefix("public struct ") {
                let declaration = line.dropFirst("public struct ".count)
                let name = declaration.prefix { $0.isLetter || $0.isNumber }
                let conformances = declaration.split(separator: ":").dropFirst().joined(separator: ":")
                if conformances.contains(" View {") || conformances.contains(" ViewModifier {") { names.append(String(name)) }
            }
        }
        return names.sorted()
    }

    /// The example on a strip of its dialect's backdrop, `margin` around it, as tall as it needs.
    static func framed(_ example: DocumentationExamples.Example) -> some View {
        ZStack(alignment: .top) {
            backdrop(example.dialect)
            VStack(spacing: 0) {
                example.makeView().fixedSize(horizontal: false, vertical: true)
                Spacer(minLength: 0)
            }
            .padding(margin)
        }
    }

    @ViewBuilder static func backdrop(_ dialect: String) -> some View {
        switch Dialect(rawValue: dialect) ?? .athletic {
        case .pastel: BaseScreen { Color.clear }.environment(GradientManager(active: .peachRose))
        case .athletic: Rectangle().fill(AthleticColors.surfaceBase).ignoresSafeArea()
        case .liquid: Rectangle().fill(LiquidStyle.groupedBackground).ignoresSafeArea()
        }
    }

    /// The picture at 2x: laid out on a tall strip first to find the content's height.
    static func render(_ example: DocumentationExamples.Example, appearance: Appearance) throws -> PixelImage {
        let tall = Device(
            name: "Documentation", size: CGSize(width: width, height: 1_000), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 120)
        let renderer = try #require(Self.renderer)
        let probe = ViewHost(framed(example))
        probe.measurer = renderer.measurer
        // What the example draws (the backdrop spans the strip; a spacer draws nothing) ends here.
        let drawn = probe.displayList(on: tall, at: time).map(\.frame).filter { $0.height < tall.size.height - 1 }
        let content = drawn.map(\.maxY).max() ?? 200
        // The strip is at least as tall as the example lays out (a pill row's touch margin takes
        // room and draws nothing): the backdrop, sized as SwiftUI sizes it, then covers it all.
        let laidOut = ViewHost(example.makeView().fixedSize(horizontal: false, vertical: true).padding(margin))
        laidOut.measurer = renderer.measurer
        let extent = laidOut.layout(on: tall).frames.values.map(\.height).filter { $0 < tall.size.height - 1 }.max() ?? 0
        let height = max((content + margin).rounded(.up), extent.rounded(.up))
        let device = Device(
            name: "Documentation", size: CGSize(width: width, height: height), scale: 2, safeAreaTop: 0, safeAreaBottom: 0,
            maximumFramesPerSecond: 120)
        return try renderer.render(framed(example), settings: RenderSettings(device: device, scale: 2, appearance: appearance, time: time))
    }

    @Test func everyPublicComponentHasAnExample() throws {
        let components = try Self.publicComponents()
        #expect(components.count >= 30)
        #expect(Set(DocumentationExamples.all.map(\.component)) == Set(components))
    }

    @Test(arguments: DocumentationExamples.all.map(\.component))
    func thePageShowsTheExampleAndItsPictures(component: String) throws {
        let page = try String(contentsOf: Self.catalog.appendingPathComponent("Components/\(component).md"), encoding: .utf8)
        #expect(page.hasPrefix("# ``AirFitUI/\(component)``"), "Components/\(component).md must extend ``AirFitUI/\(component)``")
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/DocumentationExamples/\(component)Example.swift"), encoding: .utf8)
        let start = try #require(source.range(of: "\nstruct "))
        let code = source[start.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(page.contains("```swift\n\(code)\n```"), "Components/\(component).md no longer shows \(component)Example.swift's code")
        #expect(page.contains("](\(Self.imageName(component)))"), "Components/\(component).md must show its picture")
    }

    @Test(arguments: DocumentationExamples.all.map(\.component))
    func thePictureIsCurrent(component: String) throws {
        let example = try #require(DocumentationExamples.all.first { $0.component == component })
        for appearance in [Appearance.light, .dark] {
            let suffix = appearance == .dark ? "~dark" : ""
            let url = Self.catalog.appendingPathComponent("Resources/\(Self.imageName(component))\(suffix)@2x.png")
            let image = try Self.render(example, appearance: appearance)
            if Self.record {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(PNGEncoder.encode(image)).write(to: url, options: .atomic)
                continue
            }
            let stored = try #require(
                FileManager.default.contents(atPath: url.path), "\(url.lastPathComponent) is missing: run `make doc-images`")
            let reference = try PNGDecoder.decode(Array(stored))
            #expect(
                reference.width == image.width && reference.height == image.height,
                "\(url.lastPathComponent) is \(reference.width)×\(reference.height), the example renders \(image.width)×\(image.height): run `make doc-images`"
            )
            guard reference.width == image.width, reference.height == image.height else { continue }
            let diff = ImageDiff(reference, image, tolerance: 0.02)
            #expect(
                diff.differingFraction <= 0.001,
                "\(url.lastPathComponent) is stale (\(diff.differingFraction) of its pixels): run `make doc-images`")
        }
    }
}
