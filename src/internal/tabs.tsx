"use client";
import { createContext, use, useId, useMemo, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { composeEventHandlers } from "./compose-props";
import { useControllableState } from "./use-controllable-state";

interface TabsContextValue {
  readonly value: string;
  readonly select: (value: string) => void;
  readonly tabId: (value: string) => string;
  readonly panelId: (value: string) => string;
  readonly orientation: "horizontal" | "vertical";
  readonly slot: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>.`);
  return context;
}

/**
 * Props of {@link Tabs}.
 *
 * @example
 * const props: TabsProps = { defaultValue: "result", children: null };
 */
export interface TabsProps {
  /** The selected tab (controlled). */
  readonly value?: string;
  /** The tab selected at first (uncontrolled). */
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Which arrow keys move between tabs (default `"horizontal"`: Left/Right). */
  readonly orientation?: "horizontal" | "vertical";
  /** The component the tabs belong to: their `data-slot`s are `<slot>-tabs`, `<slot>-tab` and `<slot>-tab-panel`. */
  readonly slot: string;
  readonly children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern in four pieces: `Tabs` holds the selection (controlled or not) and
 * renders no element of its own, {@link TabList} is the `tablist`, {@link Tab} a `tab` and
 * {@link TabPanel} the `tabpanel` of the selected tab (the others are not rendered). One Tab stop:
 * arrow keys move and select (automatic activation), Home/End jump; right-to-left flips the arrows.
 *
 * @selector [data-slot="<slot>-tabs"] the tablist; [data-slot="<slot>-tab"][data-state="active" | "inactive"]; [data-slot="<slot>-tab-panel"]
 * @example
 * <Tabs slot="playground" defaultValue="result">
 *   <TabList aria-label="Output views">
 *     <Tab value="result">Result</Tab>
 *     <Tab value="json">JSON</Tab>
 *   </TabList>
 *   <TabPanel value="result">…</TabPanel>
 *   <TabPanel value="json">…</TabPanel>
 * </Tabs>
 */
export function Tabs({ value, defaultValue = "", onValueChange, orientation = "horizontal", slot, children }: TabsProps) {
  const [selected, select] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange });
  const base = useId();
  const context = useMemo<TabsContextValue>(
    () => ({ value: selected, select, tabId: (v) => `${base}-tab-${v}`, panelId: (v) => `${base}-panel-${v}`, orientation, slot }),
    [selected, select, base, orientation, slot],
  );
  return <TabsContext value={context}>{children}</TabsContext>;
}

/**
 * Props of {@link TabList}: those of its `<div role="tablist">`.
 *
 * @example
 * const props: TabListProps = { "aria-label": "Output views" };
 */
export type TabListProps = ComponentProps<"div">;

/**
 * The row of tabs; handles the arrow keys for the whole row.
 *
 * @example
 * <TabList aria-label="Views"><Tab value="a">A</Tab><Tab value="b">B</Tab></TabList>
 */
export function TabList({ onKeyDown, ...props }: TabListProps) {
  const { select, orientation, slot } = useTabs("TabList");
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = orientation === "horizontal" && getComputedStyle(event.currentTarget).direction === "rtl";
    const [back, forward] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : rtl ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
    const last = tabs.length - 1;
    const next = event.key === forward ? (index + 1) % tabs.length : event.key === back ? (index + last) % tabs.length : event.key === "Home" ? 0 : event.key === "End" ? last : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (target.dataset.value !== undefined) select(target.dataset.value);
  };
  return <div role="tablist" aria-orientation={orientation} {...props} onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)} data-slot={`${slot}-tabs`} />;
}

/**
 * Props of {@link Tab}: the tab's `value` plus those of its `<button>`.
 *
 * @example
 * const props: TabProps = { value: "result", children: "Result" };
 */
export interface TabProps extends Omit<ComponentProps<"button">, "value" | "type"> {
  readonly value: string;
}

/**
 * One tab: selected on click (or by the arrow keys in its {@link TabList}), tabbable only while
 * selected.
 *
 * @example
 * <Tab value="result">Result</Tab>
 */
export function Tab({ value, onClick, ...props }: TabProps) {
  const tabs = useTabs("Tab");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      aria-selected={selected}
      aria-controls={tabs.panelId(value)}
      tabIndex={selected ? 0 : -1}
      {...props}
      onClick={composeEventHandlers(onClick, () => tabs.select(value))}
      data-slot={`${tabs.slot}-tab`}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
    />
  );
}

/**
 * Props of {@link TabPanel}: the tab's `value` plus those of its `<div role="tabpanel">`.
 *
 * @example
 * const props: TabPanelProps = { value: "result", children: "…" };
 */
export interface TabPanelProps extends ComponentProps<"div"> {
  readonly value: string;
}

/**
 * What a tab shows; rendered only while its tab is selected.
 *
 * @example
 * <TabPanel value="result"><ResultView value={output} /></TabPanel>
 */
export function TabPanel({ value, ...props }: TabPanelProps) {
  const tabs = useTabs("TabPanel");
  if (tabs.value !== value) return null;
  return <div role="tabpanel" id={tabs.panelId(value)} aria-labelledby={tabs.tabId(value)} {...props} data-slot={`${tabs.slot}-tab-panel`} />;
}
