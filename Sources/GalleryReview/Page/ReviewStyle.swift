/// `review.css`: the review pages' one style sheet. Plain CSS, no network: system fonts, rem
/// sizes (readable at 200% zoom), rows that scroll sideways on a phone rather than widen the
/// page and wrap on a desktop rather than hide their last pictures, and the theme and dialect
/// filters as radio buttons read by `:has()`.
public enum ReviewStyle {
    public static let css = """
        :root { color-scheme: light dark; --page: #f5f5f7; --card: #fff; --ink: #1d1d1f; --quiet: #6e6e73;
          --line: #d2d2d7; --accent: #0a66d8; --changed: #c9247c; --pass: #1a7f37; --fail: #c4291c; }
        @media (prefers-color-scheme: dark) {
          :root { --page: #111113; --card: #1d1d20; --ink: #f5f5f7; --quiet: #a1a1a6; --line: #3a3a3e;
            --accent: #5ea8ff; --changed: #ff6fb5; --pass: #4cc36a; --fail: #ff6b5e; }
        }
        * { box-sizing: border-box; }
        body { font: 1rem/1.45 system-ui, -apple-system, "Inter", sans-serif; margin: 0; background: var(--page);
          color: var(--ink); }
        a { color: var(--accent); }
        a:focus-visible, input:focus-visible + label, summary:focus-visible {
          outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
        .skip { position: absolute; left: -999px; top: 0; background: var(--card); padding: 0.5rem 1rem; }
        .skip:focus { left: 1rem; }
        header { padding: 1rem 1.5rem 0.5rem; }
        header p { margin: 0.25rem 0; color: var(--quiet); }
        h1 { font-size: 1.6rem; margin: 0.25rem 0; }
        h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
        h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
        h3 small { font-weight: 400; color: var(--quiet); }
        main { padding: 0 1.5rem 3rem; }
        nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; margin: 0.5rem 0; }
        .filters { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 0.5rem 0; }
        .filters fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; }
        .filters legend { float: left; margin-right: 0.5rem; color: var(--quiet); }
        .filters input { position: absolute; opacity: 0; }
        .filters label { padding: 0.2rem 0.75rem; border: 1px solid var(--line); border-radius: 999px; cursor: pointer;
          background: var(--card); }
        .filters input:checked + label { background: var(--ink); color: var(--page); border-color: var(--ink); }
        .row { display: flex; gap: 0.75rem; overflow-x: auto; padding: 0.25rem 0.25rem 0.75rem; align-items: flex-start; }
        .wrap { flex-wrap: wrap; overflow-x: visible; }
        @media (min-width: 60rem) { .row.variants { flex-wrap: wrap; overflow-x: visible; } }
        figure { margin: 0; background: var(--card); padding: 0.5rem; border-radius: 12px; flex: none;
          border: 1px solid var(--line); max-width: 100%; }
        figure img { display: block; border-radius: 6px; max-width: 100%; height: auto; }
        figcaption { font-size: 0.8rem; margin-top: 0.35rem; max-width: 16rem; }
        figure.home { border: 2px solid var(--accent); }
        .variants figure { background: transparent; }
        .lint { font-size: 0.75rem; margin: 0.25rem 0 0; max-width: 16rem; }
        .lint.clean { color: var(--pass); }
        .lint.found { color: var(--fail); }
        details pre, pre { white-space: pre-wrap; font-size: 0.75rem; }
        article.screen, article.animation, article.change { border-top: 1px solid var(--line); }
        .change .share { color: var(--changed); font-weight: 600; }
        .table { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; background: var(--card); border-radius: 12px; }
        th, td { text-align: left; padding: 0.35rem 0.75rem; border-bottom: 1px solid var(--line); }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .verdict-fail { color: var(--fail); font-weight: 600; }
        .verdict-contradiction { color: var(--changed); font-weight: 600; }
        .verdict-pass { color: var(--pass); }
        .detail { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        .detail .picture { overflow: auto; max-width: 100%; }
        .detail .picture img { max-width: none; }
        #fit:checked ~ .detail .picture img { width: var(--points); height: auto; }
        .detail .notes { flex: 0 1 26rem; min-width: 0; }
        .detail .notes li { margin: 0.15rem 0; }
        .detail .notes .lint { font-size: 0.9rem; }
        body:has(#theme-pastel:checked) [data-theme]:not([data-theme="pastel"]),
        body:has(#theme-athletic:checked) [data-theme]:not([data-theme="athletic"]),
        body:has(#theme-liquid:checked) [data-theme]:not([data-theme="liquid"]),
        body:has(#theme-harbor:checked) [data-theme]:not([data-theme="harbor"]),
        body:has(#dialect-pastel:checked) [data-dialect]:not([data-dialect="pastel"]),
        body:has(#dialect-athletic:checked) [data-dialect]:not([data-dialect="athletic"]),
        body:has(#dialect-liquid:checked) [data-dialect]:not([data-dialect="liquid"]),
        body:has(#language-de:checked) [data-language]:not([data-language="de"]),
        body:has(#language-ar:checked) [data-language]:not([data-language="ar"]),
        body:has(#language-double-length:checked) [data-language]:not([data-language="double-length"]) { display: none; }

        """
}
