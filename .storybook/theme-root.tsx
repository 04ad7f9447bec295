import type { ReactNode } from "react";

/** The toolbar's colour themes. */
export type StoryTheme = "light" | "dark";

/** Reads the theme global, light for anything unexpected. */
export function storyTheme(value: unknown): StoryTheme {
  return value === "dark" ? "dark" : "light";
}

/**
 * The element a story renders in: its own `data-theme`, background and text colour, so a story's
 * theme stays inside its box and never reaches the docs page around it.
 *
 * @example
 * <ThemeRoot theme="dark" padded><Story /></ThemeRoot>
 */
export function ThemeRoot({ theme, padded, children }: { theme: StoryTheme; padded: boolean; children: ReactNode }) {
  return (
    <div data-theme={theme} data-story-root="" className={padded ? "pk-story-root pk-story-root-padded" : "pk-story-root"}>
      {children}
    </div>
  );
}

/**
 * In the story canvas (the story is the whole iframe) the page itself takes the theme too, so the
 * area around the story matches it; in docs the page is Storybook's and stays untouched.
 */
export function applyCanvasTheme(theme: StoryTheme | undefined): void {
  const root = document.documentElement;
  if (theme) {
    root.dataset.theme = theme;
    root.classList.add("pk-canvas");
  } else {
    delete root.dataset.theme;
    root.classList.remove("pk-canvas");
  }
}
