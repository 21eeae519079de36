import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// Behaviours `make mutants --module HeadlessSwiftUI` found untested by the module's own target
/// (docs/testing.md): the W3C hue-rotate matrix, the accessibility display settings' defaults,
/// where a wheel picker puts its chosen row, a grid's vertical alignment, and intraword emphasis.
@MainActor
struct MutationGapTests {
    /// `hueRotation(_:)` lowers to the hue-rotate matrix of the W3C's Filter Effects (feColorMatrix
    /// type="hueRotate"), the matrix `HueRotationEffect` names as its source: at 90° (cos 0, sin 1)
    /// and at 180° (cos −1, sin 0), every coefficient of the three colour rows, as the
    /// specification's formula gives it.
    @Test func hueRotationIsTheW3CMatrix() throws {
        let quarter: [Double] = [
            0, 0, 1, 0, 0,
            0.356, 0.855, -0.211, 0, 0,
            -0.574, 1.43, 0.144, 0, 0,
            0, 0, 0, 1, 0,
        ]
        let half: [Double] = [
            -0.574, 1.43, 0.144, 0, 0,
            0.426, 0.43, 0.144, 0, 0,
            0.426, 1.43, -0.856, 0, 0,
            0, 0, 0, 1, 0,
        ]
        for (degrees, expected) in [(90.0, quarter), (180.0, half)] {
            guard case let .colorMatrix(matrix) = HueRotationEffect(degrees: degrees).lowered() else {
                Issue.record("hueRotation(\(degrees)°) is not a colour matrix")
                continue
            }
            #expect(matrix.count == 20)
            for (index, value) in expected.enumerated() {
                #expect(abs(matrix[index] - value) < 1e-9, "\(degrees)° [\(index)]: \(matrix[index]), the W3C's \(value)")
            }
        }
    }

    /// A device's accessibility display settings are off until the person turns them on (Settings ›
    /// Accessibility › Display & Text Size): SwiftUI's environment reads standard contrast, no
    /// Differentiate Without Color, no inverted colours and no button shapes.
    @Test func theAccessibilityDisplaySettingsStartOff() {
        let environment = EnvironmentValues()
        #expect(environment.colorSchemeContrast == .standard)
        #expect(!environment.accessibilityDifferentiateWithoutColor)
        #expect(!environment.accessibilityInvertColors)
        #expect(!environment.accessibilityShowButtonShapes)
    }

    /// A wheel picker centres its chosen row on the selection band in the middle of its 216 pt wheel
    /// (UIKit's `UIPickerView`, whose selection indicator marks the centre row), whichever row that is.
    @Test(arguments: [0, 1, 4])
    func aWheelPickerCentresItsChosenRowOnTheBand(chosen: Int) throws {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let host = ViewHost(
            Picker("Day", selection: .constant(chosen)) {
                ForEach(0..<days.count, id: \.self) { Text(days[$0]).tag($0) }
            }
            .pickerStyle(.wheel)
        )
        let list = host.displayList(on: .iPhone16)
        let band = try #require(list.first { abs($0.frame.height - 34) < 1e-9 && $0.frame.width > 100 })
        let row = try #require(list.first { if case let .text(text) = $0.content { text.string == days[chosen] } else { false } })
        // A display item's frame is where layout put it; its offset moves it where it is drawn.
        let (rowY, bandY) = (row.frame.midY + row.offset.height, band.frame.midY + band.offset.height)
        #expect(abs(rowY - bandY) < 0.5, "\(days[chosen]) at \(rowY), the band at \(bandY)")
    }

