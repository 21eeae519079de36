#if os(Linux)
    /// The gallery's animations, as data: a catalog preview or screen that animates by itself from the
    /// moment it appears, how long to record it, and whether a Reduce Motion version is shown too.
    enum GalleryAnimations {
        struct Entry {
            let name: String
            let duration: Double
            let reduceMotionVariant: Bool
        }

        /// 30 frames a second at 1x keeps the whole gallery inside its two-minute budget (D52).
        static let framesPerSecond = 30

        static let entries: [Entry] = [
            Entry(name: "cascade-text", duration: 1.2, reduceMotionVariant: true),
            Entry(name: "glass-card", duration: 1.0, reduceMotionVariant: false),
            Entry(name: "pastel-dashboard", duration: 1.5, reduceMotionVariant: false),
            Entry(name: "voice-log", duration: 1.6, reduceMotionVariant: false),
            Entry(name: "modern-components", duration: 1.2, reduceMotionVariant: true),
            Entry(name: "transition-hero", duration: 1.0, reduceMotionVariant: true),
            Entry(name: "transition-sheet-rise", duration: 1.0, reduceMotionVariant: true),
            Entry(name: "transition-pulse-expand", duration: 1.0, reduceMotionVariant: true),
            Entry(name: "transition-tab-morph", duration: 0.8, reduceMotionVariant: true),
            Entry(name: "transition-card-flip", duration: 0.8, reduceMotionVariant: true),
            Entry(name: "transition-countdown-burst", duration: 4.5, reduceMotionVariant: false),
            Entry(name: "active-training", duration: 5.0, reduceMotionVariant: false),
            // 000 §8/§11: Welcome → Dashboard → Voice Log → Rep Counter, the gradient cross-fading on every push.
            Entry(name: "pastel-flow", duration: 4.0, reduceMotionVariant: true),
        ]
    }
#endif
