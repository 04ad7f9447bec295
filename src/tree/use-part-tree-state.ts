"use client";
import { createContext, useCallback, useContext, useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { getPart, partTree, type MessageBody, type Part, type PartTreeNode } from "../model/index";
import { useControllableState } from "../internal/use-controllable-state";
import { compileGlobFilter, type GlobFilter } from "./glob-filter";
import { ancestorPaths, countDescendantParts, filterPartTree, folderPaths, visibleRows, type TreeRow } from "./tree-rows";

/**
 * State props shared by `<PartTree>` and `<PartTree.Root>`. Each pair is controlled when the value
 * prop is given and uncontrolled (starting from the `default…` prop) otherwise.
 *
 * @example
 * const props: PartTreeStateProps = { body, defaultExpanded: "all", onSelect: (path, part) => show(part) };
 */
export interface PartTreeStateProps {
  /** The message body whose named parts the tree shows. Unnamed parts are left out. */
  body: MessageBody;
  /** The selected path (controlled); `null` for none. */
  selected?: string | null | undefined;
  /** The path selected at first (uncontrolled). */
  defaultSelected?: string | null | undefined;
  /** Called when the user selects a row; `part` is absent for a folder that is not itself a part. */
  onSelect?: ((path: string, part: Part | undefined) => void) | undefined;
  /** Paths of the open folders (controlled). */
  expanded?: readonly string[] | undefined;
  /** Folders open at first (uncontrolled); `"all"` opens every folder. Default: the selection's ancestors. */
  defaultExpanded?: readonly string[] | "all" | undefined;
  /** Called with the new list of open folders. Not called for folders toggled while a filter is active. */
  onExpandedChange?: ((expanded: string[]) => void) | undefined;
  /** The filter glob (controlled); `""` shows every part. */
  filter?: string | undefined;
  /** The filter glob at first (uncontrolled). */
  defaultFilter?: string | undefined;
  /** Called with the text of the filter field as the user types. */
  onFilterChange?: ((glob: string) => void) | undefined;
}

/** Every key of {@link PartTreeStateProps}; the `Record` type flags a key added there and missing here. */
const STATE_KEYS: Record<keyof PartTreeStateProps, true> = {
  body: true,
  selected: true,
  defaultSelected: true,
  onSelect: true,
  expanded: true,
  defaultExpanded: true,
  onExpandedChange: true,
  filter: true,
  defaultFilter: true,
  onFilterChange: true,
};

/**
 * Splits a component's props into the tree's state props and the rest, which go to its element.
 *
 * @example
 * const [state, rest] = splitPartTreeStateProps(props);
 * const value = usePartTreeState(state);
 * return <div {...rest} />;
 */
export function splitPartTreeStateProps<T extends PartTreeStateProps>(props: T): [state: PartTreeStateProps, rest: Omit<T, keyof PartTreeStateProps>] {
  const state: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (Object.hasOwn(STATE_KEYS, key) ? state : rest)[key] = value;
  return [state as unknown as PartTreeStateProps, rest as Omit<T, keyof PartTreeStateProps>];
}

/**
 * What `<PartTree.Root>` shares with its parts; read it with {@link usePartTree} to build your own.
 *
 * @example
 * const { rows, selected } = usePartTree();
 */
export interface PartTreeContextValue {
  readonly treeId: string;
  readonly filterId: string;
  /** The glob as typed, and its compiled form (possibly one render behind while typing fast). */
  readonly glob: string;
  readonly filter: GlobFilter;
  readonly setGlob: (glob: string) => void;
  /** The tree after filtering, its visible rows and how many parts it holds. */
  readonly tree: PartTreeNode;
  readonly rows: readonly TreeRow[];
  readonly partCount: number;
  /** Whether the unfiltered body has any named part. */
  readonly hasParts: boolean;
  readonly isOpen: (path: string) => boolean;
  readonly setOpen: (paths: readonly string[], open: boolean) => void;
  readonly selected: string | null;
  readonly select: (path: string) => void;
  /**
   * What a click, Enter or Space does to a row: select it, and for a folder that is not itself a
   * part (it has nothing of its own to show) also open or close it, as file explorers do.
   */
  readonly activate: (node: PartTreeNode) => void;
  readonly focusedPath: string | null;
  readonly setFocusedPath: (path: string) => void;
  /** The `<div role="tree">`, set by `<PartTree.Items>`. */
  readonly treeRef: { current: HTMLDivElement | null };
}

export const PartTreeContext = createContext<PartTreeContextValue | null>(null);

/**
 * Reads the state of the enclosing `<PartTree.Root>`; throws outside one.
 *
 * @example
 * function SelectedPath() {
 *   const { selected } = usePartTree();
 *   return <output>{selected}</output>;
 * }
 */
export function usePartTree(caller = "usePartTree"): PartTreeContextValue {
  const context = useContext(PartTreeContext);
  if (!context) throw new Error(`\`${caller}\` must be used within \`PartTree.Root\``);
  return context;
}

const NO_PATHS: ReadonlySet<string> = new Set();

/**
 * The state machine behind `<PartTree.Root>`: folders, filter, visible rows, selection, expansion
 * and the roving focus position.
 *
 * @example
 * const value = usePartTreeState({ body, defaultExpanded: "all" });
 * return <PartTreeContext value={value}>{children}</PartTreeContext>;
 */
export function usePartTreeState(props: PartTreeStateProps): PartTreeContextValue {
  const { body, onSelect } = props;
  const fullTree = useMemo(() => partTree(body), [body]);

  const [glob, setGlob] = useControllableState({ prop: props.filter, defaultProp: props.defaultFilter ?? "", onChange: props.onFilterChange });
  const deferredGlob = useDeferredValue(glob);
  const filter = useMemo(() => compileGlobFilter(deferredGlob), [deferredGlob]);
  const tree = useMemo(() => (filter.match ? filterPartTree(fullTree, filter.match) : fullTree), [fullTree, filter]);
  const counts = useMemo(() => countDescendantParts(tree), [tree]);

  const [selected, setSelected] = useControllableState<string | null>({
    prop: props.selected,
    defaultProp: props.defaultSelected ?? null,
    onChange: (path) => {
      if (path !== null) onSelect?.(path, getPart(body, path));
    },
  });

  const [initialExpanded] = useState(() => {
    const initial = props.defaultExpanded;
    if (initial === "all") return folderPaths(fullTree);
    if (initial) return initial;
    const start = props.selected ?? props.defaultSelected;
    return start ? ancestorPaths(start) : [];
  });
  const [expanded, setExpanded] = useControllableState<readonly string[]>({
    prop: props.expanded,
    defaultProp: initialExpanded,
    onChange: props.onExpandedChange && ((next) => props.onExpandedChange?.([...next])),
  });
  const expandedSet = useMemo(() => new Set(expanded), [expanded]);

  // While a filter is active every matching branch is shown open; what the user closes then is
  // remembered per glob, so filtering never rewrites the app's own expansion state.
  const filtering = filter.match !== undefined;
  const [filterClosed, setFilterClosed] = useState({ glob: "", paths: NO_PATHS });
  const closedNow = filterClosed.glob === filter.glob ? filterClosed.paths : NO_PATHS;
  const isOpen = useCallback(
    (path: string) => (filtering ? !closedNow.has(path) : expandedSet.has(path)),
    [filtering, closedNow, expandedSet],
  );

  const setOpen = useCallback(
    (paths: readonly string[], open: boolean) => {
      if (filtering) {
        setFilterClosed((prev) => {
          const next = new Set(prev.glob === filter.glob ? prev.paths : NO_PATHS);
          for (const path of paths) {
            if (open) next.delete(path);
            else next.add(path);
          }
          return { glob: filter.glob, paths: next };
        });
        return;
      }
      setExpanded((prev) => {
        const set = new Set(prev);
        const before = set.size;
        for (const path of paths) {
          if (open) set.add(path);
          else set.delete(path);
        }
        return set.size === before ? prev : [...set];
      });
    },
    [filtering, filter.glob, setExpanded],
  );

  const activate = useCallback(
    (node: PartTreeNode) => {
      setSelected(node.path);
      if (node.children.length > 0 && !node.part) setOpen([node.path], !isOpen(node.path));
    },
    [setSelected, setOpen, isOpen],
  );

  const rows = useMemo(() => visibleRows(tree, isOpen, counts), [tree, isOpen, counts]);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement | null>(null);
  const id = useId();

  return useMemo(
    () => ({
      treeId: `${id}tree`,
      filterId: `${id}filter`,
      glob,
      filter,
      setGlob,
      tree,
      rows,
      partCount: counts.get("/") ?? 0,
      hasParts: fullTree.children.length > 0,
      isOpen,
      setOpen,
      selected,
      select: setSelected,
      activate,
      focusedPath,
      setFocusedPath,
      treeRef,
    }),
    [id, glob, filter, setGlob, tree, rows, counts, fullTree, isOpen, setOpen, selected, setSelected, activate, focusedPath],
  );
}
