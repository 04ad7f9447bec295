// Bench page: one form implementation and one case per load, chosen by `?impl=&case=`.
// Exposes `window.__bench = { firstFrame, keystroke() }` for bench/scenarios/forms.mjs.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import RjsfForm from "@rjsf/core";
import rjsfValidator from "@rjsf/validator-ajv8";
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { SchemaForm } from "../../../src/form/index";
import "../../../src/theme/theme.css";

type Case = { schema: Record<string, unknown>; data: unknown };

const fields200: Case = {
  schema: {
    type: "object",
    properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i + 1}` }])),
  },
  data: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, `value ${i}`])),
};

const array500: Case = {
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
};

const params = new URLSearchParams(location.search);
const impl = params.get("impl") ?? "partkit";
const which = params.get("case") === "fields200" ? fields200 : array500;

let changed: (() => void) | undefined;
const onAnyChange = () => changed?.();

function JsonFormsApp() {
  const [data, setData] = useState(which.data);
  return (
    <JsonForms
      schema={which.schema as never}
      data={data}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data: next }) => {
        setData(next);
        onAnyChange();
      }}
    />
  );
}

function App() {
  if (impl === "rjsf") return <RjsfForm schema={which.schema as never} formData={which.data} validator={rjsfValidator} onChange={onAnyChange} />;
  if (impl === "jsonforms") return <JsonFormsApp />;
  return <SchemaForm schema={which.schema as never} formData={which.data} onChange={onAnyChange} />;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const microtasks = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

const t0 = performance.now();
createRoot(document.getElementById("root")!).render(params.get("strict") ? <StrictMode><App /></StrictMode> : <App />);
const ready = nextFrame().then(() => performance.now() - t0);

async function keystroke(char = "x") {
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
  setter.call(input, input.value + char);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  await microtasks();
  const sync = performance.now() - start;
  await nextFrame();
  const frame = performance.now() - start;
  const done = (await settled) - start;
  await nextFrame();
  return { sync, frame, settled: done, rendered: document.querySelectorAll("input").length };
}

(window as unknown as { __bench: unknown }).__bench = { ready, keystroke };
