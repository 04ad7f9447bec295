// The fonts every screenshot is taken in, brought by the project (npm devDependencies), so a
// screenshot does not depend on the fonts the machine has installed: with Debian's font packages
// present, `system-ui` and Mermaid's text measurements changed heights by a pixel or two.
// Unlayered, so they win over the theme's --pk-font and --pk-mono (in @layer partkit); a glyph
// outside these fonts (an emoji, say) still falls back to the system.
import "@fontsource/inter/400.css";
import "@fontsource/inter/400-italic.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/jetbrains-mono/400.css";
import "@fontsource/jetbrains-mono/600.css";

const style = document.createElement("style");
style.dataset.screenshotFonts = "";
style.textContent = `:root, [data-theme] { --pk-font: "Inter", sans-serif; --pk-mono: "JetBrains Mono", monospace; }
body { font-family: "Inter", sans-serif; }`;
document.head.append(style);

/**
 * Loads every face before a story draws, so text measured while rendering (Mermaid's labels, a
 * virtual list's rows) is measured in the final font, never in a fallback that is swapped later.
 *
 * @example
 * await screenshotFontsReady;
 */
export const screenshotFontsReady: Promise<unknown> = Promise.all(
  ["400 16px Inter", "italic 400 16px Inter", "500 16px Inter", "600 16px Inter", "700 16px Inter", "400 16px 'JetBrains Mono'", "600 16px 'JetBrains Mono'"].map((face) => document.fonts.load(face)),
);
