import { useState } from "react";
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { registerHostile } from "./harness";

// Controlled, as JSON Forms' documentation shows; it validates on every change.
function Subject({ schema }: { readonly schema: Record<string, unknown> }) {
  const [data, setData] = useState<unknown>({});
  return <JsonForms schema={schema as never} data={data} renderers={vanillaRenderers} cells={vanillaCells} onChange={({ data: next }) => setData(next)} />;
}

registerHostile({ form: (schema) => <Subject schema={schema} /> });
