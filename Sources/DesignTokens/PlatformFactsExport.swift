// iOS's own facts (Dynamic Type, the system colors and color values, the materials) live in
// `PlatformFacts`, which the headless SwiftUI layer may know; `DesignTokens` re-exports them, so
// `import DesignTokens` sees `DynamicTypeTable`, `SystemColors`, `SRGBColor`, `MaterialToken` and
// the rest as before. This one import serves every file of the module. Where Sources/DesignTokens
// is compiled as one module with its PlatformFacts folder (the Apple typecheck), there is no
// PlatformFacts module to import and the types are the module's own.
#if canImport(PlatformFacts)
    @_exported import PlatformFacts
#endif
