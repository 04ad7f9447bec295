import { defaultDiagramLimits, diagramTooLarge, type DiagramLimits } from "./diagram-limits";
import { diagramThemeCss, diagramThemeVariables, diagramTokens, type DiagramScheme, type DiagramTokens } from "./diagram-theme";

export type { DiagramScheme } from "./diagram-theme";
import { mermaidModule } from "./mermaid-module";
import { svgImage, type SvgImage } from "./svg-image";

/**
 * A drawn diagram, or why it could not be drawn (Mermaid's own message for a syntax error).
 *
 * @example
 * const result = await renderDiagram("graph TD\nA-->B", "light");
 * if (result.ok) console.log(result.image.width); else console.warn(result.error);
 */
export type DiagramResult =
  | { readonly ok: true; readonly image: SvgImage; readonly kind: string }
  | { readonly ok: false; readonly error: string };

let sequence = 0;
let queue: Promise<unknown> = Promise.resolve();
const cache = new Map<string, Promise<DiagramResult>>();
const cacheSize = 64;

/**
 * Draws Mermaid source as an SVG image, loading Mermaid on first use, in partkit's colours: Mermaid's
 * `base` theme with variables from the `--pk-*` tokens (`tokens`, read from the element the
 * diagram sits in; by default those partkit's theme gives `scheme`), labels at 14 px in the UI's
 * font, edge labels on an opaque patch of the background. Always `securityLevel: "strict"`
 * (labels sanitised, no click handlers, no HTML) and Mermaid's own error drawing off; a diagram's
 * directives cannot change either, nor the theme (Mermaid keeps them in its `secure` keys).
 * Drawings run one at a time, and the same source and colours are drawn once (kept for the last
 * 64). Never rejects: a load failure, a syntax error or a source over the limits resolves to
 * `{ ok: false, error }`.
 *
 * @example
 * const result = await renderDiagram("sequenceDiagram\nA->>B: hi", "dark");
 */
export function renderDiagram(source: string, scheme: DiagramScheme, limits: DiagramLimits = defaultDiagramLimits, tokens: DiagramTokens = diagramTokens(undefined, scheme)): Promise<DiagramResult> {
  const tooLarge = diagramTooLarge(source, limits);
  if (tooLarge) return Promise.resolve({ ok: false, error: tooLarge });
  const key = `${scheme}\u0000${limits.maxEdges}\u0000${JSON.stringify(tokens)}\u0000${source}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = (queue = queue.then(() => draw(source, scheme, limits, tokens), () => draw(source, scheme, limits, tokens))) as Promise<DiagramResult>;
  cache.set(key, result);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  return result;
}

async function draw(source: string, scheme: DiagramScheme, limits: DiagramLimits, tokens: DiagramTokens): Promise<DiagramResult> {
  let container: HTMLDivElement | undefined;
  try {
    const mermaid = await mermaidModule();
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: "strict",
      suppressErrorRendering: true,
      theme: "base",
      themeVariables: diagramThemeVariables(tokens, scheme),
      themeCSS: diagramThemeCss(tokens),
      ...(tokens.font ? { fontFamily: tokens.font } : {}),
      maxTextSize: limits.maxChars,
      maxEdges: limits.maxEdges,
      // Keys a diagram's own directives cannot change: Mermaid's defaults, plain-text labels, and
      // the look (a model's `%%{init: {"theme": "dark"}}%%` would paint a dark box on a light page).
      secure: ["secure", "securityLevel", "startOnLoad", "maxTextSize", "suppressErrorRendering", "maxEdges", "htmlLabels", "theme", "themeVariables", "themeCSS", "fontFamily"],
      // Plain SVG text rather than HTML in <foreignObject>: the drawing is shown as an image.
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    });
    // Mermaid measures text in the live document: it draws in this off-screen box, which it
    // empties when done, and the box goes too. The page shows only the serialised SVG, as an image.
    container = document.createElement("div");
    container.setAttribute("aria-hidden", "true");
    container.inert = true;
    container.style.cssText = "position:fixed;left:-100000px;top:0;width:1200px;visibility:hidden;pointer-events:none;";
    document.body.append(container);
    const { svg, diagramType } = await mermaid.render(`pk-mermaid-${++sequence}`, source, container);
    return { ok: true, image: svgImage(asXml(svg)), kind: diagramType };
  } catch (error) {
    return { ok: false, error: message(error) };
  } finally {
    container?.remove();
  }
}

// Mermaid serialises its SVG as HTML (`<br>` unclosed); an SVG image must be well-formed XML.
// DOMParser's document is inert: nothing in it loads or runs.
function asXml(svg: string): string {
  const root = new DOMParser().parseFromString(svg, "text/html").body.firstElementChild;
  return root && root.localName === "svg" ? new XMLSerializer().serializeToString(root) : svg;
}

function message(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "Mermaid could not draw this diagram.";
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
