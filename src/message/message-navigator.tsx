"use client";
import { useState } from "react";
import type { MessageBody } from "../model/types";
import { PartTree } from "../tree/part-tree";

/**
 * Props of {@link MessageNavigator}.
 *
 * @example
 * const props: MessageNavigatorProps = { body, count: 5, onOpen: (name) => open(name) };
 */
export interface MessageNavigatorProps {
  readonly body: MessageBody;
  /** How many named parts the body has (the summary says so). */
  readonly count: number;
  /** Shows a part in the message (scrolls to it and highlights it). */
  readonly onOpen: (name: string) => void;
}

/**
 * A disclosure over a message's named parts as a `<PartTree>`: choosing a part scrolls the
 * message to it; choosing a folder only selects and toggles it. `<MessageView>` loads it with the
 * first message that has one.
 *
 * @selector [data-slot="message-navigator"][open]
 * @example
 * <MessageNavigator body={body} count={5} onOpen={(name) => open(name)} />
 */
export function MessageNavigator({ body, count, onOpen }: MessageNavigatorProps) {
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <details data-slot="message-navigator" open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)}>
      <summary data-slot="message-navigator-summary">{count === 1 ? "1 named part" : `${count} named parts`}</summary>
      {expanded && (
        <PartTree
          body={body}
          selected={selected}
          onSelect={(path, part) => {
            setSelected(path);
            if (part) onOpen(path);
          }}
          aria-label="Named parts"
          filterable={count > 8}
        />
      )}
    </details>
  );
}
