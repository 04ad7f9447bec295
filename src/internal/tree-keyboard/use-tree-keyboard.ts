"use client";
import type { KeyboardEvent } from "react";
import { useTypeAhead } from "./use-type-ahead";

/**
 * What a tree tells {@link useTreeKeyboard} about its visible rows (flat, in document order).
 *
 * @example
 * const model: TreeKeyboardModel = { count: rows.length, level: (i) => rows[i].level, isFolder, isOpen, setOpen, parentOf, siblingFolders, label, activate, focusRow };
 */
export interface TreeKeyboardModel {
  readonly count: number;
  /** Whether the row has children it can show. */
  readonly isFolder: (index: number) => boolean;
  readonly isOpen: (index: number) => boolean;
  readonly setOpen: (indexes: readonly number[], open: boolean) => void;
  /** The parent row's index, or -1 for a top-level row. */
  readonly parentOf: (index: number) => number;
  /** The folder rows that are siblings of this row (itself included), for `*`. */
  readonly siblingFolders: (index: number) => readonly number[];
  /** The text type-ahead matches against. */
  readonly label: (index: number) => string;
  /** Enter and Space. */
  readonly activate: (index: number) => void;
  readonly focusRow: (index: number) => void;
  /** Rows PageUp/PageDown move by; absent: those keys are not handled. */
  readonly pageSize?: number;
}

/**
 * The WAI-ARIA tree keyboard, shared by the part tree and the JSON tree: Up/Down, Home/End,
 * PageUp/PageDown, Right opens or enters and Left closes or goes to the parent (mirrored in
 * right-to-left text), Enter/Space activate, `*` opens every sibling folder, and typing a printable
 * character moves to the next row whose label starts with what was typed. Returns the `onKeyDown`
 * for the tree, given the index of the row the event came from.
 *
 * @example
 * const onKey = useTreeKeyboard();
 * <div role="tree" onKeyDown={(e) => onKey(e, indexOf(e.target), model)} />
 */
export function useTreeKeyboard() {
  const typeAhead = useTypeAhead();
  return (event: KeyboardEvent<HTMLElement>, index: number | undefined, model: TreeKeyboardModel): void => {
    if (index === undefined || index < 0 || index >= model.count || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    if (handleKey(event.key, index, model, rtl, (char) => typeAhead(char, model.label, model.count, index))) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
}

function handleKey(key: string, index: number, model: TreeKeyboardModel, rtl: boolean, typeAhead: (char: string) => number): boolean {
  const folder = model.isFolder(index);
  const open = folder && model.isOpen(index);
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const backward = rtl ? "ArrowRight" : "ArrowLeft";
  const last = model.count - 1;
  switch (key) {
    case "ArrowDown":
      model.focusRow(Math.min(index + 1, last));
      return true;
    case "ArrowUp":
      model.focusRow(Math.max(index - 1, 0));
      return true;
    case "Home":
      model.focusRow(0);
      return true;
    case "End":
      model.focusRow(last);
      return true;
    case "PageDown":
    case "PageUp":
      if (model.pageSize === undefined) return false;
      model.focusRow(Math.max(0, Math.min(last, index + (key === "PageDown" ? model.pageSize : -model.pageSize))));
      return true;
    case forward:
      if (folder && !open) model.setOpen([index], true);
      else if (open) model.focusRow(index + 1);
      return true;
    case backward: {
      if (open) model.setOpen([index], false);
      else {
        const parent = model.parentOf(index);
        if (parent >= 0) model.focusRow(parent);
      }
      return true;
    }
    case "Enter":
    case " ":
      model.activate(index);
      return true;
    case "*":
      model.setOpen(model.siblingFolders(index), true);
      return true;
  }
  if (key.length === 1 && key.trim() !== "") {
    const match = typeAhead(key);
    if (match >= 0) model.focusRow(match);
    return true;
  }
  return false;
}
