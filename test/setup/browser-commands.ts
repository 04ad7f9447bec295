import type { BrowserCommand } from "vitest/node";

type MediaOptions = { readonly forcedColors?: "active" | "none"; readonly reducedMotion?: "reduce" | "no-preference"; readonly colorScheme?: "light" | "dark" | "no-preference" };

/** Emulates media features for the test page (forced colours, reduced motion), through Playwright. */
export const emulateMedia: BrowserCommand<[options: MediaOptions]> = async (context, options) => {
  await (context as unknown as { page: { emulateMedia(options: MediaOptions): Promise<void> } }).page.emulateMedia(options);
};

declare module "vitest/browser" {
  interface BrowserCommands {
    emulateMedia: (options: MediaOptions) => Promise<void>;
  }
}
