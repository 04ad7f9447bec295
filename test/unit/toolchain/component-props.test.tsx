import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useEffect, useRef, type ComponentProps, type MouseEvent, type JSX, type JSXElementConstructor, type ReactElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import pkg from "../../../package.json";
import * as root from "../../../src/index";
import * as form from "../../../src/form/index";
import * as code from "../../../src/code/index";
import * as markdown from "../../../src/markdown/index";
import * as mermaid from "../../../src/mermaid/index";
import { svgImage } from "../../../src/mermaid/svg-image";
import * as a2a from "../../../src/a2a/index";
import * as mcpApp from "../../../src/mcp/app/index";
import type { Message, PartRendererProps } from "../../../src/index";

/**
 * Every exported component is open: it takes the props of the element it renders at its root
 * (`className`, `style`, `ref`, `data-*`, `aria-*`, handlers), less the names it uses itself, and
 * hands them to that element. partkit keeps its `data-slot` (and `data-state`).
 *
 * The list of components comes from the entries' export lists (names that start with a capital
 * and are React components), checked twice: by tsc (`satisfies Record<ExportedComponent, …>`, so a
 * new component without an entry here is a type error, and `covers()` is a type error naming each
 * root prop a component does not accept) and at run time (every component of every entry has an
 * entry here). Each covered component is then rendered with a caller's props, which must reach
 * its root element.
 */

// ---------------------------------------------------------------------------------------------
// What the entries export, as types
// ---------------------------------------------------------------------------------------------

type Entries = typeof import("../../../src/index") &
  typeof import("../../../src/model/index") &
  typeof import("../../../src/adapters/index") &
  typeof import("../../../src/form/index") &
  typeof import("../../../src/form/csp/index") &
  typeof import("../../../src/code/index") &
  typeof import("../../../src/markdown/index") &
  typeof import("../../../src/mermaid/index") &
  typeof import("../../../src/mcp/index") &
  typeof import("../../../src/a2a/index") &
  typeof import("../../../src/mcp/app/index");

type IsComponent<T> =
  T extends { Provider: unknown; Consumer: unknown } ? false : T extends abstract new (...args: never) => { render(): ReactNode } ? true : T extends (props: never) => ReactNode ? true : false;

/** Names of the exported components of every entry. */
type ExportedComponent = { [K in keyof Entries & string]: K extends Capitalize<K> ? (IsComponent<Entries[K]> extends true ? K : never) : never }[keyof Entries & string];

type Tag = keyof JSX.IntrinsicElements;
/** Any component, whatever its props (`ComponentProps<C>` requires this constraint). */
type AnyComponent = JSXElementConstructor<any>;

/** The root props (`<E>`'s, less `O`) that `P` does not accept, or accepts narrowed. */
type NotAccepted<P, E extends Tag, O extends PropertyKey> = {
  [K in Exclude<keyof ComponentProps<E>, O>]-?: K extends keyof P ? ([ComponentProps<E>[K]] extends [P[K]] ? never : K) : K;
}[Exclude<keyof ComponentProps<E>, O>];

/** The props a caller adds in the render test. */
type CallerProps = Record<string, unknown>;

interface Covered {
  readonly kind: "covered";
  readonly component: unknown;
  readonly element: Tag;
  readonly render: (props: CallerProps) => ReactElement;
  /** Set when the caller's `data-slot` wins (the component spreads after its own); says why. */
  readonly slotNotOwned?: string;
}

interface Exempt {
  readonly kind: "exempt" | "gap";
  readonly component: unknown;
  readonly reason: string;
}

type Entry = Covered | Exempt;

/**
 * A component that takes `<element>`'s props, less `omitted` (names it uses for itself). A type
 * error names the root props it does not accept.
 */
