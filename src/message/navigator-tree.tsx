"use client";
import { useState } from "react";
import type { MessageBody } from "../model/types";
import { PartTree } from "../tree/part-tree";

/**
 * Props of {@link NavigatorTree}.
 *
 * @example
 * const props: NavigatorTreeProps = { body, filterable: false, onOpen: (name) => open(name) };
 */
export interface NavigatorTreeProps {
  readonly body: MessageBody;
  readonly filterable: boolean;
  /** Shows a part in the message (scrolls to it and highlights it). */
  readonly onOpen: (name: string) => void;
}

/**
 * The tree inside a message's navigator: choosing a part opens it; choosing a folder only
 * selects and toggles it.
 *
 * @example
 * <NavigatorTree body={body} filterable={false} onOpen={(name) => open(name)} />
 */
export function NavigatorTree({ body, filterable, onOpen }: NavigatorTreeProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <PartTree
      body={body}
      selected={selected}
      onSelect={(path, part) => {
        setSelected(path);
        if (part) onOpen(path);
      }}
      aria-label="Named parts"
      filterable={filterable}
    />
  );
}
