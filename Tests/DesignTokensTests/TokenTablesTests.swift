import DesignTokens
import Testing

struct TokenTablesTests {
    @Test(arguments: [
        (5, CircadianPool.morning), (10, .morning), (11, .allDay), (17, .allDay),
        (18, .evening), (23, .evening), (0, .evening), (4, .evening), (24, .evening), (-1, .evening),
    ])
    func circadianPoolByHour(hour: Int, pool: CircadianPool) {
        #expect(CircadianPool.pool(forHour: hour) == pool)
    }

    @Test func circadianPoolsPartitionTheTwelveGradients() {
        let all = CircadianPool.allCases.flatMap(\.tokens)
        #expect(all.count == 12)
        #expect(Set(all) == Set(GradientToken.allCases))
    }

    @Test func motionTokenValues() {
        #expect(MotionToken.duration == 0.6)
        #expect(MotionToken.stagger == 0.012)
        #expect(MotionToken.offsetY == 6)
        #expect((MotionToken.weightFrom, MotionToken.weightTo) == (300, 400))
    }

    @Test(arguments: [
        (SystemTextStyle.body, DynamicTypeCategory.large, 17.0, 22.0),
        (.body, .accessibility5, 53, 62), (.largeTitle, .xSmall, 31, 38),
        (.caption2, .medium, 11, 13), (.footnote, .xxxLarge, 19, 24), (.title3, .accessibility2, 37, 44),
    ])
    func dynamicTypeTable(style: SystemTextStyle, category: DynamicTypeCategory, size: Double, leading: Double) {
        #expect(DynamicTypeTable.metrics(style, at: category) == TypeMetrics(size: size, leading: leading))
    }

    @Test func scaledMetricFollowsItsStyle() {
        #expect(DynamicTypeTable.scaled(44, relativeTo: .largeTitle, at: .large) == 44)
        #expect(DynamicTypeTable.scaled(34, relativeTo: .largeTitle, at: .accessibility5) == 60)
        #expect(abs(PastelTypography.welcome.size(at: .xSmall) - 44 * 31 / 34) < 1e-12)
    }

    /// The spinner's 20 pt at Large grows as body's leading, 22 to 62 pt at AX5 (measured on iOS
    /// 18: 56.33 pt, D284); by size it would be 20 × 53 / 17 = 62.35.
    /// Apple's Dynamic Type table (HIG, Typography): Headline is semibold, every other style regular.
    @Test func onlyTheHeadlineIsSemibold() {
        #expect(DynamicTypeTable.numericWeight(of: .headline) == 600)
        #expect(DynamicTypeTable.numericWeight(of: .body) == 400)
        #expect(DynamicTypeTable.numericWeight(of: .subheadline) == 400)
    }

    @Test func scaledAsLeadingFollowsTheStylesLeading() {
        #expect(DynamicTypeTable.scaledAsLeading(20, relativeTo: .body, at: .large) == 20)
        #expect(abs(DynamicTypeTable.scaledAsLeading(20, relativeTo: .body, at: .accessibility5) - 20 * 62 / 22) < 1e-12)
        #expect(abs(DynamicTypeTable.scaledAsLeading(1, relativeTo: .title2, at: .accessibility5) - 66.0 / 28) < 1e-12)
    }

    @Test func wcagLargeText() {
        #expect(PastelTypography.welcome.isLargeText)
        #expect(AthleticTypography.labelLarge.isLargeText == false)
        #expect(TypographyToken(size: 14, weight: .bold, relativeTo: .body).isLargeText)
        #expect(TypographyToken(size: 14, weight: .semibold, relativeTo: .body).isLargeText == false)
    }

    @Test(arguments: [(852.0, 16.0), (700, 16), (699.9, 12), (667, 12), (.nan, 12), (-5, 12), (.infinity, 16)])
    func glassCardSpacing(height: Double, spacing: Double) {
        #expect(GlassTokens.Layout.cardSpacing(for: height) == spacing)
    }

    @Test func athleticGradientRunsAt135Degrees() throws {
        let angle = try #require(AthleticColors.athleticGradient.cssAngleDegrees)
        #expect(abs(angle - 135) < 1e-9)
        guard case let .linear(start, end) = AthleticColors.athleticGradient.geometry else {
            Issue.record()
            return
        }
        #expect(start.x < end.x && start.y < end.y)
    }

    @Test func refreshAdaptation() {
        #expect(RefreshAdaptation.damping(framesPerSecond: 120) == 12)
        #expect(RefreshAdaptation.damping(framesPerSecond: 60) == 10.5)
    }

    @Test func springExpressionsReadAsSwiftUI() {
        #expect(PastelGlass.entranceSpring.swiftUIExpression == ".interpolatingSpring(stiffness: 130, damping: 12)")
        #expect(GlassTokens.Animation.press.swiftUIExpression == ".bouncy(duration: 0.3)")
        #expect(GlassTokens.Animation.selection.swiftUIExpression == ".spring(response: 0.35, dampingFraction: 0.7)")
        #expect(PastelTiming.micRipple.swiftUIExpression == ".easeOut(duration: 1.5).repeatForever(autoreverses: false)")
    }

    @Test(arguments: Theme.all)
    func themeTokenNamesAreUniqueAndSorted(theme: Theme) {
        let names = theme.tokens.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == names.sorted())
        #expect(theme.tokens.allSatisfy { !$0.source.isEmpty })
    }

    @Test func themesByName() {
        #expect(Theme(named: "athletic")?.dialect == .athletic)
        #expect(Theme(named: "neon") == nil)
    }

    @Test func fontWeightNearest() {
        #expect(FontWeightToken.nearest(to: 300) == .light)
        #expect(FontWeightToken.nearest(to: 350) == .light)
        #expect(FontWeightToken.nearest(to: 351) == .regular)
    }
}
