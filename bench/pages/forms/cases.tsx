// Shared by the forms bench pages: the two cases and the page API the driver calls
// (`window.__bench.mount({ case })`, `window.__bench.keystroke()`).
import type { ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";

export interface FormsCase {
  readonly schema: Record<string, unknown>;
  readonly data: unknown;
}

/** Props every subject's form receives. */
export interface FormsSubjectProps extends FormsCase {
  /** Call after each change the form reports. */
  readonly onChange: () => void;
}

export const cases: Record<string, FormsCase> = {
  fields200: {
    schema: {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i + 1}` }])),
    },
    data: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, `value ${i}`])),
  },
  array500: {
    schema: {
      type: "object",
      properties: {
        items: {
          type: "array",
          title: "Items",
          items: { type: "object", properties: { name: { type: "string", title: "Name" }, qty: { type: "integer", title: "Quantity" }, note: { type: "string", title: "Note" } } },
        },
      },
    },
    data: { items: Array.from({ length: 500 }, (_, i) => ({ name: `Item ${i}`, qty: i, note: "" })) },
  },
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Exposes `mount` and `keystroke` for one subject's form component. */
export function registerForms(Subject: ComponentType<FormsSubjectProps>) {
  let root: Root | undefined;
  let changed: (() => void) | undefined;
  const onChange = () => changed?.();
  (window as unknown as { __bench: unknown }).__bench = {
    /** Renders a case; resolves with ms until the first frame after the render. */
    async mount({ case: name }: { case: string }) {
      const c = cases[name];
      if (!c) throw new Error(`unknown case ${name}`);
      root?.unmount();
      root = createRoot(document.getElementById("root")!);
      const start = performance.now();
      root.render(<Subject schema={c.schema} data={c.data} onChange={onChange} />);
      await nextFrame();
      return performance.now() - start;
    },
    /**
     * Types one character into the first text input: `sync` until React's synchronous work
     * (microtasks included) is done, `frame` until the next frame, `settled` until the form
     * reports the change.
     */
    async keystroke() {
      const input = document.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
      if (!input) throw new Error("no text input");
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const settled = new Promise<number>((resolve) => {
        changed = () => {
          changed = undefined;
          resolve(performance.now());
        };
        setTimeout(() => resolve(Number.NaN), 3000);
      });
      const start = performance.now();
      setter.call(input, `${input.value}x`);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      for (let i = 0; i < 3; i++) await Promise.resolve();
      const sync = performance.now() - start;
      await nextFrame();
      const frame = performance.now() - start;
      const done = (await settled) - start;
      await nextFrame();
      return { sync, frame, settled: done, inputs: document.querySelectorAll("input").length };
    },
  };
}
