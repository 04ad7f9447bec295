import { lazyComponent } from "../internal/lazy-component";
import { registerPreload } from "../internal/preload-registry";
import type { PartTreeProps } from "../tree/part-tree";
import type { SchemaNoticeProps } from "./schema-notice";

// The part tree (with its virtualiser) and schema validation (with the glob engine) are only
// needed by messages that have named parts or a schema, so <MessageView> fetches them on demand
// (or preloadRenderers() does, with the renderers).

/** `<PartTree>`, loaded the first time a message shows named parts in the split layout. */
export const LazyPartTree = registerPreload(lazyComponent<PartTreeProps>("PartTree", () => import("../tree/part-tree").then((m) => m.PartTree)));

/** `<SchemaNotice>`, loaded the first time a message is given a schema. */
export const LazySchemaNotice = registerPreload(lazyComponent<SchemaNoticeProps>("SchemaNotice", () => import("./schema-notice").then((m) => m.SchemaNotice)));
