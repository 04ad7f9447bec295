export { StatusChip, type StatusChipProps, type StatusGlyph, type StatusTone } from "./status-chip";
