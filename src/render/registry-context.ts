"use client";
import { createContext } from "react";
import type { RendererDefinition } from "./types";

/**
 * The renderer list of the nearest `<PartkitProvider>` (the defaults plus every provider's
 * additions), or `undefined` outside any provider, where only the defaults apply. Read it
 * through `useRenderers()`; renderers that render a nested part read it here, so they need not
 * import the default list that lists them.
 *
 * @example
 * const registered = use(RegistryContext);
 * const Body = registered ? resolveRenderer(inner, registered).component : TextPart;
 */
export const RegistryContext = createContext<readonly RendererDefinition[] | undefined>(undefined);
