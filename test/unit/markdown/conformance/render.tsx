import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "../../../../src/markdown";

/** partkit's markdown for a source, as static HTML (what a server render sends). */
export function renderMarkdown(source: string, status: "complete" | "streaming" = "complete"): string {
  return renderToStaticMarkup(<Markdown text={source} status={status} />);
}
