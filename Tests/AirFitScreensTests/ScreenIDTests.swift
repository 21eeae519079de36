import AirFitScreens
import DesignTokens
import Testing

@Suite struct ScreenIDTests {
    @Test func idsAreTheIssuesList() {
        #expect(
            ScreenID.allCases.map(\.rawValue) == [
                "onboarding", "dashboard", "voice-log", "rep-counter", "chat", "settings",
                "workout-detail", "train-hub", "active-training", "achievements", "today",
            ])
    }

    @Test func unknownIdNamesTheInputAndTheValidOnes() {
        #expect(throws: UnknownScreenError(name: "dashbaord")) { try ScreenID.named("dashbaord") }
        let message = UnknownScreenError(name: "dashbaord").description
        #expect(message.contains("\"dashbaord\""))
        #expect(message.contains("train-hub, active-training, achievements, today"))
    }

    @Test func homeDialects() {
        #expect(ScreenID.allCases.filter { $0.homeDialect == .athletic } == [.trainHub, .activeTraining, .achievements])
        #expect(ScreenID.today.homeDialect == .liquid)
    }
}
