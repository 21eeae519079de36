import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

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

/// iOS 16's text fields among an alert's actions, as `UIAlertController` draws them (measured at
/// 2x on a recording of one, AlertMetrics): above the buttons in a bordered group 15 pt from the
/// card's sides, 21 pt under the message's line, 60 pt for two fields, the text 13 pt and 8 pt in; the
/// buttons still counted alone (two side by side); a disabled action's title gray.
@MainActor
struct AlertTextFieldTests {
    struct SignIn: View {
        @State private var mail = "sochalew"
        @State private var password = ""
        var body: some View {
            Text("Under")
                .alert("Sign in", isPresented: .constant(true)) {
                    TextField("Mail", text: $mail)
                    SecureField("Password", text: $password)
                    Button("Cancel", role: .cancel) {}
                    Button("OK") {}.disabled(true)
                } message: {
                    Text("Enter the following information.")
                }
        }
    }

    func text(_ string: String, in items: [DisplayItem]) throws -> (frame: CGRect, text: DisplayText) {
        let found = items.compactMap { item -> (CGRect, DisplayText)? in
            if case let .text(text) = item.content, text.string == string { (item.frame, text) } else { nil }
        }
        return try #require(found.first, "\(string) is not drawn")
    }

    @Test func fieldsSitInABorderedGroupAboveTheButtons() throws {
        let host = ViewHost(SignIn())
        let items = host.displayList(on: .iPhone16)
        let card = (393 - AlertMetrics.width) / 2
        let mail = try text("sochalew", in: items)
        let password = try text("Password", in: items)
        #expect(mail.text.font.size == 13 && password.text.font.size == 13)
        // The text 15 pt (group) + 0.5 pt (border) + 8 pt in from the card's side; fields 29.75 pt apart.
        #expect(abs(mail.frame.minX - (card + 15 + 0.5 + 8)) < 1e-9, "\(mail.frame)")
        #expect(abs(password.frame.midY - mail.frame.midY - 29.75) < 1e-9)
        // Both above the buttons, which sit side by side: the fields are not counted as buttons.
        let cancel = try host.frame(ofText: "Cancel")
        let ok = try host.frame(ofText: "OK")
        #expect(abs(cancel.midY - ok.midY) < 1e-9 && password.frame.maxY < cancel.minY)
        // The group: 240 pt wide, 60 pt for two fields, 21 pt under the message's line.
        let message = try host.frame(ofText: "Enter the following information.")
        let group = try #require(items.first { abs($0.frame.width - 240) < 1e-9 && abs($0.frame.height - 60) < 1e-9 }?.frame)
        #expect(abs(group.minX - (card + 15)) < 1e-9 && abs(group.minY - message.maxY - 21) < 1e-9, "\(group) \(message)")
    }

    @Test func theGroupsBorderIsAHairlineWithSevenPointCorners() throws {
        let items = ViewHost(SignIn()).displayList(on: .iPhone16)
        let border = try #require(
            items.first {
                if case .shape(_, _, let stroke?) = $0.content {
                    abs($0.frame.height - 60) < 1e-9 && stroke.lineWidth == 0.5
                } else {
                    false
                }
            })
        guard case let .shape(path, paint, _) = border.content else { throw AlertTestError.noBorder }
        let measured: DisplayPaint = .color(red: 179.0 / 255, green: 179.0 / 255, blue: 178.0 / 255, opacity: 1)
        #expect(paint == measured)
        // The outline starts where a 7 pt continuous corner, inset by half the hairline, ends.
        let expected = RoundedRectangle(cornerRadius: 7, style: .continuous).inset(by: 0.25).path(in: border.frame)
        #expect(path.elements.first == expected.elements.first, "\(String(describing: path.elements.first))")
    }

    enum AlertTestError: Error { case noBorder }

    @Test func theMessageSitsFourPointsUnderTheTitle() throws {
        let host = ViewHost(SignIn())
        #expect(abs(try host.frame(ofText: "Enter the following information.").minY - host.frame(ofText: "Sign in").maxY - 4) < 1e-9)
    }

    @Test func aDisabledActionIsGray() throws {
        let ok = try text("OK", in: ViewHost(SignIn()).displayList(on: .iPhone16))
        #expect(ok.text.paint == .color(red: 0, green: 0, blue: 0, opacity: 0.4))
        let cancel = try text("Cancel", in: ViewHost(SignIn()).displayList(on: .iPhone16))
        #expect(cancel.text.paint != ok.text.paint)
    }
}
