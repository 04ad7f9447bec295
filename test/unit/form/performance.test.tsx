import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { WidgetProps } from "@rjsf/utils";
import { SchemaForm } from "../../../src/form";

const schema = {
  type: "object",
  properties: {
    items: {
      type: "array",
      title: "Items",
      items: { type: "object", properties: { name: { type: "string", title: "Name" }, note: { type: "string", title: "Note" } } },
    },
  },
} as const;
const data = { items: Array.from({ length: 500 }, (_, i) => ({ name: `Item ${i}`, note: "" })) };

describe("SchemaForm keystrokes", { timeout: 20_000 }, () => {
  it("re-renders only the edited field", async () => {
    const renders = new Map<string, number>();
    function CountingWidget({ id, value, onChange, label }: WidgetProps) {
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return <input id={id} aria-label={label} value={value ?? ""} onChange={(e) => onChange(e.target.value)} />;
    }
    const onChange = vi.fn();
    render(<SchemaForm schema={schema} formData={data} onChange={onChange} uiSchema={{ items: { items: { name: { "ui:widget": CountingWidget }, note: { "ui:widget": CountingWidget } } } }} />);
    const before = new Map(renders);
    expect(before.size).toBeLessThan(40);
    fireEvent.change(document.getElementById("root_items_0_name")!, { target: { value: "Item 0!" } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const changed = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
    expect(changed).toEqual(["root_items_0_name"]);
  });

  it("submits the last keystroke even when the form state is still catching up", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm schema={schema} formData={data} onSubmit={onSubmit} />);
    const name = screen.getAllByLabelText("Name")[0]!;
    await user.click(name);
    await user.keyboard("abc{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = onSubmit.mock.calls.at(-1)![0] as typeof data;
    expect(submitted.items[0]!.name).toBe("Item 0abc");
    expect(submitted.items).toHaveLength(500);
  });

  it("flushes a change still in its transition when the form is submitted in the same task", async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schema={schema} formData={data} onSubmit={onSubmit} />);
    const name = screen.getAllByLabelText("Name")[1]! as HTMLInputElement;
    // Outside act(), so React schedules the transition instead of running it before we submit.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(name, "changed");
      name.dispatchEvent(new Event("input", { bubbles: true }));
      await Promise.resolve();
      name.closest("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect((onSubmit.mock.calls[0]![0] as typeof data).items[1]!.name).toBe("changed");
  });
});
