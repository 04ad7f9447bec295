// Server rendering for the size and schema tiers: React's static prerender waits for every lazy
// renderer and Suspense boundary, so the HTML is what the part finally shows.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { Part } from "../../../src/model/types";
import { MessageView } from "../../../src/message";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import { markdownRenderers } from "../../../src/markdown";
import { codeRenderers } from "../../../src/code";

/** The whole HTML of `element` once everything suspended has resolved. */
export async function renderHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
  if (errors.length > 0) throw new Error(`render reported ${errors.length} error(s): ${String((errors[0] as Error)?.stack ?? errors[0])}`);
  return html;
}

const renderers = [...markdownRenderers, ...codeRenderers];

/** One message with these parts, through the provider with the markdown and code renderers, as an app would show it. */
export async function renderMessage(parts: Part[]): Promise<string> {
  await preloadRenderers();
  return renderHtml(
    <PartkitProvider renderers={renderers}>
      <MessageView body={{ parts }} layout="inline" />
    </PartkitProvider>,
  );
}

/** Text of an HTML string without tags (entities left alone): enough to check that content showed. */
export const textOf = (html: string) => html.replace(/<[^>]*>/g, "");

/** Fails unless `html` holds `needle`, quoting a short piece of the HTML when it does not. */
export function expectIn(html: string, needle: string | RegExp, what: string): void {
  const found = typeof needle === "string" ? html.includes(needle) : needle.test(html);
  if (!found) throw new Error(`${what}: ${String(needle)} not in the output (${html.length} chars): ${html.slice(0, 600)}`);
}

/** Fails when a part showed an error instead of its content (PartErrorBoundary renders role="alert"). */
export function expectNoPartError(html: string, what: string): void {
  const alert = /<[^>]*role="alert"[^>]*>([\s\S]{0,400})/.exec(html);
  if (alert) throw new Error(`${what}: a part failed: ${textOf(alert[0]).slice(0, 400)}`);
}
