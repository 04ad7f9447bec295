import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";
import "../../../src/theme/theme.css";

const schema = {
  type: "object",
  properties: {
    colour: { type: "string", format: "color", title: "Colour" },
    file: { type: "string", format: "data-url", title: "Attachment" },
    tags: { type: "array", title: "Tags", uniqueItems: true, items: { type: "string", enum: ["food", "walks", "museums"] } },
  },
} as const;

// Resolved colours of the theme's tokens on the form, for comparing computed styles.
function token(element: Element, name: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${name})`;
  element.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

describe("file, colour and multi-select inputs in real Chromium", () => {
  it("take the kit's look in both themes instead of the browser's defaults", () => {
    for (const theme of ["light", "dark"]) {
      const { container, unmount } = render(
        <div data-theme={theme}>
          <SchemaForm schema={schema} formData={{ tags: ["walks"] }} />
        </div>,
      );
      const form = container.querySelector('[data-slot="schema-form"]')!;
      const colour = screen.getByLabelText("Colour");
      expect(colour).toHaveAttribute("type", "color");
      expect(getComputedStyle(colour).borderTopColor).toBe(token(form, "--pk-border"));

      const file = screen.getByLabelText("Attachment");
      const button = getComputedStyle(file, "::file-selector-button");
      expect(button.backgroundColor, theme).toBe(token(form, "--pk-subtle-bg"));
      expect(button.borderTopColor).toBe(token(form, "--pk-border"));
      expect(button.borderTopLeftRadius).toBe("6px");

      const select = screen.getByRole("listbox", { name: "Tags" });
      expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(100);
      const chosen = screen.getByRole("option", { name: "walks" });
      expect((chosen as HTMLOptionElement).selected).toBe(true);
      expect(getComputedStyle(chosen).color, theme).toBe(token(form, "--pk-accent-fg"));
      unmount();
    }
  });
});
