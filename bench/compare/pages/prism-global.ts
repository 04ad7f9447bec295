// chat-ui's editor (@mdxeditor → @lexical/code) loads Prism's language files, which expect the
// global `Prism` that prismjs sets when it runs first; a production bundle may run them first
// ("Prism is not defined"), so the page sets it before chat-ui loads. An app bundling chat-ui
// with Vite needs the same.
import Prism from "prismjs";

/**
 * Sets the global `Prism` that Prism's language files expect.
 *
 * @example
 * installPrism();
 * const { mount } = await import("./chat-ui-page");
 */
export function installPrism(): void {
  (globalThis as { Prism?: unknown }).Prism = Prism;
}
