import Foundation
import HeadlessLayout
import HeadlessSwiftUI

extension DisplayListBuilder {
    /// Draws the screen behind a sheet at its largest detent receded, as iOS 18 does
    /// (`SheetMetrics`): over black, scaled to 91.65% about the screen's top centre, its top at
    /// the top safe area (10 pt lower with a home button), clipped to 12 pt corners. The sheet
    /// itself is drawn unreceded.
    mutating func recede(on device: Device) {
        let bounds = device.bounds
        items.append(
            DisplayItem(
                identity: "sheet#receded-background", frame: bounds, opacity: 1, offset: .zero, scale: CGSize(width: 1, height: 1),
                rotationDegrees: 0, transform: .identity, groups: [], content: .fill(.color(red: 0, green: 0, blue: 0, opacity: 1))))
        let scale = SheetMetrics.recededScale
        let top = device.safeAreaTop + (device.safeAreaBottom > 0 ? 0 : SheetMetrics.topGap)
        var state = State()
        state.offset = CGSize(width: 0, height: top)
        state.scale = CGSize(width: scale, height: scale)
        state.transform = DisplayTransform.translation(0, top)
            .concatenating(.scale(scale, scale, about: CGPoint(x: bounds.midX, y: 0)))
        let page = Path(roundedRect: bounds, cornerRadius: SheetMetrics.recededCornerRadius, style: .continuous)
        state.groups = [DisplayGroup(identity: "sheet#receded", effect: .clip(page.applying(state.transform), evenOdd: false))]
        receded = state
    }
}
