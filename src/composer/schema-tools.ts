"use client";
import { useEffect, useState } from "react";
import { registerPreload } from "../internal/preload-registry";
import type { schemaTools } from "./composer-schema";

/**
 * The composer's schema reader and body validator, loaded on demand.
 *
 * @example
 * const tools: SchemaTools = await loadSchemaTools();
 */
export type SchemaTools = typeof schemaTools;

let loaded: SchemaTools | undefined;
let loading: Promise<SchemaTools> | undefined;

/**
 * Fetches the schema reader and validator (once; again after a failure).
 *
 * @example
 * const { validateBody } = await loadSchemaTools();
 */
export function loadSchemaTools(): Promise<SchemaTools> {
  loading ??= import("./composer-schema").then(
    (m) => (loaded = m.schemaTools),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// preloadRenderers() fetches them with the renderers, for apps that load everything up front.
registerPreload({ preload: () => loadSchemaTools().then(() => undefined) });

/**
 * The schema tools once they are here; starts fetching them after the first paint. A chat
 * composer paints without them (they are most of its code) and has them long before a send.
 *
 * @example
 * const tools = useSchemaTools();
 * const check = tools ? tools.checkDraft(draft, schema) : plainCheck(draft);
 */
export function useSchemaTools(): SchemaTools | undefined {
  const [tools, setTools] = useState(loaded);
  useEffect(() => {
    if (tools) return;
    let live = true;
    loadSchemaTools().then(
      (t) => live && setTools(t),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tools]);
  return tools;
}
