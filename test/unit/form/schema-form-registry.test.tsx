import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FieldProps, WidgetProps } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm, type SchemaFormTemplates } from "../../../src/form";

/** An app's own widget: a row of star buttons for an integer. */
function StarRating({ id, value, onChange, label }: WidgetProps) {
  return (
    <div id={id} role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button key={n} type="button" role="radio" aria-checked={value === n} aria-label={`${n} stars`} onClick={() => onChange(n)}>
          ★
        </button>
      ))}
    </div>
  );
}

const reviewSchema = {
  type: "object",
  properties: { title: { type: "string", title: "Title" }, rating: { type: "integer", title: "Rating", minimum: 1, maximum: 5 }, notes: { type: "string", title: "Notes" } },
} as const;

describe("SchemaForm widgets, fields and templates", { timeout: 20_000 }, () => {
  it("uses a widget of the caller's, registered by name and picked with ui:widget, and partkit's elsewhere", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        schema={reviewSchema}
        uiSchema={{ rating: { "ui:widget": "StarRating" }, notes: { "ui:widget": "textarea" } }}
        widgets={{ StarRating }}
        onChange={onChange}
        onSubmit={onSubmit}
      />,
    );
    const stars = screen.getByRole("radiogroup", { name: /Rating/ });
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rating: 4 }), expect.anything()));
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
    expect(stars).toBeInTheDocument();
    // partkit's own widgets and templates are still there around it.
    const notes = screen.getByLabelText("Notes");
    expect(notes.tagName).toBe("TEXTAREA");
    expect(notes).toHaveAttribute("data-slot"); // partkit's textarea (RJSF's own has none)
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4 }));
  });

  it("replaces one of partkit's widgets by its name", () => {
    function AppCheckbox({ id, value, onChange, label }: WidgetProps) {
      return <input id={id} type="checkbox" role="switch" aria-label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    }
    render(<SchemaForm schema={{ type: "object", properties: { ok: { type: "boolean", title: "OK" } } }} widgets={{ CheckboxWidget: AppCheckbox }} />);
    expect(screen.getByRole("switch", { name: "OK" })).toBeInTheDocument();
  });

  it("uses a field of the caller's by name with ui:field", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Coordinates({ formData, onChange: change, fieldPathId }: FieldProps) {
      const value = (formData ?? {}) as { lat?: number; lon?: number };
      return (
        <button type="button" onClick={() => change({ lat: 38.7, lon: -9.1 }, fieldPathId.path)}>
          {value.lat === undefined ? "Use Lisbon" : `${value.lat}, ${value.lon}`}
        </button>
      );
    }
    render(
      <SchemaForm
        schema={{ type: "object", properties: { where: { type: "object", properties: { lat: { type: "number" }, lon: { type: "number" } } } } }}
        uiSchema={{ where: { "ui:field": "Coordinates" } }}
        fields={{ Coordinates }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Use Lisbon" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ where: { lat: 38.7, lon: -9.1 } }, expect.anything()));
    expect(screen.getByRole("button", { name: "38.7, -9.1" })).toBeInTheDocument();
  });

  it("merges templates over partkit's, ButtonTemplates one by one", () => {
    const templates: SchemaFormTemplates = {
      FieldHelpTemplate: ({ help }) => (help ? <small>App: {help}</small> : null),
      ButtonTemplates: { SubmitButton: () => <button type="submit">Save review</button> },
    };
    render(
      <SchemaForm
        schema={{ type: "object", properties: { title: { type: "string", title: "Title" }, tags: { type: "array", title: "Tags", items: { type: "string" } } } }}
        uiSchema={{ title: { "ui:help": "Tell us" } }}
        templates={templates}
      />,
    );
    expect(screen.getByText("App: Tell us")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save review" })).toBeInTheDocument();
    // partkit's other button templates stay: the labelled Add button of the array.
    expect(screen.getByRole("button", { name: /Add/ })).toBeInTheDocument();
  });
});
