import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SchemaForm } from "../../src/form/index";
import { contactSchema2020, formatsSchema, paymentSchema, tasksSchema } from "../../test/fixtures/form/schemas";

const meta = {
  title: "Form/SchemaForm",
  component: SchemaForm,
  args: { onSubmit: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A form from any JSON Schema (draft-07 or 2020-12), on `@rjsf/core` with partkit's theme. Errors are human, linked from a summary and announced; parts a form can't express become a validated JSON editor; hostile schemas can't hang the page.",
      },
    },
  },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A contact form from a 2020-12 schema with `$ref`s, empty. */
export const Contact2020: Story = {
  name: "Contact (2020-12, $ref)",
  args: { schema: contactSchema2020 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Name/)).toHaveValue("");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Test only: submitting empty shows a summary of 2 problems and focuses the first; filled in, it submits. */
export const Contact2020Submit: Story = {
  ...Contact2020,
  name: "Contact (2020-12, $ref): submit",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("There are 2 problems to fix");
    await expect(canvas.getByLabelText(/Name/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Name/), "Ada Lovelace");
    await userEvent.type(canvas.getByLabelText(/Email/), "ada@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: "Ada Lovelace", email: "ada@example.com" }));
  },
};

/** String formats as native inputs (date, password with Show), read-only fields and enums. */
export const Formats: Story = {
  name: "Formats, writeOnly, readOnly, enums",
  args: { schema: formatsSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Day")).toHaveAttribute("type", "date");
    await expect(canvas.getByLabelText("API key")).toHaveAttribute("type", "password");
  },
};

/** Test only: Show reveals a write-only secret. */
export const FormatsShowSecret: Story = {
  ...Formats,
  name: "Formats, writeOnly, readOnly, enums: show secret",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show" }));
    await expect(canvas.getByLabelText("API key")).toHaveAttribute("type", "text");
  },
};

/** The contact form in the dark theme, validating as you type. */
export const Dark: Story = {
  name: "Contact, validating as you type (dark)",
  args: { schema: contactSchema2020, liveValidate: true },
  globals: { theme: "dark" },
};

/** Test only: with live validation, one typed letter marks the name invalid (dark theme, so the a11y check covers error colours). */
export const DarkLiveValidation: Story = {
  ...Dark,
  name: "Contact, validating as you type (dark): type a letter",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Name/), "A");
    await waitFor(() => expect(canvas.getByLabelText(/Name/)).toHaveAttribute("aria-invalid", "true"));
  },
};

/** A `oneOf` of card or bank payment, with a picker for the branch. */
export const OneOfSwitching: Story = {
  name: "oneOf keeps each branch's data",
  args: { schema: paymentSchema },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: /Payment: choose an option/ })).toBeVisible();
  },
};

/** Test only: switching branches and back keeps what was typed in each. */
export const OneOfSwitchingFlow: Story = {
  ...OneOfSwitching,
  name: "oneOf keeps each branch's data: switch and back",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Card number"), "4242");
    const picker = canvas.getByRole("combobox", { name: /Payment: choose an option/ });
    await userEvent.selectOptions(picker, "Bank");
    await userEvent.type(await canvas.findByLabelText("IBAN"), "DE89");
    await userEvent.selectOptions(picker, "Card");
    await expect(await canvas.findByLabelText("Card number")).toHaveValue("4242");
  },
};

/** An array of tasks (reorder, add, remove) and free-form labels from `additionalProperties`. */
export const ArraysAndMaps: Story = {
  name: "Arrays of objects and additionalProperties",
  args: { schema: tasksSchema, formData: { tasks: [{ title: "Write tests", done: true }, { title: "Ship" }], labels: { team: "ui" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText("Title")).toHaveLength(2);
  },
};

/** Test only: moving an item up reorders the values; adding one appends an empty item. */
export const ArraysAndMapsEdit: Story = {
  ...ArraysAndMaps,
  name: "Arrays of objects and additionalProperties: reorder and add",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move item 2 up" }));
    await waitFor(() => expect((canvas.getAllByLabelText("Title")[0] as HTMLInputElement).value).toBe("Ship"));
    await userEvent.click(canvas.getByRole("button", { name: "Add item to Tasks" }));
    await waitFor(() => expect(canvas.getAllByLabelText("Title")).toHaveLength(3));
  },
};