    /// A `Grid` centres each cell in its row's height by default (Apple's `Grid(alignment:…)`:
    /// "The default is center"): a 20 pt cell beside a 60 pt one sits 20 pt down, its centre on the
    /// row's; `.top` puts both at the row's top.
    @Test func aGridCentresAShortCellInItsRow() throws {
        for (alignment, offset) in [(Alignment.center, 20.0), (.top, 0.0)] {
            let host = ViewHost(
                Grid(alignment: alignment) {
                    GridRow {
                        Color.red.frame(width: 20, height: 60)
                        Color.blue.frame(width: 30, height: 20)
                    }
                }
            )
            let frames = Array(host.layout(on: .iPhone16).frames.values)
            let tall = try #require(frames.first { $0.size == CGSize(width: 20, height: 60) })
            let short = try #require(frames.first { $0.size == CGSize(width: 30, height: 20) })
            #expect(abs(short.minY - tall.minY - offset) < 1e-9, "\(alignment): \(short.minY - tall.minY)")
        }
    }

    /// Intraword emphasis as CommonMark has it (the spec's rules for left-flanking runs; Apple's
    /// `AttributedString(markdown:)` is cmark-gfm): `*` may open inside a word, `_` may not, so
    /// "foo*bar*" sets "bar" in italic and "foo_bar_" stays literal.
    @Test func anAsteriskOpensInsideAWordAndAnUnderscoreDoesNot() throws {
        let (plain, runs) = try #require(InlineMarkdown.parse("foo*bar*"))
        #expect(plain == "foobar")
        let italic = runs.filter(\.italic).map { String(decoding: Array(plain.utf8)[$0.range], as: UTF8.self) }
        #expect(italic == ["bar"])
        #expect(InlineMarkdown.parse("foo_bar_") == nil)
    }

    /// `saturation(_:)` on Rec. 709's luminance weights (0.2126, 0.7152, 0.0722): at 0.5 each row
    /// keeps half its own channel and takes half the luminance, so red's row is
    /// (0.2126 + 0.5 × 0.7874, 0.7152 × 0.5, 0.0722 × 0.5).
    @Test func halfSaturationMixesEachChannelHalfwayToTheLuminance() throws {
        guard case let .colorMatrix(matrix) = SaturationEffect(amount: 0.5).lowered() else {
            Issue.record("saturation is not a colour matrix")
            return
        }
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        let expected = [
            r + 0.5 * (1 - r), g * 0.5, b * 0.5, 0, 0,
            r * 0.5, g + 0.5 * (1 - g), b * 0.5, 0, 0,
            r * 0.5, g * 0.5, b + 0.5 * (1 - b), 0, 0,
            0, 0, 0, 1, 0,
        ]
        #expect(matrix.count == 20)
        for (index, value) in expected.enumerated() {
            #expect(abs(matrix[index] - value) < 1e-12, "[\(index)]: \(matrix[index]), expected \(value)")
        }
    }

