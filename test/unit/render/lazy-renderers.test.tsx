import { act, render, screen } from "@testing-library/react";
import type { RendererDefinition } from "../../../src/render/types";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { isLazyComponent, lazyComponent } from "../../../src/internal/lazy-component";
import { LoadBoundary, loadFailed } from "../../../src/internal/load-boundary";
import { defaultRenderers, defineRenderer, fallbackRenderer, jsonRenderer, matchRenderer, PartView, preloadRenderers, textRenderer, type PartRendererProps } from "../../../src/render";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Shout = ({ part }: PartRendererProps) => <p>{part.content?.toUpperCase()}</p>;

describe("lazily loaded renderers", () => {
  it("holds the part's place until the code arrives, then renders it", async () => {
    const code = deferred<typeof Shout>();
    const renderer = defineRenderer({ match: "text/x-shout", component: lazyComponent("Shout", () => code.promise), label: "Shout" });
    // Suspending renders resume only inside an awaited act.
    let container!: HTMLElement;
    await act(async () => {
      container = render(<PartView part={{ contentType: "text/x-shout", content: "hi" }} renderer={renderer} />).container;
    });
    expect(container.querySelector('[data-slot="part-pending"]')).not.toBeNull();
    expect(screen.queryByText("HI")).toBeNull();
    await act(async () => code.resolve(Shout));
    expect(screen.getByText("HI")).toBeInTheDocument();
    expect(container.querySelector('[data-slot="part-pending"]')).toBeNull();
    expect(container.querySelector('[data-renderer="Shout"]')).not.toBeNull();
  });

  it("renders synchronously once preloaded", async () => {
    const Lazy = lazyComponent("Shout", () => Promise.resolve(Shout));
    await Lazy.preload();
    render(<PartView part={{ contentType: "text/x-shout", content: "now" }} renderer={defineRenderer({ match: "*/*", component: Lazy })} />);
    expect(screen.getByText("NOW")).toBeInTheDocument();
  });

  it("shows a failed load as that part's error, and Try again loads again", async () => {
    let attempts = 0;
    const Lazy = lazyComponent("Flaky", () => (++attempts === 1 ? Promise.reject(new Error("chunk failed to load")) : Promise.resolve(Shout)));
    await act(async () => {
      render(<PartView part={{ contentType: "text/x-shout", content: "back" }} renderer={defineRenderer({ match: "*/*", component: Lazy, label: "Flaky" })} />);
    });
    expect(screen.getByText(/chunk failed to load/)).toBeInTheDocument();
    expect(attempts).toBe(1);
    await act(async () => screen.getByRole("button", { name: "Try again" }).click());
    expect(screen.getByText("BACK")).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("keeps only plain text in the main chunk", async () => {
    expect(isLazyComponent(textRenderer.component)).toBe(false);
    const lazy = [...defaultRenderers, fallbackRenderer].filter((r) => r !== textRenderer);
    expect(lazy.length).toBeGreaterThan(10);
    for (const renderer of lazy) expect(isLazyComponent(renderer.component), renderer.label).toBe(true);
    await preloadRenderers([jsonRenderer]);
    render(<PartView part={{ contentType: "application/json", content: '{"ok":true}' }} />);
    expect(document.querySelector('[data-slot="json-part"]')).not.toBeNull();
  });
});

describe("name overrides", () => {
  it("are compiled by defineRenderer", () => {
    const named = defineRenderer({ match: "*/*", names: "/reports/**", component: Shout, label: "Reports" });
    expect(named.matchName?.("/reports/q3/a.txt")).toBe(true);
    expect(named.matchName?.("/other")).toBe(false);
    expect(matchRenderer({ name: "/reports/x", contentType: "text/plain" }, [...defaultRenderers, named]).kind).toBe("name");
  });

  it("reject a hand-made definition whose names were never compiled: at compile time, and at run time for plain JS", () => {
    const raw = { match: "*/*", names: "/reports/**", component: Shout, label: "Raw" };
    // @ts-expect-error `names` without `matchName` is not a RendererDefinition (use defineRenderer).
    const renderers: RendererDefinition[] = [raw];
    expect(() => matchRenderer({ contentType: "text/plain" }, renderers)).toThrow(/defineRenderer/);
  });
});

describe("a lazily loaded piece of a message that fails to download", () => {
  it("shows which piece failed, with Try again that loads it anew", async () => {
    let attempts = 0;
    const Tree = lazyComponent("Tree", () => (++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(() => <p>tree</p>)));
    await act(async () => {
      render(
        <LoadBoundary fallback={loadFailed("part-tree", "The part tree")}>
          <Suspense fallback={null}>
            <Tree />
          </Suspense>
        </LoadBoundary>,
      );
    });
    expect(screen.getByRole("alert")).toHaveTextContent("The part tree could not be loaded.");
    await act(async () => screen.getByRole("button", { name: "Try again" }).click());
    expect(screen.getByText("tree")).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

