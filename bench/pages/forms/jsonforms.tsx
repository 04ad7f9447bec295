import { useState } from "react";
import { JsonForms } from "@jsonforms/react";
import { vanillaCells, vanillaRenderers } from "@jsonforms/vanilla-renderers";
import { registerForms, type FormsSubjectProps } from "./cases";

// Controlled, as JSON Forms' documentation shows.
function Subject({ schema, data, onChange }: FormsSubjectProps) {
  const [value, setValue] = useState(data);
  return (
    <JsonForms
      schema={schema as never}
      data={value}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data: next }) => {
        setValue(next);
        onChange();
      }}
    />
  );
}

registerForms(Subject);
