import type { CSSProperties } from "react";
import type { ToolEntry, ToolRenderProps } from "../../src/render";

// An app's own styles, from partkit's theme tokens so the card follows light and dark.
const card: CSSProperties = { border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)", padding: "0.75rem 1rem", background: "var(--pk-subtle-bg)" };
const heading: CSSProperties = { margin: "0 0 0.5rem", fontSize: "0.875rem", fontWeight: 600, color: "var(--pk-muted)" };
const list: CSSProperties = { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))", gap: "0.75rem", margin: 0, padding: 0, listStyle: "none" };
const tile: CSSProperties = { display: "grid", gap: "0.125rem", padding: "0.5rem 0.75rem", borderRadius: "var(--pk-radius)", background: "var(--pk-bg)", border: "1px solid var(--pk-border)" };
const temp: CSSProperties = { fontSize: "1.5rem", fontWeight: 600 };

interface Day {
  readonly high?: number;
  readonly low?: number;
  readonly sky?: string;
  readonly rainMm?: number;
}

const isDay = (value: unknown): value is Day => typeof value === "object" && value !== null;

/** The app's own card for `get_forecast`: a tile per day, from the tool's result as a value. */
function ForecastCard({ call, result, state, title }: ToolRenderProps) {
  const city = typeof (call.input as { city?: unknown })?.city === "string" ? (call.input as { city: string }).city : "";
  const days = result && typeof result.output === "object" && result.output !== null ? Object.entries(result.output).filter((entry): entry is [string, Day] => isDay(entry[1])) : [];
  return (
    <section style={card} aria-label={`${title} for ${city}`} data-state={state}>
      <h3 style={heading}>
        {title} · {city}
      </h3>
      {days.length === 0 ? (
        <p style={{ margin: 0 }}>{state === "error" ? "The forecast could not be fetched." : "Fetching the forecast…"}</p>
      ) : (
        <ul style={list}>
          {days.map(([day, d]) => (
            <li key={day} style={tile}>
              <span style={{ fontWeight: 600 }}>{day[0]!.toUpperCase() + day.slice(1)}</span>
              <span style={temp}>
                {d.high}° <small style={{ fontSize: "0.875rem", fontWeight: 400, color: "var(--pk-muted)" }}>/ {d.low}°</small>
              </span>
              <span style={{ color: "var(--pk-muted)" }}>
                {d.sky}
                {d.rainMm ? `, ${d.rainMm} mm` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `PartkitProvider`'s `tools` entry the Chat story gives `get_forecast`. */
export const forecastTool: ToolEntry = { title: "Forecast", render: (props) => <ForecastCard {...props} /> };
