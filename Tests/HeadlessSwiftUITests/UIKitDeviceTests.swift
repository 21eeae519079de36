import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// A label of the main screen's width, as app code sizes a view with `UIScreen.main`.
private struct ScreenWidth: View {
    var body: some View {
        Text("\(Int(UIScreen.main.bounds.width)) \(Int(UIScreen.main.scale))x \(UIDevice.current.orientation.isLandscape ? "L" : "P")")
    }
}

/// UIKit's screen, device and application as SwiftUI code reads them (D267). The main screen is
/// the device of the host a view is built in: 393 × 852 pt at 3x on an iPhone 16, 375 × 667 at 2x
/// on an iPhone SE, whose panels are 1179 × 2556 and 750 × 1334 pixels (Apple's technical
/// specifications); turned, the bounds turn with it, as UIKit's have since iOS 8.
@MainActor
struct UIKitDeviceTests {
    @Test func theMainScreenIsTheDeviceOfTheHostAViewIsBuiltIn() throws {
        #expect(ViewHost(VStack { ScreenWidth() }, device: .iPhoneSE).drawnTexts().map(\.string) == ["375 2x P"])
        #expect(ViewHost(VStack { ScreenWidth() }, device: .iPhone16ProMax).drawnTexts().map(\.string) == ["440 3x P"])
        #expect(ViewHost(VStack { ScreenWidth() }, device: Device.iPhone16.landscape).drawnTexts().map(\.string) == ["852 3x L"])
    }

    @Test func nativeBoundsAreThePortraitPanelInPixels() {
        _ = ViewHost(EmptyView(), device: .iPhone16)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        _ = ViewHost(EmptyView(), device: Device.iPhoneSE.landscape)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334))
        #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        var host = ViewHost(EmptyView(), device: .iPhone16Pro)
        #expect(UIScreen.main.maximumFramesPerSecond == 120)
        host.device = .iPhoneSE
        #expect(UIScreen.main.scale == 2)
        host = ViewHost(EmptyView())
        #expect(UIScreen.main.scale == 3)
    }

    @Test func theDeviceIsAnIPhoneRunningIOS18() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.userInterfaceIdiom.rawValue == 0)
        #expect(device.systemName == "iOS" && device.systemVersion == "18.0" && device.model == "iPhone")
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        #expect(UIDeviceOrientation.landscapeRight.rawValue == 4 && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation && UIDeviceOrientation.portraitUpsideDown.isPortrait)
    }

    @Test func noOtherAppOpensAURLHeadless() async {
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(settings.absoluteString == "app-settings:")
        #expect(!UIApplication.shared.canOpenURL(settings))
        var opened: Bool?
        UIApplication.shared.open(settings) { opened = $0 }
        #expect(opened == false)
        #expect(await UIApplication.shared.open(settings) == false)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }
}