function covers<C extends AnyComponent, E extends Tag, const O extends readonly (keyof ComponentProps<E>)[] = []>(
  component: C,
  element: E,
  omitted: O,
  renderIt: (props: CallerProps) => ReactElement,
  options: { readonly slotNotOwned?: string } = {},
): [NotAccepted<ComponentProps<C>, E, O[number] | "children">] extends [never] ? Covered : { readonly notAccepted: NotAccepted<ComponentProps<C>, E, O[number] | "children"> } {
  return { kind: "covered", component, element, render: renderIt, ...options } as never;
}

/** A renderer for the registry: it gets `{ part, index, status }` from `<PartView>`, which takes the root props. */
function renderer<C extends AnyComponent>(component: C): [PartRendererProps] extends [ComponentProps<C>] ? Exempt : { readonly notARenderer: C } {
  return { kind: "exempt", component, reason: "a renderer: <PartView> renders it with { part, index, status } and takes the root props itself" } as never;
}

/** A component that renders no element of its own. */
function exempt(component: unknown, reason: string): Exempt {
  return { kind: "exempt", component, reason };
}

/**
 * A known gap, outside this change: the component does not take its root props yet. Once it
 * does, this is a type error ("fixed") so the gap becomes a `covers()` case.
 */
function gap<C extends AnyComponent, E extends Tag>(
  component: C,
  element: E,
  reason: string,
): [NotAccepted<ComponentProps<C>, E, "children">] extends [never] ? { readonly fixed: "takes its root props now: make it a covers() case" } : Exempt {
  return { kind: "gap", component, reason: `${element}: ${reason}` } as never;
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

const message: Message = {
  role: "assistant",
  channel: "final",
  parts: [{ contentType: "text/plain", content: "Hello" }, { name: "/files/a.txt", contentType: "text/plain", content: "A" }],
  metadata: { run_id: "run_1", stage: "plan", latency_ms: 12, request_id: "req-1" },
};
const agentCard = {
  name: "Weather",
  description: "Forecasts",
  version: "1.0.0",
  supportedInterfaces: [],
  provider: undefined,
  documentationUrl: undefined,
  capabilities: { streaming: true, extensions: [] },
  securitySchemes: {},
  securityRequirements: [],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/markdown"],
  skills: [],
  signatures: [],
  iconUrl: undefined,
};
const body = { parts: [{ name: "/files/a.txt", contentType: "text/plain", content: "A" }] };
const objectSchema = { type: "object", properties: { text: { type: "string", title: "Text" } } } as const;
const echo = async (input: unknown) => input;
const tool = { name: "echo", inputSchema: objectSchema };

function FirstTreeItem(props: CallerProps) {
  const { rows } = root.usePartTree("FirstTreeItem");
  return rows[0] ? <root.PartTreeItem row={rows[0]} index={0} tabbable {...props} /> : null;
}

/** Shows `children` once the enclosing playground has one finished run. */
function AfterOneRun({ children }: { readonly children: ReactNode }) {
  const { runs, start } = form.usePlaygroundContext();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start({ text: "hi" });
  }, [start]);
  return runs[0]?.status === "done" ? children : null;
}

const inPlayground = (part: ReactNode) => (
  <form.PlaygroundRoot inputSchema={objectSchema} run={echo} shareable={false}>
    {part}
  </form.PlaygroundRoot>
);

// ---------------------------------------------------------------------------------------------
// Every exported component
// ---------------------------------------------------------------------------------------------

const notMine = "owned outside the component-props change (src/render, src/message)";

