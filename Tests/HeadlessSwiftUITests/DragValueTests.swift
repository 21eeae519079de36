import Foundation
import SwiftUI
import Testing

/// `DragGesture.Value`: the translation is where the finger is less where it started; the predicted
/// end adds UIKit's deceleration projection, velocity × 0.25 s (UIScrollView's normal deceleration,
/// as SwiftUI predicts it), to both the translation and the start.
struct DragValueTests {
    @Test func thePredictedEndRunsAQuarterSecondOnAtTheVelocity() {
        let value = DragGesture.Value(
            time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 130, y: 50), startLocation: CGPoint(x: 100, y: 80),
            velocity: CGSize(width: 400, height: -200))
        #expect(value.translation == CGSize(width: 30, height: -30))
        #expect(value.predictedEndTranslation == CGSize(width: 130, height: -80))
        #expect(value.predictedEndLocation == CGPoint(x: 230, y: 0))
    }
}
