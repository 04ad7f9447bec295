"use client";
import type { MessageBody, Part } from "../model/types";
import { Fragment, useEffect, useMemo, type ReactNode } from "react";
import { useControllableState } from "../internal/use-controllable-state";
import { PartTree } from "../tree/part-tree";
import { partLabel } from "../render/part-info";

/**
 * Props of {@link MessageAttachments}, given by `<MessageView layout="split">`.
 *
 * @example
 * const props: MessageAttachmentsProps = { named, defaultSelected: null, domId: (n) => n, renderPart: (part) => <PartView part={part} /> };
 */
export interface MessageAttachmentsProps {
  /** The message's named parts; the same array while only unnamed parts change (see `useMessageParts`). */
  readonly named: readonly { readonly part: Part; readonly index: number }[];
  /** The previewed part (controlled); `null` for none. */
  readonly selected?: string | null | undefined;
  /** The part previewed first (uncontrolled). Default: the first named part. */
  readonly defaultSelected?: string | null | undefined;
  readonly onSelect?: ((name: string | null) => void) | undefined;
  /** The part a link last asked to show (a new object each time): it becomes the previewed one. */
  readonly revealed?: { readonly name: string } | undefined;
  readonly domId: (name: string) => string;
  /** Renders the previewed part (`<MessageView>` passes its `<PartView>`, so this module loads apart from it). */
  readonly renderPart: (part: Part, index: number) => ReactNode;
}

/**
 * The named parts of a message in the split layout: a `<PartTree>` beside a preview of the
 * selected part. Used by `<MessageView layout="split">`.
 *
 * @selector [data-slot="message-attachments"][data-layout="split"]
 * @selector [data-slot="message-preview"][data-state="part" | "folder" | "empty"]
 * @example
 * <MessageAttachments named={named} selected={null} onSelect={() => {}} domId={(n) => n} renderPart={(part) => <PartView part={part} />} />
 */
export function MessageAttachments({ named, selected: selectedProp, defaultSelected, onSelect, revealed, domId, renderPart }: MessageAttachmentsProps) {
  const [selected, setSelected] = useControllableState<string | null>({
    prop: selectedProp,
    defaultProp: defaultSelected !== undefined ? defaultSelected : (named[0]?.part.name ?? null),
    onChange: onSelect,
  });
  useEffect(() => {
    if (revealed) setSelected(revealed.name);
  }, [revealed, setSelected]);
  const shown = named.find(({ part }) => part.name === selected);
  // The tree is built from the named parts alone, so a streamed token (which changes only an
  // unnamed part and keeps \`named\`) does not rebuild a tree of thousands of files.
  const body = useMemo<MessageBody>(() => ({ parts: named.map(({ part }) => part) }), [named]);
  return (
    <div data-slot="message-attachments" data-layout="split">
      <PartTree body={body} selected={selected} onSelect={(path) => setSelected(path)} aria-label="Named parts" filterable={named.length > 8} />
      {/* A group, not a region: several messages on a page may preview the same part name, and
          landmarks must have unique names. */}
      <div
        role="group"
        data-slot="message-preview"
        data-state={shown ? "part" : selected ? "folder" : "empty"}
        aria-label={shown ? `Preview of ${selected}` : "Preview"}
        id={shown ? domId(shown.part.name!) : undefined}
        tabIndex={-1}
      >
        {shown ? (
          <>
            <div data-slot="message-preview-name" title={shown.part.name}>
              {partLabel(shown.part)}
            </div>
            <Fragment key={shown.part.name}>{renderPart(shown.part, shown.index)}</Fragment>
          </>
        ) : (
          <p data-slot="message-preview-hint">{selected ? `${selected} is a folder: choose a part inside it.` : "Choose a part to preview it."}</p>
        )}
      </div>
    </div>
  );
}