const components = {
  // partkit
  MessageView: covers(root.MessageView, "article", ["onSelect"], (p) => <root.MessageView message={message} {...p} />),
  PartView: covers(root.PartView, "div", ["part"], (p) => <root.PartView part={{ contentType: "text/plain", content: "hi" }} {...p} />),
  MessageList: covers(root.MessageList, "div", [], (p) => <root.MessageList messages={[message]} {...p} />),
  MessageMeta: covers(root.MessageMeta, "div", [], (p) => <root.MessageMeta message={message} {...p} />),
  MessageMetaDetails: covers(root.MessageMetaDetails, "div", ["hidden"], (p) => (
    <root.MessageMetaDetails info={root.readMessageMeta(message)} open {...p} />
  )),
  MetaValueView: covers(root.MetaValueView, "dd", [], (p) => (
    <dl>
      <root.MetaValueView value={{ text: "gpt" }} tone="neutral" {...p} />
    </dl>
  )),
  ChannelFilter: covers(root.ChannelFilter, "div", ["defaultValue"], (p) => <root.ChannelFilter {...p} />),
  RunGroup: covers(root.RunGroup, "div", [], (p) => <root.RunGroup runId="run_1" messages={[message]} {...p} />),
  RunGroups: covers(root.RunGroups, "div", [], (p) => <root.RunGroups messages={[message]} renderMessage={() => null} {...p} />),
  Composer: covers(root.Composer, "div", [], (p) => <root.Composer onSend={() => undefined} {...p} />),
  Thread: covers(root.Thread, "div", [], (p) => <root.Thread messages={[message]} onSend={() => undefined} {...p} />),
  ThreadRoot: covers(root.ThreadRoot, "div", [], (p) => <root.ThreadRoot messages={[]} onSend={() => undefined} {...p} />),
  ThreadViewport: covers(root.ThreadViewport, "div", [], (p) => (
    <root.ThreadRoot messages={[]} onSend={() => undefined}>
      <root.ThreadViewport {...p} />
    </root.ThreadRoot>
  )),
  ThreadMessages: covers(root.ThreadMessages, "div", [], (p) => (
    <root.ThreadRoot messages={[message]} onSend={() => undefined}>
      <root.ThreadMessages {...p} />
    </root.ThreadRoot>
  )),
  ThreadEmpty: covers(root.ThreadEmpty, "div", [], (p) => (
    <root.ThreadRoot messages={[]} onSend={() => undefined}>
      <root.ThreadEmpty suggestions={["Hi"]} {...p} />
    </root.ThreadRoot>
  )),
  ThreadError: covers(root.ThreadError, "div", [], (p) => (
    <root.ThreadRoot messages={[message]} status="error" error={new Error("offline")} onSend={() => undefined}>
      <root.ThreadError {...p} />
    </root.ThreadRoot>
  )),
  ThreadComposer: covers(root.ThreadComposer, "div", [], (p) => (
    <root.ThreadRoot messages={[]} onSend={() => undefined}>
      <root.ThreadComposer {...p} />
    </root.ThreadRoot>
  )),
  ThreadScrollButton: exempt(root.ThreadScrollButton, "shows only while the reader has scrolled up, which needs the virtualised list's real scrolling: test/browser/thread/thread.test.tsx checks that the caller's props reach its <button>"),
  PartTree: covers(root.PartTree, "div", ["onSelect", "defaultValue"], (p) => <root.PartTree body={body} {...p} />),
  PartTreeRoot: covers(root.PartTreeRoot, "div", ["onSelect", "defaultValue"], (p) => <root.PartTreeRoot body={body} {...p} />),
  PartTreeFilter: covers(root.PartTreeFilter, "input", ["value", "defaultValue", "type"], (p) => (
    <root.PartTreeRoot body={body}>
      <root.PartTreeFilter {...p} />
    </root.PartTreeRoot>
  )),
  PartTreeItems: covers(root.PartTreeItems, "div", [], (p) => (
    <root.PartTreeRoot body={body}>
      <root.PartTreeItems {...p} />
    </root.PartTreeRoot>
  )),
  PartTreeItem: covers(root.PartTreeItem, "div", [], (p) => (
    <root.PartTreeRoot body={body}>
      <div role="tree" aria-label="Parts">
        <FirstTreeItem {...p} />
      </div>
    </root.PartTreeRoot>
  )),
  PartIcon: covers(root.PartIcon, "svg", [], (p) => <root.PartIcon contentType="image/png" {...p} />),
  PartkitProvider: exempt(root.PartkitProvider, "a context provider: renders its children only"),
  PartErrorBoundary: exempt(root.PartErrorBoundary, "an error boundary: renders its children (or the error inside the part's own element)"),
  SchemaNotice: gap(root.SchemaNotice, "div", notMine),
  ContentStatus: gap(root.ContentStatus, "div", notMine),
  PartContent: covers(
    root.PartContent,
    "div",
    ["content", "part"],
    (p) => (
      <root.PartContent part={{ contentType: "text/plain", content: "hi" }} {...p}>
        {(text) => text}
      </root.PartContent>
    ),
    { slotNotOwned: "a building block of renderers: each renderer names its own root with data-slot" },
  ),
  SchemaValue: covers(root.SchemaValue, "div", [], (p) => <root.SchemaValue schema={objectSchema} value={{ text: "hi" }} label="Arguments" {...p} />),
  JsonTree: gap(root.JsonTree, "div", notMine),
  LinkifiedText: gap(root.LinkifiedText, "span", notMine),
  RawText: gap(root.RawText, "div", notMine),
  JsonContent: gap(root.JsonContent, "div", `a building block of renderers; ${notMine}`),
  DownloadLink: gap(root.DownloadLink, "a", `a building block of renderers; ${notMine}`),
  CitationPart: renderer(root.CitationPart),
  CodePart: renderer(root.CodePart),
  CsvPart: renderer(root.CsvPart),
  DataPart: renderer(root.DataPart),
  FallbackPart: renderer(root.FallbackPart),
  HtmlPart: renderer(root.HtmlPart),
  ImagePart: renderer(root.ImagePart),
  JsonPart: renderer(root.JsonPart),
  MediaPart: renderer(root.MediaPart),
  PdfPart: renderer(root.PdfPart),
  PromptPart: renderer(root.PromptPart),
  ProviderItemPart: renderer(root.ProviderItemPart),
  ReasoningPart: renderer(root.ReasoningPart),
  SummaryPart: renderer(root.SummaryPart),
  RefusalPart: renderer(root.RefusalPart),
  ResourceRefPart: renderer(root.ResourceRefPart),
  TextPart: renderer(root.TextPart),
  ToolCallPart: renderer(root.ToolCallPart),
  ToolResultPart: renderer(root.ToolResultPart),

  // partkit/form
  SchemaForm: covers(form.SchemaForm, "div", ["onChange", "onSubmit"], (p) => <form.SchemaForm schema={objectSchema} {...p} />),
  JsonEditor: covers(form.JsonEditor, "div", ["id", "onChange"], (p) => <form.JsonEditor id="json" label="Value" value={{}} onChange={() => {}} {...p} />),
  ResultView: covers(form.ResultView, "section", ["title"], (p) => <form.ResultView value={{ a: 1 }} {...p} />),
  Playground: covers(form.Playground, "div", ["title"], (p) => <form.Playground inputSchema={objectSchema} run={echo} shareable={false} {...p} />),
  PlaygroundRoot: covers(form.PlaygroundRoot, "div", [], (p) => <form.PlaygroundRoot inputSchema={objectSchema} run={echo} shareable={false} {...p} />),
  PlaygroundHeader: covers(form.PlaygroundHeader, "header", ["title"], (p) => inPlayground(<form.PlaygroundHeader title="Echo" {...p} />)),
  PlaygroundInput: covers(form.PlaygroundInput, "section", [], (p) => inPlayground(<form.PlaygroundInput {...p} />)),
  PlaygroundOutput: covers(form.PlaygroundOutput, "section", [], (p) => inPlayground(<form.PlaygroundOutput {...p} />)),
  PlaygroundStatus: covers(form.PlaygroundStatus, "p", [], (p) => inPlayground(<form.PlaygroundStatus {...p} />)),
  PlaygroundResult: covers(form.PlaygroundResult, "div", [], (p) => inPlayground(<form.PlaygroundResult {...p} />)),
  PlaygroundHistory: covers(form.PlaygroundHistory, "section", [], (p) =>
    inPlayground(
      <AfterOneRun>
        <form.PlaygroundHistory {...p} />
      </AfterOneRun>,
    ),
  ),
  ToolPlayground: covers(form.ToolPlayground, "div", [], (p) => <form.ToolPlayground tool={tool} callTool={echo} {...p} />),
  ToolResultView: covers(form.ToolResultView, "div", [], (p) => <form.ToolResultView result={{ content: [{ type: "text", text: "3" }] }} {...p} />),
  McpExplorer: covers(form.McpExplorer, "div", [], (p) => <form.McpExplorer connect={() => new Promise(() => {})} {...p} />),
  ElicitationForm: covers(form.ElicitationForm, "section", [], (p) => (
    <form.ElicitationForm request={{ message: "Name?", requestedSchema: objectSchema }} onRespond={() => {}} {...p} />
  )),
  McpApp: covers(mcpApp.McpApp, "div", [], (p) => (
    <mcpApp.McpApp tool={{ name: "weather", _meta: { ui: { resourceUri: "ui://weather/app.html" } } }} connection={{ callTool: echo, readResource: () => new Promise(() => {}) }} {...p} />
  )),
  SchemaFormEditor: exempt(form.SchemaFormEditor, "a tool entry's editor (withSchemaForms): the tool card renders it with ToolEditorProps, inside its own group"),
  ToolResultBySchema: exempt(form.ToolResultBySchema, "a tool entry's result view (withSchemaForms): a ResultView, which takes the root props, with the result's schema check"),
  ToolApproval: covers(form.ToolApproval, "section", [], (p) => <form.ToolApproval call={{ name: "rm", arguments: { path: "/tmp/x" } }} onRespond={() => {}} {...p} />),

  // partkit/code, partkit/markdown
  CodeBlock: covers(code.CodeBlock, "div", [], (p) => <code.CodeBlock code="x = 1" language="python" {...p} />, {
    slotNotOwned: `src/code spreads the caller's props after its data-slot; ${notMine}`,
  }),
  CodeFrame: covers(root.CodeFrame, "div", [], (p) => <root.CodeFrame code="x = 1" {...p} />, {
    slotNotOwned: `src/code spreads the caller's props after its data-slot; ${notMine}`,
  }),
  Markdown: covers(markdown.Markdown, "div", [], (p) => <markdown.Markdown text="**hi**" {...p} />, {
    slotNotOwned: `src/markdown spreads the caller's props after its data-slot; ${notMine}`,
  }),
  MarkdownPart: renderer(markdown.MarkdownPart),

  // partkit/mermaid
  MermaidDiagram: covers(mermaid.MermaidDiagram, "div", [], (p) => <mermaid.MermaidDiagram code={"graph TD\nA-->B"} status="streaming" {...p} />),
  DiagramFigure: covers(mermaid.DiagramFigure, "figure", [], (p) => (
    <mermaid.DiagramFigure image={svgImage('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>')} kind="flowchart-v2" source="graph TD" {...p} />
  )),
  // partkit/a2a
  AgentPlayground: covers(a2a.AgentPlayground, "div", [], (p) => <a2a.AgentPlayground {...p} />),
  AgentCardView: covers(a2a.AgentCardView, "header", [], (p) => <a2a.AgentCardView card={agentCard} {...p} />),
} satisfies Record<ExportedComponent, Entry>;

