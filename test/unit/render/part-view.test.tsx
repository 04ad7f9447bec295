import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Part } from "../../../src/model/types";
import { defineRenderer, PartkitProvider, PartView, useRenderers, type PartRendererProps } from "../../../src/render";

function Boom({ part }: PartRendererProps): never {
  throw new Error(`cannot draw ${part.contentType}`);
}
const boom = defineRenderer({ match: "application/x-boom", component: Boom, label: "Boom renderer" });

describe("PartView", () => {
  beforeEach(() => {
    // React logs caught render errors; the boundary is what is under test.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders with the resolved renderer and exposes data attributes", () => {
    const { container } = render(<PartView part={{ name: "/notes/a.txt", contentType: "Text/Plain; charset=utf-8", content: "hello" }} />);
    const part = container.querySelector('[data-slot="part"]')!;
    expect(part).toHaveAttribute("data-state", "ready");
    expect(part).toHaveAttribute("data-content-type", "text/plain");
    expect(part).toHaveAttribute("data-part-name", "/notes/a.txt");
    expect(part).toHaveAttribute("data-renderer", "Text");
    expect(part).toHaveAttribute("data-match", "exact");
    expect(screen.getByText("hello")).toBeInTheDocument();
  });

  it("isolates a failing renderer with a specific error and the raw content on demand", async () => {
    const parts: Part[] = [
      { contentType: "text/plain", content: "before" },
      { name: "/bad/part.bin", contentType: "application/x-boom", content: "RAW-BYTES" },
      { contentType: "text/plain", content: "after" },
    ];
    const { container } = render(
      <PartkitProvider renderers={[boom]}>
        {parts.map((part, i) => (
          <PartView key={i} part={part} index={i} />
        ))}
      </PartkitProvider>,
    );
    expect(screen.getByText("before")).toBeInTheDocument();
    expect(screen.getByText("after")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Boom renderer could not render /bad/part.bin");
    expect(alert).toHaveTextContent("application/x-boom");
    expect(alert).toHaveTextContent("cannot draw application/x-boom");
    expect(container.querySelectorAll('[data-slot="part"][data-state="error"]')).toHaveLength(1);
    expect(screen.queryByText("RAW-BYTES")).toBeNull();
    const toggle = within(alert).getByRole("button", { name: "Show raw content" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("RAW-BYTES")).toBeVisible();
  });

  it("recovers when the part changes and on Try again", async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error("flaky");
      return <span>fine now</span>;
    }
    const flaky = defineRenderer({ match: "x/flaky", component: Flaky });
    const { container } = render(
      <PartkitProvider renderers={[flaky]}>
        <PartView part={{ contentType: "x/flaky" }} />
      </PartkitProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Flaky could not render unnamed part");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("fine now")).toBeInTheDocument();
    expect(container.querySelector('[data-slot="part"]')).toHaveAttribute("data-state", "ready");
  });

  it("uses an explicit renderer prop over the registry", () => {
    const custom = defineRenderer({ match: "*/*", component: () => <b>custom</b> });
    render(<PartView part={{ contentType: "text/plain", content: "x" }} renderer={custom} />);
    expect(screen.getByText("custom")).toBeInTheDocument();
  });

  it("renders hostile parts without throwing out of the boundary", () => {
    const hostile = [null, {}, { contentType: 7 }, { contentType: "text/plain", content: 12 }, { contentType: "image/png", contentUrl: "javascript:alert(1)" }];
    for (const part of hostile) {
      const { container, unmount } = render(<PartView part={part as unknown as Part} />);
      expect(container.querySelector('[data-slot="part"]')).not.toBeNull();
      unmount();
    }
  });
});

describe("PartkitProvider", () => {
  it("adds renderers on top of the defaults and of outer providers", () => {
    const outer = defineRenderer({ match: "x/outer", component: () => null, label: "outer" });
    const inner = defineRenderer({ match: "x/inner", component: () => null, label: "inner" });
    function Probe() {
      return <output>{useRenderers().map((r) => r.label).join(",")}</output>;
    }
    render(
      <PartkitProvider renderers={[outer]}>
        <PartkitProvider renderers={[inner]}>
          <Probe />
        </PartkitProvider>
      </PartkitProvider>,
    );
    const labels = screen.getByRole("status").textContent!.split(",");
    expect(labels.slice(-2)).toEqual([outer.label, inner.label]);
    expect(labels.length).toBeGreaterThan(2);
  });

  it("keeps the same list when re-rendered with an equal inline array", () => {
    const extra = defineRenderer({ match: "x/y", component: () => null });
    const lists: unknown[] = [];
    const record = (list: unknown) => lists.push(list);
    function Probe() {
      record(useRenderers());
      return null;
    }
    const { rerender } = render(
      <PartkitProvider renderers={[extra]}>
        <Probe />
      </PartkitProvider>,
    );
    rerender(
      <PartkitProvider renderers={[extra]}>
        <Probe />
      </PartkitProvider>,
    );
    expect(lists[0]).toBe(lists[lists.length - 1]);
  });
});
