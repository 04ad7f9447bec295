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
  parameters: { docs: { description: { component: "CSS variables from `partkit/theme.css`. Each colour is `light-dark(light, dark)` and follows `color-scheme`: switch light/dark in the toolbar, set `data-theme=\"light\" | \"dark\"` on any ancestor, or let the app's own `color-scheme` decide." } } },
} satisfies Meta<typeof Tokens>;
export default meta;

/** The colour `--pk-bg` resolves to here: tokens are `light-dark(light, dark)`, resolved where used. */
function resolvedBackground(canvasElement: HTMLElement): string {
  const swatch = canvasElement.querySelector("li span")!;
  return getComputedStyle(swatch).backgroundColor;
}

/** A CSS colour as the browser computes it (`#fff`, `#ffffff` and `white` all read `rgb(255, 255, 255)`). */
function normalColour(colour: string): string {
  const probe = document.createElement("span");
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/** The light and dark colours of a `light-dark(light, dark)` token, normalised. */
function lightDark(value: string): [string, string] | undefined {
  const match = /^light-dark\((.+),(.+)\)$/.exec(value.trim());
  return match ? [normalColour(match[1]!.trim()), normalColour(match[2]!.trim())] : undefined;
}

export const Light: StoryObj<typeof meta> = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    await expect(lightDark(getComputedStyle(canvasElement).getPropertyValue("--pk-bg"))).toEqual(["rgb(255, 255, 255)", "rgb(13, 17, 23)"]);
    await expect(resolvedBackground(canvasElement)).toBe("rgb(255, 255, 255)");
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(tokens.length);
  },
};

export const Dark: StoryObj<typeof meta> = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(resolvedBackground(canvasElement)).toBe("rgb(13, 17, 23)");
  },
};

/** `data-theme` on any element switches the tokens inside it, whatever the page's theme. */
export const DarkSection: StoryObj<typeof meta> = {
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
