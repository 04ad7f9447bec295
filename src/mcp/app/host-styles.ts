// MCP Apps style variables filled from partkit's --pk-* tokens, so an app looks like the page around it.
const fromTokens: readonly (readonly [string, string])[] = [
  ["--color-background-primary", "--pk-bg"],
  ["--color-background-secondary", "--pk-subtle-bg"],
  ["--color-background-danger", "--pk-danger-bg"],
  ["--color-background-warning", "--pk-warning-bg"],
  ["--color-text-primary", "--pk-fg"],
  ["--color-text-secondary", "--pk-muted"],
  ["--color-text-danger", "--pk-danger"],
  ["--color-text-warning", "--pk-warning"],
  ["--color-text-success", "--pk-success"],
  ["--color-text-info", "--pk-accent"],
  ["--color-border-primary", "--pk-border"],
  ["--color-ring-primary", "--pk-focus"],
  ["--font-sans", "--pk-font"],
  ["--font-mono", "--pk-mono"],
  ["--border-radius-md", "--pk-radius"],
];

/**
 * The MCP Apps style variables (`--color-background-primary`, `--font-sans`…) for an element, read
 * from the partkit tokens in effect on it. Tokens that are not set are left out.
 *
 * @example
 * const variables = hostStyleVariables(container); // { "--color-background-primary": "#ffffff", … }
 */
export function hostStyleVariables(element: Element): Record<string, string> {
  const style = getComputedStyle(element);
  const out: Record<string, string> = {};
  for (const [name, token] of fromTokens) {
    const value = style.getPropertyValue(token).trim();
    if (value) out[name] = value;
  }
  return out;
}

/**
 * The theme in effect on an element: its nearest `data-theme` (`"system"` follows the system setting),
 * else the system setting.
 *
 * @example
 * themeOf(container); // "dark"
 */
export function themeOf(element: Element): "light" | "dark" {
  const set = element.closest("[data-theme]")?.getAttribute("data-theme");
  if (set === "dark" || set === "light") return set;
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
