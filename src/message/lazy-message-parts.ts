import { lazyComponent } from "../internal/lazy-component";
import { registerPreload } from "../internal/preload-registry";
import type { CopyActionsProps } from "./copy-actions";
import type { MessageAttachmentsProps } from "./message-attachments";
import type { MessageNavigatorProps } from "./message-navigator";
import type { MessagePartsWindowProps } from "./message-parts-window";
import type { SchemaNoticeProps } from "./schema-notice";
import type { MessageSourcesProps } from "./message-sources";
import type { MessageMetaProps } from "../meta/message-meta";

// The part tree (with its virtualiser) and schema validation (with the glob engine) are only
// needed by messages that open a navigator, use the split layout or have a schema, so
// <MessageView> fetches them on demand (or preloadRenderers() does, with the renderers). The split
// view gets <PartView> as a prop, so its chunk shares no module with the first screen's.

/**
 * Loads the chunk of views built on the part tree or the virtual list (and `reveal`, which links
 * and the navigator use to scroll to a part).
 *
 * @example
 * void treeViews().then(({ reveal }) => reveal(domId(name)));
 */
export const treeViews = () => import("./tree-views");

/** The navigator with its `<PartTree>`, loaded with the first message that shows one. */
export const LazyMessageNavigator = registerPreload(lazyComponent<MessageNavigatorProps>("MessageNavigator", () => treeViews().then((m) => m.MessageNavigator)));

/** The split layout's tree and preview, loaded the first time a message uses `layout="split"`. */
export const LazyMessageAttachments = registerPreload(
  lazyComponent<MessageAttachmentsProps>("MessageAttachments", () => treeViews().then((m) => m.MessageAttachments)),
);

/** `<SchemaNotice>`, loaded the first time a message is given a schema. */
export const LazySchemaNotice = registerPreload(lazyComponent<SchemaNoticeProps>("SchemaNotice", () => import("./schema-notice").then((m) => m.SchemaNotice)));

// A turn's first paint is its header and parts: the copy buttons show under a complete turn (quiet
// until hovered, focused or latest) and the sources list after the content of a message with
// citations, so both arrive a moment later without moving anything above them.

/**
 * The copy buttons of `<MessageActions>`, loaded with the first complete turn.
 *
 * @example
 * <Suspense fallback={spacer}><LazyCopyActions markdown={messageMarkdown(message)} /></Suspense>
 */
export const LazyCopyActions = registerPreload(lazyComponent<CopyActionsProps>("CopyActions", () => import("./copy-actions").then((m) => m.CopyActions)));

/**
 * The numbered list of a message's sources, loaded with the first message that has citations.
 *
 * @example
 * <Suspense fallback={null}><LazyMessageSources parts={parts} indexes={reading.sources} domId={domId} renderPart={renderPart} /></Suspense>
 */
export const LazyMessageSources = registerPreload(lazyComponent<MessageSourcesProps>("MessageSources", () => import("./message-sources").then((m) => m.MessageSources)));

/** The scroll box that mounts only the parts in view, loaded by the first very large message. */
export const LazyMessagePartsWindow = registerPreload(lazyComponent<MessagePartsWindowProps>("MessagePartsWindow", () => treeViews().then((m) => m.MessagePartsWindow)));

/**
 * The header's `<MessageMeta compact>`: reading every metadata convention and formatting badges is
 * a fifth of a transcript's code, so it loads with the first message (or with `preloadRenderers()`)
 * while the header shows the role.
 */
export const LazyMessageMeta = registerPreload(lazyComponent<MessageMetaProps>("MessageMeta", () => import("../meta/message-meta").then((m) => m.MessageMeta)));
