import Foundation

/// The measurements of iOS 18's sheet on an iPhone (UIKit's page sheet, which SwiftUI's `sheet`
/// presents), in points, each with its source (docs/fidelity.md, decision D239):
/// - the sheet at the large detent starts 10 pt below the top safe area on a phone with a home
///   indicator and 20 pt below it on one with a home button, so the largest detent value is the
///   safe area's height less those 10 or 20 pt (UIKit's `maximumDetentValue`, measured through the
///   API as 749 on an 852 pt iPhone 14 Pro and 627 on a 667 pt iPhone SE: boscojwho/SheetInteraction
///   `Detents.swift`); a detent's value is the sheet's height above the bottom safe area;
/// - `.medium` is "approximately half the height of the screen" (Apple's `PresentationDetent`):
///   half the largest detent value here; `fraction(_:)` is that fraction of it;
/// - the sheet's top corners are 12 pt, the grabber 36 × 5 pt, 5 pt below the sheet's top, in the
///   tertiary label color; at the large detent the page behind is scaled to 91.65% about its top,
///   its top at the safe area's (10 pt under the sheet's), its corners 12 pt, over black and
///   darkened by black at 10% (lightened by #C8C8C8 at 10% in dark): Flutter's `CupertinoSheetRoute`,
///   measured against the iOS 18.0 simulator on an iPhone 16 Pro (flutter/flutter
///   `packages/flutter/lib/src/cupertino/sheet.dart`);
/// - below the large detent the page stays where it is under a dimming of black at 20% (48% in
///   dark): the modal barrier color Flutter extracted from Apple's design resources
///   (`kCupertinoModalBarrierColor`, `cupertino/route.dart`).
package enum SheetMetrics {
    /// How far the sheet's top stays below the top safe area at the largest detent with a home
    /// indicator; twice that with a home button.
    package static let topGap: CGFloat = 10
    package static let cornerRadius: CGFloat = 12
    package static let grabberSize = CGSize(width: 36, height: 5)
    package static let grabberTopInset: CGFloat = 5
    /// The page behind a large sheet: its scale and corner radius.
    package static let recededScale: CGFloat = 1 - 0.0835
    package static let recededCornerRadius: CGFloat = 12
    package static let recededShade = 0.10
    /// The gray that lightens the receded page in dark (#C8C8C8).
    package static let recededShadeDark: Double = 0xC8 / 255
    /// The dimming under a sheet below its largest detent.
    package static let dimming = 0.2
    package static let dimmingDark = Double(0x7A) / 255

    /// The largest detent value on a screen whose safe area is `safeHeight` tall, with or without a
    /// home indicator (a bottom safe area).
    package static func maximumDetentValue(safeHeight: CGFloat, hasHomeIndicator: Bool) -> CGFloat {
        max(0, safeHeight - (hasHomeIndicator ? topGap : 2 * topGap))
    }
}
