import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  ContentLoadError,
  type ContentLoader,
  createMemoryLoader,
  defineRenderer,
  MessageView,
  PartContent,
  PartkitProvider,
  type PartRendererProps,
} from "../../src/index";

interface Forecast {
  readonly city: string;
  readonly celsius: number;
  readonly sky: string;
}

/** Reads an untrusted payload into the shape the renderer draws; a throw shows as invalid content. */
function readForecast(value: unknown): Forecast {
  const { city, celsius, sky } = (value ?? {}) as Partial<Forecast>;
  if (typeof city !== "string" || typeof celsius !== "number") throw new TypeError("a forecast needs a city and degrees");
  return { city, celsius, sky: typeof sky === "string" ? sky : "unknown sky" };
}

/** The custom renderer: every state but "ready" comes from <PartContent>. */
function ForecastPart({ part }: PartRendererProps) {
  return (
    <PartContent part={part} as="json" read={readForecast} data-slot="forecast" style={{ padding: "0.5rem", border: "1px solid var(--pk-border)", borderRadius: 6 }}>
      {(forecast) => (
        <p style={{ margin: 0 }}>
          <strong>{forecast.city}</strong>: {forecast.celsius} °C, {forecast.sky}
        </p>
      )}
    </PartContent>
  );
}

const renderers = [defineRenderer({ match: "application/vnd.example.forecast+json", component: ForecastPart, label: "Forecast" })];
const url = "https://weather.example/lyon.json";
const payload = JSON.stringify({ city: "Lyon", celsius: 21, sky: "clear" });

/** An in-memory loader that refuses each URL once (503), then answers: shows error → Retry → ready. */
function failOnceLoader(entries: Readonly<Record<string, string>>): ContentLoader {
  const refused = new Set<string>();
  const memory = createMemoryLoader(entries, { delayMs: 300 });
  return {
    load(part, options) {
      const key = part.contentUrl ?? "";
      if (!refused.has(key)) {
        refused.add(key);
        return Promise.reject(new ContentLoadError("http", "HTTP 503 Service Unavailable", 503));
      }
      return memory.load(part, options);
    },
  };
}

interface DemoProps {
  /** Which state the loader leads to. */
  readonly scenario: "ready" | "loading" | "error-then-retry" | "invalid";
}

function Demo({ scenario }: DemoProps) {
  const loader = useMemo<ContentLoader>(
    () =>
      scenario === "loading"
        ? createMemoryLoader({ [url]: payload }, { delayMs: Infinity })
        : scenario === "error-then-retry"
          ? failOnceLoader({ [url]: payload })
          : createMemoryLoader({ [url]: scenario === "invalid" ? '{"city":"Lyon"}' : payload }, { delayMs: 300 }),
    [scenario],
  );
  return (
    <PartkitProvider loader={loader} renderers={renderers}>
      <div style={{ maxWidth: 520 }}>
        <MessageView layout="inline" message={{ role: "assistant", parts: [{ name: "/weather/lyon.json", contentType: "application/vnd.example.forecast+json", contentUrl: url }] }} />
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Render/Writing a renderer",
  component: Demo,
  args: { scenario: "ready" },
  argTypes: { scenario: { control: "inline-radio", options: ["ready", "loading", "error-then-retry", "invalid"] } },
  parameters: {
    docs: {
      description: {
        component:
          "A custom renderer for `application/vnd.example.forecast+json` built on `<PartContent part as=\"json\" read={readForecast}>`: it writes only the ready body. Loading (with `aria-busy`), the load error (an alert naming it, with Retry), and content that does not read (an alert with the raw text) come from the primitive, with the renderer's own `data-slot` and props on the root.",
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const forecastRoot = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-slot="forecast"]');

/** Loads, then shows the typed value. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Lyon")).toBeVisible();
    await expect(forecastRoot(canvasElement)).toHaveAttribute("data-state", "ready");
  },
};

/** The loader has not answered: a status, and the root is `aria-busy`. */
export const Loading: Story = {
  args: { scenario: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading lyon.json");
    await expect(forecastRoot(canvasElement)).toHaveAttribute("aria-busy", "true");
  },
};

/** The first load fails with a 503: the alert names it, with Retry (the next load succeeds). */
export const ErrorThenRetry: Story = {
  name: "Error, then Retry",
  args: { scenario: "error-then-retry" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Couldn't load lyon.json: HTTP 503 Service Unavailable");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/** Test only: Retry loads again, the value shows and focus moves to it. */
export const ErrorThenRetryClicked: Story = {
  ...ErrorThenRetry,
  name: "Error, then Retry: clicked",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Couldn't load lyon.json: HTTP 503 Service Unavailable");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByText("Lyon")).toBeVisible();
    await waitFor(() => expect(forecastRoot(canvasElement)).toHaveFocus());
  },
};

/** The content loads but is not a forecast: the reader's error and the raw text, nothing lost. */
export const Invalid: Story = {
  args: { scenario: "invalid" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("a forecast needs a city and degrees");
    await expect(canvas.getByRole("group", { name: "Raw content of lyon.json" })).toHaveTextContent('{"city":"Lyon"}');
  },
};
