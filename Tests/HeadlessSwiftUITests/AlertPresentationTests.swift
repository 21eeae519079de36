import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// An alert (Apple's `alert(_:isPresented:actions:message:)`): with two buttons side by side, with
/// three or more each on a row of its own, every one drawn.
@MainActor
struct AlertPresentationTests {
    struct Asking: View {
        let buttons: Int
        @State private var isPresented = true
        var body: some View {
            Text("Asking")
                .alert("Save the workout?", isPresented: $isPresented) {
                    ForEach(0..<buttons, id: \.self) { Button("Choice \($0)") {} }
                }
        }
    }

    @Test(arguments: [2, 3, 4])
    func everyButtonIsDrawn(count: Int) {
        let strings = ViewHost(Asking(buttons: count)).drawnTexts().map(\.string)
        for index in 0..<count { #expect(strings.contains("Choice \(index)"), "\(count) buttons") }
    }

    @Test func threeButtonsStackTwoSitSideBySide() throws {
        let three = ViewHost(Asking(buttons: 3))
        #expect(try three.frame(ofText: "Choice 1").minY > three.frame(ofText: "Choice 0").maxY)
        let two = ViewHost(Asking(buttons: 2))
        #expect(abs(try two.frame(ofText: "Choice 1").midY - two.frame(ofText: "Choice 0").midY) < 1e-9)
    }
}