const longTasks = { tasks: Array.from({ length: 500 }, (_, i) => ({ title: `Task ${i + 1}`, done: i % 3 === 0 })) };

/** 500 items in a scrolling region: only the rows in view are in the DOM. */
export const FiveHundredRows: Story = {
  name: "500-item array (virtualised)",
  args: { schema: tasksSchema, formData: longTasks },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: /Tasks: items 1 to \d+ of 500/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="schema-form-array-item"]').length).toBeLessThan(40);
  },
};

/** Test only: scrolling the region to its end brings item 500 into the DOM and its label up to date. */
export const FiveHundredRowsScrolled: Story = {
  ...FiveHundredRows,
  name: "500-item array (virtualised): scrolled to the end",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: /Tasks: items 1 to \d+ of 500/ });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByRole("region", { name: /of 500/ }).getAttribute("aria-label")).toMatch(/to 500 of 500/));
    await expect(canvas.getByDisplayValue("Task 500")).toBeVisible();
  },
};

const wideSchema = {
  type: "object",
  title: "Feature flags",
  required: ["flag2500"],
  properties: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`flag${i + 1}`, { type: "string", title: `Flag ${i + 1}`, enum: ["on", "off", "default"] }])),
};

/**
 * An object of 5,000 properties: past 300 its fields go in a scrolling region that mounts only
 * those in view. Submit: the error for Flag 2500 links to its field, which scrolls into view.
 */
export const FiveThousandFields: Story = {
  name: "5,000-property object (virtualised)",
  args: { schema: wideSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: /Feature flags: fields 1 to \d+ of 5000/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll("select").length).toBeLessThan(100);
  },
};

/** A `prefixItems` tuple no form can express: a JSON editor validated against the schema. */
export const JsonFallback: Story = {
  name: "prefixItems → validated JSON editor",
  args: {
    schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        label: { type: "string", title: "Label" },
        point: { title: "Point", description: "[x, y] in metres", type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false },
      },
    },
    formData: { point: [1, 2] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: /Point/ })).toBeVisible();
  },
};

/** Test only: JSON that breaks the schema is reported under the editor, by index. */
export const JsonFallbackInvalid: Story = {
  ...JsonFallback,
  name: "prefixItems → validated JSON editor: invalid value",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole("textbox", { name: /Point/ });
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('[1, "x"]');
    await expect(await canvas.findByText(/1: Enter a number\./)).toBeVisible();
  },
};

// Kept out of `args` so Storybook does not serialise a 50 000-value enum into its controls.
const hostileSchema = {
  type: "object",
  properties: {
    code: { type: "string", title: "Code", pattern: "^(a+)+$" },
    country: { type: "string", title: "Country code", enum: Array.from({ length: 50_000 }, (_, i) => `C${i}`) },
  },
};

/** A pattern that backtracks catastrophically in `RegExp` (partkit runs it on RE2JS) and a 50,000-value enum: the form still renders at once. */
export const HostileSchema: Story = {
  name: "Hostile schema (catastrophic pattern, huge enum)",
  args: { schema: {} },
  render: () => <SchemaForm schema={hostileSchema} formData={{ code: `${"a".repeat(40)}!` }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/50,000 allowed values/)).toBeVisible();
  },
};

/** Test only: submitting does not hang on the pattern; the value is checked, in linear time, and doesn't match. */
export const HostileSchemaSubmit: Story = {
  ...HostileSchema,
  name: "Hostile schema (catastrophic pattern, huge enum): submit",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Doesn't match the required format (^(a+)+$)");
    await expect(performance.now() - started).toBeLessThan(2000);
    await expect(canvas.getByText(/50,000 allowed values/)).toBeVisible();
  },
};

/** A schema whose `$ref`s loop: an alert instead of a hang. */
export const RefLoop: Story = {
  name: "$ref loop",
  args: { schema: { $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("loops back on itself");
  },
};
