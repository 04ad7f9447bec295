import type { StorybookConfig } from "@storybook/react-vite";

/**
 * The browsers partkit's theme supports (src/theme/theme.css: light-dark() needs Chrome 123,
 * Firefox 120, Safari 17.5). Vite's default CSS target is older, so the build's CSS minifier would
 * lower every light-dark() token to a `var(--lightningcss-light, …) var(--lightningcss-dark, …)`
 * pair; custom properties substitute var() where they are declared (:root, which sets neither), so
 * every --pk-* colour became invalid in the static Storybook only: stories lost their background
 * and text colour and inherited the docs page's. Dev mode and the story tests never minify.
 */
const cssTarget = ["chrome123", "edge123", "firefox120", "safari17.5"];

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, cssTarget } }),
};

export default config;
