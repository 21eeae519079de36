import DesignTokens

/// One foreground role over the surfaces it sits on.
struct ContrastCase: Sendable {
    /// Whose value the foreground is: the spec's (a failure is reported as a contradiction) or
    /// our default (a failure fails `--strict`).
    enum Origin: Sendable { case spec, ours }

    let id: String
    let subject: String
    /// The foreground's colors per appearance and surface name: one for a solid color, many for a
    /// gradient fill (which may depend on the surface, as GradientNumber's does).
    let foreground: @Sendable (Appearance, String) -> [SRGBColor]
    let requirement: ContrastRequirement
    let surfaces: [ContrastSurface]
    let origin: Origin
    /// For a spec value: what our components use instead.
    let correction: String?

    init(
        _ id: String, _ subject: String, _ foreground: AdaptiveColor, _ requirement: ContrastRequirement,
        on surfaces: [ContrastSurface], origin: Origin = .ours, correction: String? = nil
    ) {
        self.init(
            id, subject, gradient: { appearance, _ in [foreground.resolved(in: appearance)] }, requirement, on: surfaces,
            origin: origin, correction: correction)
    }

    /// A foreground that is itself a gradient: every one of its colors is held against every sample.
    init(
        _ id: String, _ subject: String, gradient foreground: @escaping @Sendable (Appearance, String) -> [SRGBColor],
        _ requirement: ContrastRequirement, on surfaces: [ContrastSurface], origin: Origin = .ours,
        correction: String? = nil
    ) {
        self.id = id
        self.subject = subject
        self.foreground = foreground
        self.requirement = requirement
        self.surfaces = surfaces
        self.origin = origin
        self.correction = correction
    }

    /// The finding for one appearance: the worst ratio over every sample of every surface.
    func finding(theme: Dialect, appearance: Appearance) -> Finding {
        var figures: [String: Double] = [:]
        var worst = (ratio: Double.infinity, surface: "", position: "")
        for surface in surfaces {
            let foregrounds = foreground(appearance, surface.name)
            let ratios = surface.samples(appearance).map { sample in
                (foregrounds.map { $0.contrastRatio(over: sample.color) }.min()!, sample.position)
            }
            let surfaceWorst = ratios.min { $0.0 < $1.0 }!
            figures["\(surface.name).worst"] = surfaceWorst.0
            if ratios.count > 1 {
                figures["\(surface.name).start"] = ratios.first!.0
                figures["\(surface.name).end"] = ratios.last!.0
            }
            if surfaceWorst.0 < worst.ratio { worst = (surfaceWorst.0, surface.name, surfaceWorst.1) }
        }
        figures["worst"] = worst.ratio
        figures["required"] = requirement.minimumRatio
        let passes = worst.ratio >= requirement.minimumRatio
        let verdict: Verdict = passes ? .pass : origin == .spec ? .contradiction : .fail
        let place =
            surfaces.count > 1 || worst.position != "solid"
            ? " on \(worst.surface)\(worst.position == "solid" ? "" : " at \(worst.position)")" : ""
        let summary =
            "worst \(ratioText(worst.ratio))\(place), needs \(format3(requirement.minimumRatio)):1 "
            + "(\(requirement.label))"
        return Finding(
            id: "contrast.\(theme.rawValue).\(appearance.rawValue).\(id)",
            subject: "\(subject) (\(theme.rawValue), \(appearance.rawValue))",
            verdict: verdict, summary: summary, figures: figures,
            correction: passes ? nil : correction)
    }
}
