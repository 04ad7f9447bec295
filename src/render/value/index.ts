export { ValueSummary, type ValueSummaryProps } from "./value-summary";
export { LongValue } from "./long-value";
