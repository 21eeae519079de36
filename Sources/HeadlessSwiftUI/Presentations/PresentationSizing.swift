import Foundation

/// How a sheet sizes itself on a regular-width screen (Apple: `PresentationSizing`, iOS 18). In
/// compact width, every iPhone here, a sheet spans the screen's width whatever the sizing.
public protocol PresentationSizing: Sendable {}

/// The sizing the system picks: `.page` on iPad (Apple: `AutomaticPresentationSizing`).
public struct AutomaticPresentationSizing: PresentationSizing {
    /// The sizing.
    nonisolated public init() {}
}

/// A sheet about the size of a page of text (Apple: `PagePresentationSizing`).
public struct PagePresentationSizing: PresentationSizing {
    /// The sizing.
    nonisolated public init() {}
}

/// A sheet sized for a form, smaller than a page (Apple: `FormPresentationSizing`).
public struct FormPresentationSizing: PresentationSizing {
    /// The sizing.
    nonisolated public init() {}
}

/// A sheet sized to its content's ideal size (Apple: `FittedPresentationSizing`).
public struct FittedPresentationSizing: PresentationSizing {
    /// The sizing.
    nonisolated public init() {}
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The system's sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A page-sized sheet.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A form-sized sheet.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// A sheet that fits its content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// How this sheet's content sizes its sheet in regular width (Apple: `presentationSizing(_:)`);
    /// on iPhone the sheet spans the screen's width, so nothing here changes.
    ///
    /// ```swift
    /// EditorView().presentationSizing(.form)
    /// ```
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
