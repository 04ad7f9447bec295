import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";

/**
 * The browsers partkit's theme supports (src/theme/theme.css). Vite's default CSS target is
 * older; with it the minifier once lowered the theme's light-dark() colours to
 * `var(--lightningcss-*)` pairs that are invalid in custom properties, and the static Storybook
 * lost its colours. The tokens are plain colours now (apps' default builds lower them too); the
 * target stays, so the build shows the CSS as the supported browsers read it.
 */
const cssTarget = ["chrome123", "edge123", "firefox120", "safari17.5"];

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: [
    // MDX 3 is CommonMark only: without remark-gfm the Introduction's "Entries" table showed as
    // raw pipe text (GFM tables, strikethrough and autolinks need the plugin).
    { name: "@storybook/addon-docs", options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The sidebar's "Get started" checklist and the menu's guide are Storybook's onboarding for story authors, not partkit's.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: "react-docgen-typescript" },
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, cssTarget } }),
};

export default config;
