"use client";
import type { MessageBody, Part } from "../model/types";
import { Suspense } from "react";
import { LoadBoundary, loadFailed } from "../internal/load-boundary";
import { LazyPartTree } from "./lazy-message-parts";
import { PartView } from "../render/part-view";
import type { PartStatus } from "../render/types";

interface MessageAttachmentsProps {
  readonly body: MessageBody;
  readonly named: readonly { readonly part: Part; readonly index: number }[];
  readonly layout: "split" | "inline";
  readonly selected: string | null;
  readonly onSelect: (name: string | null) => void;
  readonly domId: (name: string) => string;
  readonly partStatus: (index: number) => PartStatus | undefined;
}

const treeUnavailable = loadFailed("part-tree", "The part tree");

/**
 * The named parts of a message: a `<PartTree>` beside a preview of the selected part (split), or
 * every named part in order under its name (inline). Used by `<MessageView>`.
 *
 * @selector [data-slot="message-attachments"][data-layout="split" | "inline"]
 * @selector [data-slot="message-preview"][data-state="part" | "folder" | "empty"]
 * @example
 * <MessageAttachments body={body} named={named} layout="inline" selected={null} onSelect={() => {}} domId={(n) => n} partStatus={() => undefined} />
 */
export function MessageAttachments({ body, named, layout, selected, onSelect, domId, partStatus }: MessageAttachmentsProps) {
  if (layout === "inline") {
    return (
      <div data-slot="message-attachments" data-layout="inline">
        {named.map(({ part, index }) => (
          <figure key={part.name} data-slot="message-attachment" id={domId(part.name!)} tabIndex={-1}>
            <figcaption data-slot="message-attachment-name">{part.name}</figcaption>
            <PartView part={part} index={index} status={partStatus(index)} />
          </figure>
        ))}
      </div>
    );
  }
  const shown = named.find(({ part }) => part.name === selected);
  return (
    <div data-slot="message-attachments" data-layout="split">
      <LoadBoundary fallback={treeUnavailable}>
        <Suspense fallback={<div data-slot="part-tree" data-state="loading" aria-busy="true" />}>
          <LazyPartTree body={body} selected={selected} onSelect={(path) => onSelect(path)} aria-label="Named parts" filterable={named.length > 8} />
        </Suspense>
      </LoadBoundary>
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
            <div data-slot="message-preview-name">{shown.part.name}</div>
            <PartView key={shown.part.name} part={shown.part} index={shown.index} status={partStatus(shown.index)} />
          </>
        ) : (
          <p data-slot="message-preview-hint">{selected ? `${selected} is a folder: choose a part inside it.` : "Choose a part to preview it."}</p>
        )}
      </div>
    </div>
  );
}