const table: Readonly<Record<string, Entry>> = components;

// ---------------------------------------------------------------------------------------------
// The same list at run time, from package.json's entries
// ---------------------------------------------------------------------------------------------

const modules = import.meta.glob(["../../../src/index.ts", "../../../src/*/index.ts", "../../../src/adapters/*/index.ts", "../../../src/form/*/index.ts", "../../../src/mcp/*/index.ts"]);
const entryFor = (target: unknown) => {
  const js = (target as { default?: unknown } | null)?.default;
  return typeof js === "string" && js.endsWith(".js") ? `../../../${js.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts")}` : undefined;
};

const reactTypes = new Set([Symbol.for("react.memo"), Symbol.for("react.forward_ref"), Symbol.for("react.lazy")]);
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === "function") {
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    return !isClass || Boolean((value.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent);
  }
  return typeof value === "object" && value !== null && reactTypes.has((value as { $$typeof?: symbol }).$$typeof!);
}

async function exportedComponents(): Promise<Map<string, unknown[]>> {
  const found = new Map<string, unknown[]>();
  for (const target of Object.values(pkg.exports)) {
    const file = entryFor(target);
    if (!file) continue;
    const load = modules[file];
    expect(load, `${file} (from package.json "exports")`).toBeDefined();
    for (const [name, value] of Object.entries((await load!()) as Record<string, unknown>)) {
      if (isComponent(name, value)) found.set(name, [...(found.get(name) ?? []), value]);
    }
  }
  return found;
}

