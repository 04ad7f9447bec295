/** The theme a compare page renders in, from its `?theme=` (light unless it says dark). */
export type CompareTheme = "light" | "dark";

/**
 * Reads `?theme=dark|light` from the page's address.
 *
 * @example
 * const theme = pageTheme(); // "dark" for partkit.html?theme=dark
 */
export function pageTheme(): CompareTheme {
  return new URLSearchParams(location.search).get("theme") === "dark" ? "dark" : "light";
}

/**
 * Tells the script the page has rendered (it waits for this before its checks and screenshot).
 *
 * @example
 * markReady();
 */
export function markReady(): void {
  document.documentElement.dataset.compareReady = "true";
}
