"use client";
import type { MessageBody, Part } from "../model/types";
import { Fragment, type ReactNode } from "react";
import { PartTree } from "../tree/part-tree";
import { partLabel } from "../render/part-info";

/**
 * Props of {@link MessageAttachments}, given by `<MessageView layout="split">`.
 *
 * @example
 * const props: MessageAttachmentsProps = { body, named, selected: null, onSelect: () => {}, domId: (n) => n, renderPart: (part) => <PartView part={part} /> };
 */
export interface MessageAttachmentsProps {
  readonly body: MessageBody;
  readonly named: readonly { readonly part: Part; readonly index: number }[];
  readonly selected: string | null;
  readonly onSelect: (name: string | null) => void;
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
 * <MessageAttachments body={body} named={named} selected={null} onSelect={() => {}} domId={(n) => n} renderPart={(part) => <PartView part={part} />} />
 */
export function MessageAttachments({ body, named, selected, onSelect, domId, renderPart }: MessageAttachmentsProps) {
  const shown = named.find(({ part }) => part.name === selected);
  return (
    <div data-slot="message-attachments" data-layout="split">
      <PartTree body={body} selected={selected} onSelect={(path) => onSelect(path)} aria-label="Named parts" filterable={named.length > 8} />
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
