export { virtualizeAbove } from "./thresholds";
export { useVirtualRows, type VirtualRow, type VirtualRows, type VirtualRowsOptions } from "./use-virtual-rows";
export { useRovingFocus, type RovingFocus, type RovingFocusOptions } from "./use-roving-focus";
