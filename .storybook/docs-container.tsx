import type { PropsWithChildren } from "react";
import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks";
import { themes } from "storybook/theming";
import { storyTheme } from "./theme-root";

interface WithGlobals {
  readonly store?: { readonly userGlobals?: { get(): Record<string, unknown> } };
}

/**
 * Docs pages follow the toolbar's theme with Storybook's own light or dark docs theme, so their text
 * is readable either way; the stories on the page keep their own theme in their own boxes.
 *
 * @example
 * parameters: { docs: { container: ThemedDocsContainer } }
 */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const theme = storyTheme((props.context as unknown as WithGlobals).store?.userGlobals?.get().theme);
  return <DocsContainer {...props} theme={theme === "dark" ? themes.dark : themes.light} />;
}
