import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { createContentLoader } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartContent, PartkitProvider, PartView, defineRenderer, type PartRendererProps } from "../../../src/render";
import { origin, requests, uniq } from "../fetch/helpers";
import { renderInScroller } from "../fetch/scroller";

interface Forecast {
  readonly city: string;
  readonly celsius: number;
}

function readForecast(value: unknown): Forecast {
  const { city, celsius } = (value ?? {}) as Partial<Forecast>;
  if (typeof city !== "string" || typeof celsius !== "number") throw new TypeError("a forecast needs a city and degrees");
  return { city, celsius };
}

/** A custom renderer as an app would write it, on the public primitive. */
function ForecastPart({ part }: PartRendererProps) {
  return (
    <PartContent part={part} as="json" read={readForecast} data-slot="forecast">
      {(forecast) => (
        <p>
          {forecast.city}: {forecast.celsius} °C
        </p>
      )}
    </PartContent>
  );
}

const renderers = [defineRenderer({ match: "application/vnd.example.forecast+json", component: ForecastPart, label: "Forecast" })];
const forecast = (url: string): Part => ({ name: "/weather/today.json", contentType: "application/vnd.example.forecast+json", contentUrl: url });
const body = encodeURIComponent(JSON.stringify({ city: "Lyon", celsius: 21 }));

describe("PartContent against a real server", () => {
  it("is busy with a loading status, then shows the decoded value", async () => {
    const id = uniq("pc-load");
    const { container } = renderInScroller(
      <PartkitProvider loader={createContentLoader()} renderers={renderers}>
        <PartView part={forecast(`${origin}/text/${id}?delay=300&type=application/json&body=${body}`)} />
      </PartkitProvider>,
    );
    const root = () => container.querySelector('[data-slot="forecast"]');
    expect(await screen.findByRole("status")).toHaveTextContent("Loading today.json");
    expect(root()).toHaveAttribute("data-state", "loading");
    expect(root()).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByText("Lyon: 21 °C")).toBeVisible();
    expect(root()).toHaveAttribute("data-state", "ready");
    expect(root()).not.toHaveAttribute("aria-busy");
  });

  it("shows the server's error with a Retry that loads again from the keyboard", async () => {
    const id = uniq("pc-retry");
    const { container } = renderInScroller(
      <PartkitProvider loader={createContentLoader({ retries: 0 })} renderers={renderers}>
        <PartView part={forecast(`${origin}/flaky/${id}?fail=1&body=${body}`)} />
      </PartkitProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/Couldn't load today\.json: .*503/);
    expect(await requests(`/flaky/${id}`)).toBe(1);
    const retry = screen.getByRole("button", { name: "Retry" });
    retry.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Lyon: 21 °C")).toBeVisible();
    expect(await requests(`/flaky/${id}`)).toBe(2);
    const root = container.querySelector('[data-slot="forecast"]');
    expect(root).toHaveAttribute("data-state", "ready");
    await vi.waitFor(() => expect(root).toHaveFocus());
  });

  it("shows content that loads but does not read as invalid, with the raw text", async () => {
    const id = uniq("pc-invalid");
    renderInScroller(
      <PartkitProvider loader={createContentLoader()} renderers={renderers}>
        <PartView part={forecast(`${origin}/text/${id}?body=${encodeURIComponent('{"city":"Lyon"}')}`)} />
      </PartkitProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't read today.json: a forecast needs a city and degrees");
    expect(screen.getByRole("group", { name: "Raw content of today.json" })).toHaveTextContent('{"city":"Lyon"}');
  });
});
