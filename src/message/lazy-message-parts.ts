import { lazyComponent } from "../internal/lazy-component";
import { registerPreload } from "../internal/preload-registry";
import type { MessageAttachmentsProps } from "./message-attachments";
import type { MessageNavigatorProps } from "./message-navigator";
import type { SchemaNoticeProps } from "./schema-notice";

// The part tree (with its virtualiser) and schema validation (with the glob engine) are only
// needed by messages that open a navigator, use the split layout or have a schema, so
// <MessageView> fetches them on demand (or preloadRenderers() does, with the renderers). The split
// view gets <PartView> as a prop, so its chunk shares no module with the first screen's.

/** The navigator with its `<PartTree>`, loaded with the first message that shows one. */
export const LazyMessageNavigator = registerPreload(lazyComponent<MessageNavigatorProps>("MessageNavigator", () => import("./message-navigator").then((m) => m.MessageNavigator)));

/** The split layout's tree and preview, loaded the first time a message uses `layout="split"`. */
export const LazyMessageAttachments = registerPreload(
  lazyComponent<MessageAttachmentsProps>("MessageAttachments", () => import("./message-attachments").then((m) => m.MessageAttachments)),
);

/** `<SchemaNotice>`, loaded the first time a message is given a schema. */
export const LazySchemaNotice = registerPreload(lazyComponent<SchemaNoticeProps>("SchemaNotice", () => import("./schema-notice").then((m) => m.SchemaNotice)));


