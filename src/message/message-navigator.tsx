"use client";
import { Suspense, useState } from "react";
import { LoadBoundary, loadFailed } from "../internal/load-boundary";
import type { MessageBody } from "../model/types";
import { LazyNavigatorTree } from "./lazy-message-parts";

const treeUnavailable = loadFailed("part-tree", "The part tree");

interface MessageNavigatorProps {
  readonly body: MessageBody;
  /** How many named parts the body has (the summary says so before the tree is loaded). */
  readonly count: number;
  /** Shows a part in the message (scrolls to it and highlights it). */
  readonly onOpen: (name: string) => void;
}

/**
 * A disclosure over a message's named parts as a `<PartTree>`: choosing a part scrolls the
 * message to it. The tree loads the first time it is opened.
 *
 * @selector [data-slot="message-navigator"][open]
 * @example
 * <MessageNavigator body={body} count={5} onOpen={(name) => open(name)} />
 */
export function MessageNavigator({ body, count, onOpen }: MessageNavigatorProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <details data-slot="message-navigator" open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)}>
      <summary data-slot="message-navigator-summary">{count === 1 ? "1 named part" : `${count} named parts`}</summary>
      {expanded && (
        <LoadBoundary fallback={treeUnavailable}>
          <Suspense fallback={<div data-slot="part-tree" data-state="loading" aria-busy="true" />}>
            <LazyNavigatorTree body={body} filterable={count > 8} onOpen={onOpen} />
          </Suspense>
        </LoadBoundary>
      )}
    </details>
  );
}
