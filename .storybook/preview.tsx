import type { Preview } from "@storybook/react-vite";
import { preloadRenderers } from "../src/render/default-renderers";
import "../src/theme/theme.css";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    // Stories fail their test on any accessibility violation, not just report it.
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
      document.documentElement.dataset.theme = context.globals.theme as string;
      return <Story />;
    },
  ],
  tags: ["autodocs"],
};

export default preview;
