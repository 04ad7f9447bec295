import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ResultView } from "../../src/form/index";
import { forecastOutputSchema } from "../../test/fixtures/form/schemas";

const forecast = {
  city: "Lisbon",
  issued: "2024-05-01T09:30:00Z",
  source: "https://weather.example/lisbon",
  days: [
    { day: "Mon", high: 21.5 },
    { day: "Tue", high: 23 },
    { day: "Wed", high: 19.8 },
  ],
};

const meta = {
  title: "Form/ResultView",
  component: ResultView,
  parameters: { docs: { description: { component: "A value rendered by its output schema: labelled fields, tables, formatted strings, message bodies; mismatches shown, never hidden." } } },
} satisfies Meta<typeof ResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A forecast by its output schema: labelled fields, a table of days, a formatted link. */
export const Forecast: Story = {
  args: { schema: forecastOutputSchema, value: forecast, title: "Forecast" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "weather.example/lisbon" })).toBeVisible();
  },
};

/** Test only: Raw JSON shows the value as sent. */
export const ForecastRawJson: Story = {
  ...Forecast,
  name: "Forecast: raw JSON",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Raw JSON" }));
    await expect(canvas.getByText(/"city": "Lisbon"/)).toBeVisible();
  },
};

export const Mismatch: Story = {
  name: "Value that doesn't match",
  args: { schema: forecastOutputSchema, value: { days: "soon", extra: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("doesn't match its schema");
  },
};

export const MessageBodyValue: Story = {
  name: "MessageBody value",
  args: { value: { parts: [{ contentType: "text/plain", content: "A summary, returned as a message body.\nSecond line." }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/A summary, returned as a message body/)).toBeVisible();
  },
};

export const DarkTable: Story = {
  name: "Forecast table (dark)",
  args: { schema: forecastOutputSchema, value: forecast },
  globals: { theme: "dark" },
};
