import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
@_spi(Internals) import SnapshotTesting

/// Snapshots every `#Preview` and `PreviewProvider` of `module` with no test code per preview:
/// each one found in the running test binary (`DiscoveredPreview.all(in:)`), made, wrapped in its
/// `PreviewModifier`s and rendered at the layout its traits (or `previewLayout`) ask for
/// (`.sizeThatFitsLayout`, `.fixedLayout`, else `device`, turned for `.landscapeLeft` and
/// `.landscapeRight`), each compared with its own reference,
/// named after its file, line and name (a provider: its type and display name).
///
/// ```swift
/// @Test func previews() async {
///     await assertPreviewSnapshots(module: "ProfileScreen", appearance: .dark)
/// }
/// ```
/// A preview that throws is recorded as a failure naming its file and line; the others are still
/// compared. A module with no previews is a failure too, so a misspelt module name cannot pass.
///
/// - Parameters:
///   - module: The module whose previews to snapshot, as its files' `#fileID` begins.
///   - device: The device of previews laid out on a device (`.defaultLayout`, Xcode's default).
///   - appearance, dynamicTypeSize, locale: As `.headlessImage` takes them.
@MainActor
public func assertPreviewSnapshots(
    module: String, device: Device = .iPhone16, appearance: Appearance = .light, dynamicTypeSize: DynamicTypeSize = .large,
    locale: Locale = Locale(identifier: "en_US"), record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    let previews = DiscoveredPreview.all(in: module)
    guard !previews.isEmpty else {
        recordIssue(
            "No #Preview in module '\(module)': the modules with previews are \(Set(DiscoveredPreview.all().map(\.module)).sorted())",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for preview in previews {
        do {
            let made = try preview.make()
            let name = preview.snapshotName(title: made.name)
            let view = try await made.view()
            let failure = verifySnapshot(
                of: view,
                as: .headlessImage(
                    layout: made.layout.snapshotLayout(on: made.device(on: device)), appearance: appearance,
                    dynamicTypeSize: dynamicTypeSize,
                    locale: locale),
                named: name, record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            if let failure { recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column) }
        } catch {
            recordIssue(
                "#Preview at \(preview.fileID):\(preview.line) threw \(error)", fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
    }
}

extension DiscoveredPreview {
    /// The reference's name: the file without its module and extension, the line, and the
    /// preview's `title` when it has one, letters and digits only: `ProfileScreen-42-Dark`.
    func snapshotName(title: String?) -> String {
        let file = fileID.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? fileID
        let title = title ?? ""
        return ([file] + (line > 0 ? [String(line)] : []) + (title.isEmpty ? [] : [title]))
            .map { String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
            .joined(separator: "-")
    }
}

extension PreviewLayout {
    /// The snapshot layout of a preview laid out this way, `device` for a device's.
    func snapshotLayout(on device: Device) -> HeadlessSnapshotLayout {
        switch self {
        case .device: .device(device)
        case .sizeThatFits: .sizeThatFits
        case let .fixed(width, height): .fixed(width: width, height: height)
        }
    }
}