    /// A lazy grid offered no width is as wide as its columns and the spacing between them: two
    /// fixed 50 pt columns 10 pt apart make 110 pt (Apple's `GridItem.Size.fixed`).
    @Test func aLazyGridIsAsWideAsItsColumnsAndTheirSpacing() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                LazyVGrid(columns: [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50))]) {
                    Color.red.frame(height: 20)
                    Color.blue.frame(height: 20)
                }
            })
        let frames = Array(host.layout(on: .iPhone16).frames.values)
        #expect(frames.contains { $0.size == CGSize(width: 110, height: 20) }, "\(frames.map(\.size))")
    }

    /// An uneven rounded rectangle stays inside its rect whichever corner is rounded, in both corner styles.
    @Test func anUnevenRoundedRectangleStaysInItsRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        for style in [RoundedCornerStyle.circular, .continuous] {
            for radii in [
                RectangleCornerRadii(topLeading: 12), RectangleCornerRadii(bottomLeading: 12),
                RectangleCornerRadii(bottomTrailing: 12), RectangleCornerRadii(topTrailing: 12),
                // Far larger than the rect: each clamped to half its shorter side, 30 pt.
                RectangleCornerRadii(topLeading: 500, bottomLeading: 500, bottomTrailing: 500, topTrailing: 500),
            ] {
                let bounds = UnevenRoundedRectangle(cornerRadii: radii, style: style).path(in: rect).boundingRect
                #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9, "\(radii) \(style): \(bounds)")
                #expect(abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 60) < 1e-9, "\(radii) \(style): \(bounds)")
            }
        }
    }

    /// `addArc(…clockwise: false)` from 90° to 0° runs the long way round (Apple's `Path.addArc`:
    /// in SwiftUI's flipped coordinates `clockwise: false` sweeps toward increasing angles): three
    /// quarters of the circle, so its bounds are the whole circle's.
    @Test func anArcTheLongWayRoundCoversThreeQuarters() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(90), endAngle: .degrees(0), clockwise: false)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX + 10) < 1e-6 && abs(bounds.minY + 10) < 1e-6, "\(bounds)")
        #expect(abs(bounds.maxX - 10) < 1e-6 && abs(bounds.maxY - 10) < 1e-6, "\(bounds)")
    }

    /// The other way round: from 0° to 90° clockwise is three quarters too; equal angles draw no arc.
    @Test func aClockwiseArcTheLongWayRoundAndAnArcOfNoSweep() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(path.boundingRect.insetBy(dx: -1e-6, dy: -1e-6).contains(CGRect(x: -10, y: -10, width: 20, height: 20)))
        for clockwise in [false, true] {
            var none = Path()
            none.addArc(center: .zero, radius: 10, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: clockwise)
            #expect(none.boundingRect.width < 1e-9 && none.boundingRect.height < 1e-9, "clockwise \(clockwise)")
        }
    }

    /// A trimmed path ends where its length runs out along each segment: three quarters of a
    /// 200 pt line drawn in two 100 pt pieces straight down ends at y 150.
    @Test func aTrimmedPolylineEndsThreeQuartersAlong() throws {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 200))
        let end = try #require(path.trimmedPath(from: 0, to: 0.75).currentPoint)
        #expect(abs(end.x) < 1e-9 && abs(end.y - 150) < 1e-9, "\(end)")
    }

    /// VoiceOver's swipe up and down move a slider by a tenth of its range (UIKit's
    /// `UISlider.accessibilityIncrement()`), and stop at its ends: 60% becomes 70%, then back to
    /// 50% after two swipes down; 95% goes to 100%, not past it.
    @Test func aSliderMovesByATenthWhenAdjusted() throws {
        let level = GoalModel()
        #expect(level.effort == 0.6)
        let host = ViewHost(Slider(value: Bindable(level).effort, in: 0...1).frame(width: 200))
        try host.adjust("", .increment)
        #expect(abs(level.effort - 0.7) < 1e-9, "\(level.effort)")
        try host.adjust("", .decrement)
        try host.adjust("", .decrement)
        #expect(abs(level.effort - 0.5) < 1e-9, "\(level.effort)")
        level.effort = 0.95
        host.update()
        try host.adjust("", .increment)
        #expect(level.effort == 1, "\(level.effort)")
        #expect(host.accessibilityElements.first?.value == "100%")
    }

    /// A grid squeezed narrower than the spacing between its columns keeps the spacing and cells
    /// of no width, finite: two empty columns 8 pt apart in a 4 pt frame are 8 pt apart, not
    /// scaled by 0 ÷ 0.
    @Test func aGridOfEmptyColumnsSqueezedBelowItsSpacingKeepsIt() throws {
        let host = ViewHost(
            Grid(horizontalSpacing: 8) {
                GridRow {
                    Color.red.frame(width: 0, height: 10)
                    Color.blue.frame(width: 0, height: 12)
                }
            }
            .frame(width: 4))
        let frames = Array(host.layout(on: .iPhone16).frames.values)
        let first = try #require(frames.first { $0.size == CGSize(width: 0, height: 10) })
        let second = try #require(frames.first { $0.size == CGSize(width: 0, height: 12) })
        #expect(second.minX - first.maxX == 8, "\(first), \(second)")
    }

    /// The points halfway along each cubic Bézier of `path`, with the point each starts from.
    static func curveMidpoints(of path: Path) -> [CGPoint] {
        var midpoints: [CGPoint] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case let .move(to: point), let .line(to: point):
                current = point
            case let .curve(to: end, control1: c1, control2: c2):
                midpoints.append(
                    CGPoint(
                        x: (current.x + 3 * c1.x + 3 * c2.x + end.x) / 8,
                        y: (current.y + 3 * c1.y + 3 * c2.y + end.y) / 8))
                current = end
            default:
                break
            }
        }
        return midpoints
    }

    /// An ellipse and an arc are cubic Béziers that stay on their curve: halfway along each, the
    /// point is on the ellipse to 0.03% of its radius (the 0.5523 control-point ratio's error is
    /// 0.027%), not only at the ends where every segment starts and stops.
    @Test func ellipsesAndArcsStayOnTheirCurveBetweenTheirEnds() throws {
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 10, y: 20, width: 200, height: 100))
        let quarters = Self.curveMidpoints(of: ellipse)
        #expect(quarters.count == 4)
        for point in quarters {
            let radius = ((point.x - 110) / 100 * (point.x - 110) / 100 + (point.y - 70) / 50 * (point.y - 70) / 50).squareRoot()
            #expect(abs(radius - 1) < 3e-4, "\(point)")
        }
        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(10), endAngle: .degrees(250), clockwise: false)
        let pieces = Self.curveMidpoints(of: arc)
        #expect(!pieces.isEmpty)
        for point in pieces {
            let distance = ((point.x - 50) * (point.x - 50) + (point.y - 50) * (point.y - 50)).squareRoot()
            #expect(abs(distance - 40) < 40 * 3e-4, "\(point)")
        }
    }

    /// CLDR's plural rules (Unicode CLDR, "Language Plural Rules"): French and Portuguese read "one"
    /// for an integer part of 0 or 1 (`i = 0,1`, so 0.5 and 1.5 too), and French "many" for a
    /// multiple of a million; English and German read "one" only for 1 with no decimals
    /// (`i = 1 and v = 0`).
    @Test func frenchReadsOneForAnIntegerPartOfZeroOrOne() {
        for (count, category) in [(0.0, "one"), (0.5, "one"), (1.0, "one"), (1.5, "one"), (2.0, "other"), (1_000_000.0, "many")] {
            #expect(PluralRules.category(of: count, language: "fr") == category, "fr \(count)")
        }
        #expect(PluralRules.category(of: 1.5, language: "pt") == "one")
        #expect(PluralRules.category(of: 2, language: "pt") == "other")
        // `many` is French alone (CLDR: Portuguese has one and other), and for whole millions only.
        #expect(PluralRules.category(of: 1_000_000, language: "pt") == "other")
        #expect(PluralRules.category(of: 1_500_000.5, language: "fr") == "other")
        for (count, category) in [(1.0, "one"), (1.5, "other"), (0.0, "other"), (2.0, "other")] {
            #expect(PluralRules.category(of: count, language: "en") == category, "en \(count)")
        }
    }

    /// A mask is the alpha of one view, whatever its builder holds (Apple, `mask(alignment:_:)`: "the
    /// view whose alpha the rendering system applies"): an empty mask leaves the view its size and
    /// hides it, and a mask of two shapes masks with both, the content still the view laid out.
    @Test func aMaskIsOneViewWhateverItsBuilderHolds() throws {
        let empty = ViewHost(Color.red.frame(width: 100, height: 80).mask { EmptyView() })
        #expect(empty.layout(on: .iPhone16).frames.values.contains { $0.size == CGSize(width: 100, height: 80) })
        #expect(!empty.displayList(on: .iPhone16).contains { !$0.groups.contains { if case .masked = $0.effect { true } else { false } } })
        let two = ViewHost(
            Color.red.frame(width: 100, height: 80).mask {
                Circle().frame(width: 20, height: 20)
                Rectangle().frame(width: 100, height: 10)
            })
        let items = two.displayList(on: .iPhone16)
        let masks = items.filter { $0.groups.contains { if case .mask = $0.effect { true } else { false } } }
        #expect(masks.map(\.frame.size) == [CGSize(width: 20, height: 20), CGSize(width: 100, height: 10)])
        let content = try #require(items.first { $0.groups.contains { if case .masked = $0.effect { true } else { false } } })
        #expect(content.frame.size == CGSize(width: 100, height: 80))
    }

    /// `UnitCurve.velocity(at:)` is the rate of completion: the linear curve's is 1 everywhere, at
    /// its ends (a one-sided difference) as in its middle.
    @Test func theLinearCurvesVelocityIsOne() {
        for progress in [0.0, 0.25, 0.5, 1.0] {
            // A central difference over 2e-4 of a curve solved to 1e-9: good to about 1e-5.
            #expect(abs(UnitCurve.linear.velocity(at: progress) - 1) < 1e-4, "\(progress)")
        }
    }

    /// A slider reads where its value lies between its bounds, not from zero: 0.6 in 0.5…0.7 is
    /// half way, "50%".
    @Test func aSliderReadsItsValueBetweenItsBounds() {
        let goal = GoalModel()
        let host = ViewHost(Slider(value: Bindable(goal).effort, in: 0.5...0.7).frame(width: 200))
        #expect(host.accessibilityElements.first?.value == "50%")
    }

    /// `blur(radius:opaque:)` lets the edges fade unless asked (the SDK declares `opaque: Bool =
    /// false`): the drawn blur group is not opaque by default.
    @Test func aBlurIsNotOpaqueByDefault() throws {
        let item = try #require(ViewHost(Color.red.frame(width: 40, height: 40).blur(radius: 4)).displayList(on: .iPhone16).first)
        let blurs = item.groups.compactMap { if case let .blur(radius, opaque) = $0.effect { (radius, opaque) } else { nil } }
        #expect(blurs.count == 1)
        #expect(blurs.first?.0 == 4 && blurs.first?.1 == false)
    }

    /// Each corner of an uneven rounded rectangle (circular style) is a quarter circle of its own
    /// radius: halfway along each corner's Bézier the point is that radius from the corner's
    /// centre, to 0.03%.
    @Test func eachUnevenCornerIsAQuarterCircleOfItsRadius() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 100)
        let radii = RectangleCornerRadii(topLeading: 15, bottomLeading: 30, bottomTrailing: 20, topTrailing: 10)
        let path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
        let midpoints = Self.curveMidpoints(of: path)
        // In drawing order: top trailing, bottom trailing, bottom leading, top leading.
        let corners: [(center: CGPoint, radius: CGFloat)] = [
            (CGPoint(x: 110, y: 10), 10), (CGPoint(x: 100, y: 80), 20), (CGPoint(x: 30, y: 70), 30), (CGPoint(x: 15, y: 15), 15),
        ]
        #expect(midpoints.count == 4)
        for (point, corner) in zip(midpoints, corners) {
            let (dx, dy) = (point.x - corner.center.x, point.y - corner.center.y)
            let distance = (dx * dx + dy * dy).squareRoot()
            #expect(abs(distance - corner.radius) < corner.radius * 3e-4, "\(point) from \(corner.center)")
        }
    }

    /// `Spring(mass:stiffness:damping:)` is the same spring read back: mass 1, stiffness 100 and
    /// damping 10 are a response of 2π√(1/100) = 0.628 s and a damping ratio of 10 / (2√100) = 0.5,
    /// and give back stiffness 100 and damping 10.
    @Test func aSpringFromItsPhysicsReadsItBack() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.response - 0.2 * Double.pi) < 1e-12)
        #expect(spring.dampingRatio == 0.5)
        #expect(abs(spring.stiffness - 100) < 1e-9)
        #expect(abs(spring.damping - 10) < 1e-9)
    }

    /// A gauge of an empty range reads 0 percent (its fraction is 0, not 0 ÷ 0).
    @Test func aGaugeOfAnEmptyRangeReadsZero() {
        let host = ViewHost(Gauge(value: 3, in: 3...3) { Text("Level") })
        #expect(host.accessibilityElements.first?.value == "0 percent")
    }

    /// `dynamicTypeSize(_:)` with a range clamps a size outside it to its nearer end and leaves one
    /// inside alone: body text under xxxLarge limited to …large is 17 pt; under xLarge limited to
    /// large…xxxLarge it stays 19 pt (the HIG's body sizes).
    @Test func aDynamicTypeRangeClampsOnlyWhatIsOutsideIt() throws {
        func size(_ view: some View, _ category: DynamicTypeSize) throws -> CGFloat {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = category
            return try #require(ViewHost(view, environment: environment).drawnTexts().first).font.size
        }
        #expect(try size(Text("Run").dynamicTypeSize(...DynamicTypeSize.large), .xxxLarge) == 17)
        #expect(try size(Text("Run").dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.xxxLarge), .xLarge) == 19)
    }

    /// A list draws a separator between rows, none under the last, and none where a row hides its
    /// own: three rows have two; with the middle row's hidden, one.
    @Test func aListDrawsSeparatorsBetweenRowsOnly() {
        func separators(hidingMiddle: Bool) -> Int {
            let host = ViewHost(
                List {
                    Text("Run")
                    Text("Walk").listRowSeparator(hidingMiddle ? .hidden : .automatic)
                    Text("Swim")
                })
            return host.displayList(on: .iPhone16).filter { abs($0.frame.height - 1.0 / 3) < 1e-9 }.count
        }
        #expect(separators(hidingMiddle: false) == 2)
        #expect(separators(hidingMiddle: true) == 1)
    }

    /// A continuous corner is drawn as one while its curve fits half the shorter side, up to
    /// exactly: a 10 pt corner in a rect 2 × 10 × 1.528665 pt tall is continuous, as in a taller
    /// one, not the circular arcs it falls back to.
    @Test func aContinuousCornerThatFitsExactlyStaysContinuous() {
        func count(_ path: Path) -> Int {
            var count = 0
            path.forEach { _ in count += 1 }
            return count
        }
        let exact = CGRect(x: 0, y: 0, width: 100, height: 2 * 10 * ContinuousCorner.extent)
        let continuous = count(RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 100, height: 80)))
        let circular = count(RoundedRectangle(cornerRadius: 10, style: .circular).path(in: exact))
        #expect(continuous != circular)
        #expect(count(RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: exact)) == continuous)
    }

    /// Trimming follows a quadratic curve: half of a symmetric one (from (10, 0) over (60, 100) to
    /// (110, 0)) ends at its apex, (60, 50), to the trimmer's 32 steps.
    @Test func trimmingFollowsAQuadraticCurve() throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 110, y: 0), control: CGPoint(x: 60, y: 100))
        let end = try #require(path.trimmedPath(from: 0, to: 0.5).currentPoint)
        #expect(abs(end.x - 60) < 0.5 && abs(end.y - 50) < 0.5, "\(end)")
        // Lifted 20 pt, ends and all (no coordinate 0 to hide a wrong term): the apex is at y 70.
        var lifted = Path()
        lifted.move(to: CGPoint(x: 10, y: 20))
        lifted.addQuadCurve(to: CGPoint(x: 110, y: 20), control: CGPoint(x: 60, y: 120))
        let apex = try #require(lifted.trimmedPath(from: 0, to: 0.5).currentPoint)
        #expect(abs(apex.x - 60) < 0.5 && abs(apex.y - 70) < 0.5, "\(apex)")
    }

    /// `SymbolVariants.none` in the environment draws a symbol without the variant around it
    /// (Apple's `EnvironmentValues.symbolVariants` example: two hearts under `.fill`, the second with
    /// `.environment(\.symbolVariants, .none)`, filled and outlined).
    @Test func theNoneVariantInTheEnvironmentDrawsTheOutline() throws {
        let host = ViewHost(
            HStack {
                Image(systemName: "heart")
                Image(systemName: "heart").environment(\.symbolVariants, .none)
            }
            .symbolVariant(.fill))
        let names = host.displayList(on: .iPhone16).compactMap { item -> String? in
            if case let .symbol(name, _, _, _, _) = item.content { name } else { nil }
        }
        #expect(names == ["heart.fill", "heart"])
    }
}
