import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

const tokens = [
  ["--pk-bg", "Background"],
  ["--pk-fg", "Text"],
  ["--pk-muted", "Muted text"],
  ["--pk-subtle-bg", "Subtle background"],
  ["--pk-border", "Border"],
  ["--pk-accent", "Accent"],
  ["--pk-danger", "Danger"],
  ["--pk-warning", "Warning"],
  ["--pk-success", "Success"],
] as const;

function Tokens() {
  return (
    <ul aria-label="Theme tokens" style={{ listStyle: "none", padding: 0, display: "grid", gap: 8, fontFamily: "var(--pk-font)" }}>
      {tokens.map(([token, label]) => (
        <li key={token} style={{ display: "flex", alignItems: "center", gap: 12, color: "var(--pk-fg)" }}>
          <span
            aria-hidden
            style={{ width: 32, height: 32, borderRadius: "var(--pk-radius)", border: "1px solid var(--pk-border)", background: `var(${token})` }}
          />
          <code>{token}</code> {label}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Theme/Tokens",
  component: Tokens,
  parameters: { docs: { description: { component: "CSS variables from `partkit/theme.css`. Each colour has a light and a dark value (plain colours, no `light-dark()`), picked by the nearest `data-theme`: switch light/dark in the toolbar, or set `data-theme=\"light\" | \"dark\" | \"system\"` on any element (`system` follows the system setting). Without one, light." } } },
} satisfies Meta<typeof Tokens>;
export default meta;

/** The colour `--pk-bg` resolves to here. */
function resolvedBackground(canvasElement: HTMLElement): string {
  const swatch = canvasElement.querySelector("li span")!;
  return getComputedStyle(swatch).backgroundColor;
}

export const Light: StoryObj<typeof meta> = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    // A plain colour: the source's #ffffff, or #fff where the static build's minifier shortened it
    // (never light-dark() or a var(--lightningcss-*) pair, which custom properties cannot hold).
    await expect(getComputedStyle(canvasElement).getPropertyValue("--pk-bg").trim()).toMatch(/^#(?:fff|ffffff)$/i);
    await expect(resolvedBackground(canvasElement)).toBe("rgb(255, 255, 255)");
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(tokens.length);
  },
};

export const Dark: StoryObj<typeof meta> = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement).getPropertyValue("--pk-bg").trim()).toBe("#0d1117");
    await expect(resolvedBackground(canvasElement)).toBe("rgb(13, 17, 23)");
  },
};

/** `data-theme` on any element switches the tokens inside it, whatever the page's theme. */
export const DarkSection: StoryObj<typeof meta> = {
  name: "Dark section",
  globals: { theme: "light" },
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: "var(--pk-bg)", padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(resolvedBackground(canvasElement)).toBe("rgb(13, 17, 23)");
    await expect(getComputedStyle(document.body).backgroundColor).toBe("rgb(255, 255, 255)");
  },
};

/** `data-theme="light"` inside a dark page: sections nest, the nearest `data-theme` wins. */
export const LightSection: StoryObj<typeof meta> = {
  name: "Light section",
  globals: { theme: "dark" },
  decorators: [
    (Story) => (
      <div data-theme="light" style={{ background: "var(--pk-bg)", padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(resolvedBackground(canvasElement)).toBe("rgb(255, 255, 255)");
  },
};

/** `data-theme="system"` follows the system setting (`prefers-color-scheme`), whatever the page's theme. */
export const SystemSection: StoryObj<typeof meta> = {
  name: "System section",
  globals: { theme: "light" },
  decorators: [
    (Story) => (
      <div data-theme="system" style={{ background: "var(--pk-bg)", padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    await expect(resolvedBackground(canvasElement)).toBe(dark ? "rgb(13, 17, 23)" : "rgb(255, 255, 255)");
  },
};
