import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import picomatch from "picomatch/posix";
import type { MessageBody } from "../../../src/model/types";
import "../../../src/theme/theme.css";
import { afterPaint, container, frames, idle, register } from "./harness";

/** A tree subject: every folder open at first, an 800 px tall tree with a filter field above it. */
export type TreeSubject = ComponentType<{ readonly body: MessageBody }>;

/** How the harness finds a subject's filter field and reads how many parts its filter matched. */
export interface TreeProbe {
  readonly filterInput: string;
  readonly matchCount: () => number;
  /** Rows of the flattened tree (every folder open), read from the subject. */
  readonly rowCount: () => number;
}

/**
 * `count` named parts in nested folders: `/repo/generated/file-N.ts` (a tenth of them, 1,000 for
 * 10,000, in one folder) first, then `/repo/packages/pkg-P/src/module-M/file-F.ts` (9 packages × 10
 * modules × the rest).
 */
export function makeTreeBody(count: number): MessageBody {
  const generated = Math.round(count / 10);
  const perModule = Math.round((count - generated) / 90);
  const parts: MessageBody["parts"][number][] = [];
  const part = (name: string) => ({ name, contentType: "text/typescript", content: `export const name = ${JSON.stringify(name)};\n` });
  for (let f = 1; f <= generated; f++) parts.push(part(`/repo/generated/file-${f}.ts`));
  for (let p = 1; p <= 9; p++) for (let m = 1; m <= 10; m++) for (let f = 1; f <= perModule; f++) parts.push(part(`/repo/packages/pkg-${p}/src/module-${m}/file-${f}.ts`));
  return { parts };
}

const GENERATED = "/repo/generated";

function row(path: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.closest<HTMLElement>('[role="treeitem"]') ?? null;
}

function focusedPath(): string | undefined {
  const active = document.activeElement as HTMLElement | null;
  return active?.closest<HTMLElement>("[data-path]")?.dataset.path ?? active?.querySelector<HTMLElement>("[data-path]")?.dataset.path;
}

/** Dispatches a keydown on the focused element and waits, frame by frame, until `done()`; returns the time to that frame. */
async function key(name: string, done: () => boolean, what: string) {
  const target = document.activeElement;
  if (!target || target === document.body) throw new Error(`nothing focused before pressing ${name}`);
  const start = performance.now();
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  let count = 0;
  do {
    await afterPaint();
    count++;
  } while (!done() && count < 120);
  const time = performance.now() - start;
  if (!done()) throw new Error(`${what}: not done 120 frames after pressing ${name}`);
  return { time, frames: count };
}

function setInputValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Registers the tree phases: `prepare` (warm up on a small tree, build the body), `mount` (time to
 * the first frame with rows), `keys` (End, collapse and expand the 1,000-part folder) and `filter`
 * (type a glob one character at a time). The driver measures the heap between phases.
 */
export function registerTree(Subject: TreeSubject, probe: TreeProbe) {
  let body: MessageBody | undefined;
  let root: Root | undefined;
  let el: HTMLElement | undefined;
  const box = () => container("width: 420px; height: 900px; display: flex; flex-direction: column;");
  register({
    async prepare(params) {
      const scratch = box();
      const warm = createRoot(scratch);
      flushSync(() => warm.render(<Subject body={makeTreeBody(300)} />));
      await frames(5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      warm.unmount();
      scratch.remove();
      body = makeTreeBody(Number(params.count ?? 10_000));
      await idle();
      return { parts: body.parts.length, lastPath: body.parts.at(-1)!.name };
    },
    async mount() {
      el = box();
      const start = performance.now();
      root = createRoot(el);
      flushSync(() => root!.render(<Subject body={body!} />));
      const commit = performance.now() - start;
      let framesUntilRows = 0;
      do {
        await afterPaint();
        framesUntilRows++;
      } while (!el.querySelector('[role="treeitem"]') && framesUntilRows < 120);
      const firstFrame = performance.now() - start;
      const rowsAtFirstFrame = el.querySelectorAll('[role="treeitem"]').length;
      await frames(10);
      await idle();
      return { commit, firstFrame, framesUntilRows, rowsAtFirstFrame, domNodes: el.querySelectorAll("*").length, rowCount: probe.rowCount() };
    },
    async keys() {
      const tree = el!.querySelector<HTMLElement>('[role="tree"]')!;
      // Focus the first row the way Tab would: the tree's tabbable element.
      const tabbable = tree.matches('[tabindex="0"]') ? tree : tree.querySelector<HTMLElement>('[tabindex="0"]');
      tabbable?.focus();
      await frames(3);
      const first = focusedPath();
      if (first !== "/repo") throw new Error(`expected /repo focused, got ${first}`);
      const last = body!.parts.at(-1)!.name!;
      const end = await key("End", () => focusedPath() === last, "End");
      await idle();
      await key("Home", () => focusedPath() === "/repo", "Home");
      await key("ArrowDown", () => focusedPath() === GENERATED, "ArrowDown");
      await idle();
      const child = `${GENERATED}/file-1.ts`;
      const collapse = await key("ArrowLeft", () => row(GENERATED)?.getAttribute("aria-expanded") === "false" && row(child) === null, "collapse");
      const rowsCollapsed = probe.rowCount();
      await idle();
      const expand = await key("ArrowRight", () => row(GENERATED)?.getAttribute("aria-expanded") === "true" && row(child) !== null, "expand");
      const rowsExpanded = probe.rowCount();
      await idle();
      return {
        end: end.time,
        endFrames: end.frames,
        collapse: collapse.time,
        expand: expand.time,
        expandFrames: expand.frames,
        expandedRows: rowsExpanded - rowsCollapsed,
        focusedAfterEnd: last,
      };
    },
    async filter(params) {
      const glob = String(params.glob);
      const isMatch = picomatch(glob, { dot: true, basename: !glob.includes("/") });
      const input = el!.querySelector<HTMLInputElement>(probe.filterInput);
      if (!input) throw new Error(`no filter field (${probe.filterInput})`);
      input.focus();
      await frames(2);
      const times: number[] = [];
      let start = 0;
      for (let i = 1; i <= glob.length; i++) {
        start = performance.now();
        setInputValue(input, glob.slice(0, i));
        await afterPaint();
        times.push(performance.now() - start);
      }
      // The last keystroke's result: leaf rows shown, every one matching the glob.
      const settled = () => {
        const paths = [...el!.querySelectorAll<HTMLElement>('[role="treeitem"]')].map((item) => item.dataset.path ?? item.querySelector<HTMLElement>("[data-path]")?.dataset.path ?? "");
        const files = paths.filter((path) => path.endsWith(".ts"));
        return files.length > 0 && files.every((path) => isMatch(path));
      };
      let count = 1;
      while (!settled() && count < 240) {
        await afterPaint();
        count++;
      }
      if (!settled()) throw new Error(`filter ${glob}: rows not filtered 240 frames after the last keystroke`);
      const result = performance.now() - start;
      await frames(5);
      return { times, result, matches: probe.matchCount() };
    },
  });
}
