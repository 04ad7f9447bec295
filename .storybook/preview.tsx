import type { Preview } from "@storybook/react-vite";
import { preloadRenderers } from "../src/render/default-renderers";
import "../src/theme/theme.css";
import "./preview.css";
import { ThemedDocsContainer } from "./docs-container";
import { applyCanvasTheme, storyTheme, ThemeRoot } from "./theme-root";

const preview: Preview = {
  parameters: {
    layout: "padded",
    // Stories fail their test on any accessibility violation, not just report it. Frames' own
    // documents are left out: they are the part's (Chromium's PDF viewer, an HTML part's sandboxed
    // page), not ours, and the PDF viewer sometimes never answers axe; the <iframe>s are checked.
    a11y: { test: "error", options: { iframes: false } },
    // No date matcher: /Date$/i made SchemaForm's liveValidate a date picker, and no partkit prop
    // takes a Date (createdAt and the like are ISO strings, not the picker's timestamps).
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { container: ThemedDocsContainer },
  },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light" },
  // Stories (and their play functions) show parts at once, as an app that preloads would.
  loaders: [async () => ({ renderers: await preloadRenderers() })],
  decorators: [
    (Story, context) => {
      // The test suite runs every story a second time in the dark theme (test/setup/storybook-dark.ts);
      // a story that picks its theme keeps it.
      const theme = storyTheme(context.storyGlobals.theme ?? (globalThis as { __pkStoryTheme?: string }).__pkStoryTheme ?? context.globals.theme);
      const inDocs = context.viewMode === "docs";
      // In docs the page belongs to Storybook: only the story's own box takes its theme.
      applyCanvasTheme(inDocs ? undefined : theme);
      return (
        <ThemeRoot theme={theme} padded={inDocs}>
          <Story />
        </ThemeRoot>
      );
    },
  ],
  tags: ["autodocs"],
};

export default preview;