describe("exported components take their root element's props", { timeout: 30_000 }, () => {
  it("every exported component of every entry is listed here (covered, exempt or a known gap)", async () => {
    const found = await exportedComponents();
    expect([...found.keys()].filter((name) => !(name in table)).sort(), "components without an entry in this test").toEqual([]);
    expect(Object.keys(table).filter((name) => !found.has(name)).sort(), "entries for components no entry exports").toEqual([]);
    for (const [name, values] of found) {
      const entry = table[name]!;
      // One name is one thing: an entry that re-exports a component exports the same one. The
      // exceptions are deliberate: partkit/form/csp's SchemaForm, Playground and PlaygroundRoot
      // are partkit/form's without Ajv, and an app imports one entry or the other.
      if (name === "SchemaForm" || name === "Playground" || name === "PlaygroundRoot") continue;
      expect(new Set(values).size, `${name} is one component in every entry that exports it`).toBe(1);
      expect(values[0], `${name} is the exported component`).toBe(entry.component);
    }
  });

  const covered = Object.entries(table).filter((e): e is [string, Covered] => e[1].kind === "covered");

  it.each(covered)("%s hands className, style, ref, aria-*, data-* and handlers to its root element", async (_name, entry) => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn();
    const ref = createRef<Element>();
    render(
      entry.render({
        "data-testid": "caller-root",
        "data-slot": "caller-slot",
        "aria-describedby": "caller-note",
        className: "caller-class",
        style: { marginTop: "7px" },
        ref,
        onClick,
        onKeyDown,
      }),
    );
    const element = await screen.findByTestId("caller-root");
    expect(element.tagName.toLowerCase()).toBe(entry.element);
    // partkit's own data-slot stays (the theme and the documented selectors rely on it).
    if (!entry.slotNotOwned) expect(element.getAttribute("data-slot")).toMatch(/^(?!caller-slot$)[a-z-]+$/);
    expect(element).toHaveClass("caller-class");
    expect((element as HTMLElement | SVGElement).style.marginTop).toBe("7px");
    expect(element).toHaveAttribute("aria-describedby", "caller-note");
    expect(ref.current).toBe(element);
    fireEvent.click(element);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(element, { key: "F2" });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it("runs the caller's handler before partkit's own, which event.preventDefault() skips", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <>
        <root.ChannelFilter data-testid="channels" onKeyDown={(event) => event.key === "ArrowRight" && event.preventDefault()} />
        <root.PartTreeRoot body={body} onSelect={onSelect} defaultExpanded="all">
          <div role="tree" aria-label="Parts">
            <FirstTreeItem onClick={(event: MouseEvent) => event.preventDefault()} />
          </div>
        </root.PartTreeRoot>
      </>,
    );
    const [first] = screen.getAllByRole("button");
    await user.click(first!);
    await user.keyboard("{ArrowRight}");
    expect(first).toHaveFocus();
    await user.keyboard("{End}");
    expect(first).not.toHaveFocus();
    await user.click(screen.getByRole("treeitem"));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("names why each exempt component and known gap is not covered", () => {
    const rest = Object.entries(table).filter(([, e]) => e.kind !== "covered") as [string, Exempt][];
    for (const [name, entry] of rest) expect(entry.reason, name).not.toBe("");
  });
});
