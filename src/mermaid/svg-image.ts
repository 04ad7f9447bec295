/**
 * A rendered diagram as an image: its SVG source, a `data:` URL for an `<img>`, and its size.
 *
 * @example
 * const image: SvgImage = svgImage('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"></svg>');
 * image.width; // 10
 */
export interface SvgImage {
  readonly svg: string;
  readonly url: string;
  readonly width: number | undefined;
  readonly height: number | undefined;
}

const viewBoxPattern = /^<svg\b[^>]*?\sviewBox="\s*[-\d.eE]+[\s,]+[-\d.eE]+[\s,]+([\d.eE]+)[\s,]+([\d.eE]+)\s*"/;

/**
 * Wraps SVG text as an image. The `data:` URL goes in an `<img>`, where no script in the SVG
 * runs and nothing in it reaches the page. Pure; never throws.
 *
 * @example
 * <img src={svgImage(svg).url} alt="Flowchart" />
 */
export function svgImage(svg: string): SvgImage {
  const start = svg.indexOf("<svg");
  const match = start >= 0 ? viewBoxPattern.exec(svg.slice(start, start + 4000)) : null;
  const width = match ? Number(match[1]) : NaN;
  const height = match ? Number(match[2]) : NaN;
  const valid = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  return {
    svg,
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    width: valid ? Math.ceil(width) : undefined,
    height: valid ? Math.ceil(height) : undefined,
  };
}
