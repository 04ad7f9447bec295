/**
 * The light or dark variant of a diagram.
 *
 * @example
 * const scheme: DiagramScheme = "dark";
 */
export type DiagramScheme = "light" | "dark";

/**
 * The partkit tokens a diagram is drawn with, as plain colours and fonts (`--pk-bg` → `bg`).
 *
 * @example
 * const tokens: DiagramTokens = diagramTokens(element);
 */
export type DiagramTokens = Readonly<Record<string, string>>;

const tokenNames = ["bg", "fg", "muted", "subtle-bg", "border", "border-strong", "accent", "accent-fg", "accent-bg", "warning", "warning-bg", "font", "chart-1", "chart-2", "chart-3", "chart-4", "chart-5", "chart-6", "chart-fg"] as const;

/**
 * The tokens in effect on an element (its nearest `data-theme`, with any host override), or, with
 * no element, those partkit's theme gives `scheme` (read from a probe element in the page).
 *
 * @example
 * diagramTokens(figure);          // the figure's own colours
 * diagramTokens(undefined, "dark"); // the dark palette
 */
export function diagramTokens(element: Element | undefined, scheme: DiagramScheme = "light"): DiagramTokens {
  if (typeof document === "undefined" || typeof getComputedStyle !== "function") return {};
  let probe: HTMLElement | undefined;
  if (!element) {
    probe = document.createElement("div");
    probe.setAttribute("data-theme", scheme);
    probe.hidden = true;
    document.body.append(probe);
  }
  try {
    const style = getComputedStyle(element ?? probe!);
    const out: Record<string, string> = {};
    for (const name of tokenNames) {
      const value = style.getPropertyValue(`--pk-${name}`).trim();
      if (value) out[name] = value;
    }
    return out;
  } finally {
    probe?.remove();
  }
}

// Mermaid's theming adjusts colours itself, and throws on a notation it cannot read (oklch(), a
// var()): only hex and rgb()/hsl() colours go in; the rest keep Mermaid's derived values.
const readable = (value: string | undefined): value is string => value !== undefined && /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([^()]*\))$/i.test(value);

/** Mermaid's text size in partkit's diagrams: the UI's small body size, never below 12 px on screen. */
export const diagramFontSize = 14;

/**
 * Mermaid's `base` theme variables from partkit tokens: nodes on the accent's tint with an accent
 * outline, lines and labels in the text colours, notes on the warning tint, and categories (pie
 * slices, branches, series, sections) in the `--pk-chart-*` colours with `--pk-chart-fg` text, so
 * every slice reads in both themes.
 *
 * @example
 * mermaid.initialize({ theme: "base", themeVariables: diagramThemeVariables(tokens, "dark") });
 */
export function diagramThemeVariables(tokens: DiagramTokens, scheme: DiagramScheme): Record<string, unknown> {
  const t = (name: string) => (readable(tokens[name]) ? tokens[name] : undefined);
  const vars: Record<string, unknown> = {
    darkMode: scheme === "dark",
    fontFamily: tokens.font,
    fontSize: `${diagramFontSize}px`,
    background: t("bg"),
    textColor: t("fg"),
    titleColor: t("fg"),
    lineColor: t("muted"),
    primaryColor: t("accent-bg"),
    primaryTextColor: t("fg"),
    primaryBorderColor: t("accent"),
    mainBkg: t("accent-bg"),
    nodeBorder: t("accent"),
    nodeTextColor: t("fg"),
    secondaryColor: t("subtle-bg"),
    secondaryTextColor: t("fg"),
    secondaryBorderColor: t("border-strong"),
    tertiaryColor: t("bg"),
    tertiaryTextColor: t("fg"),
    tertiaryBorderColor: t("border"),
    clusterBkg: t("subtle-bg"),
    clusterBorder: t("border"),
    edgeLabelBackground: t("bg"),
    noteBkgColor: t("warning-bg"),
    noteTextColor: t("fg"),
    noteBorderColor: t("warning"),
    actorBkg: t("accent-bg"),
    actorBorder: t("accent"),
    actorTextColor: t("fg"),
    actorLineColor: t("border-strong"),
    signalColor: t("fg"),
    signalTextColor: t("fg"),
    labelBoxBkgColor: t("subtle-bg"),
    labelBoxBorderColor: t("border"),
    labelTextColor: t("fg"),
    loopTextColor: t("fg"),
    activationBkgColor: t("subtle-bg"),
    activationBorderColor: t("border-strong"),
    sequenceNumberColor: t("accent-fg"),
    pieStrokeColor: t("bg"),
    pieOuterStrokeColor: t("border"),
    pieStrokeWidth: "2px",
    pieOuterStrokeWidth: "1px",
    pieOpacity: "1",
    pieSectionTextColor: t("chart-fg"),
    pieTitleTextColor: t("fg"),
    pieLegendTextColor: t("fg"),
  };
  for (let i = 0; i < 12; i++) {
    const colour = t(`chart-${(i % 6) + 1}`);
    vars[`pie${i + 1}`] = colour;
    vars[`cScale${i}`] = colour;
    vars[`cScaleLabel${i}`] = t("chart-fg");
    if (i < 8) vars[`git${i}`] = colour;
  }
  const series = [1, 2, 3, 4, 5, 6].map((i) => t(`chart-${i}`)).filter((c) => c !== undefined);
  if (series.length > 0) {
    const axis = { titleColor: t("fg"), xAxisLabelColor: t("fg"), yAxisLabelColor: t("fg"), xAxisTitleColor: t("fg"), yAxisTitleColor: t("fg"), xAxisLineColor: t("muted"), yAxisLineColor: t("muted"), xAxisTickColor: t("muted"), yAxisTickColor: t("muted") };
    vars.xyChart = defined({ plotColorPalette: series.join(", "), ...axis });
  }
  return defined(vars);
}

/** The entries whose value is set: Mermaid would take an `undefined` over its own default. */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter((entry) => entry[1] !== undefined));
}

/**
 * Mermaid's `themeCSS` for partkit's diagrams: an edge's label sits on an opaque patch of the page's
 * background, so the line it labels never shows through the words; shapes are flat (Mermaid's
 * light-grey drop shadows read as a glow on a dark page).
 *
 * @example
 * mermaid.initialize({ themeCSS: diagramThemeCss(tokens) });
 */
export function diagramThemeCss(tokens: DiagramTokens): string {
  const bg = readable(tokens.bg) ? tokens.bg : "#ffffff";
  return `.edgeLabel rect, .edgeLabel .label rect, .labelBkg { fill: ${bg}; opacity: 1; background-color: ${bg}; } .edgeLabel, .edgeLabel p { background-color: ${bg}; } * { filter: none !important; }`;
}
