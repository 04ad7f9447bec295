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
  parameters: { docs: { description: { component: "CSS variables from `partkit/theme.css`. Switch light/dark in the toolbar, or set `data-theme` on any ancestor." } } },
} satisfies Meta<typeof Tokens>;
export default meta;

export const Light: StoryObj<typeof meta> = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    const bg = getComputedStyle(canvasElement).getPropertyValue("--pk-bg").trim();
    await expect(bg).toBe("#ffffff");
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(tokens.length);
  },
};

export const Dark: StoryObj<typeof meta> = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const bg = getComputedStyle(canvasElement).getPropertyValue("--pk-bg").trim();
    await expect(bg).toBe("#0d1117");
  },
};
