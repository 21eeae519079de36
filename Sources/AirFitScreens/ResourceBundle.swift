import Foundation

#if !SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
    extension Bundle {
        /// Where `AirFitScreens` is compiled outside SwiftPM (a type check of its sources against Apple's SDKs),
        /// the accessor SwiftPM generates for its String Catalog does not exist: this stands in for it.
        /// SwiftPM defines `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` for a target with resources, so in
        /// every real build its own `Bundle.module` is the one used.
        static let module = Bundle.main
    }
#endif
