import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { renderInScroller } from "./scroller";
import { createContentLoader } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, PartView } from "../../../src/render";
import { group, origin, requests, uniq } from "./helpers";

const text = (url: string, name?: string): Part => ({ contentType: "text/plain", contentUrl: url, ...(name ? { name } : {}) });

describe("useContent in PartView", () => {
  it("shows loading with progress, then the text", async () => {
    const id = uniq("show");
    const { container } = renderInScroller(
      <PartkitProvider loader={createContentLoader()}>
        <PartView part={text(`${origin}/text/${id}?delay=200&body=arrived`, "/notes/a.txt")} />
      </PartkitProvider>,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Loading a.txt");
    expect(container.querySelector('[data-slot="text-part"]')).toHaveAttribute("data-state", "loading");
    expect(await screen.findByText("arrived")).toBeVisible();
    expect(container.querySelector('[data-slot="text-part"]')).toHaveAttribute("data-state", "ready");
  });

  it("shows a 404 as an error with a Retry that asks again", async () => {
    const id = uniq("retry");
    renderInScroller(
      <PartkitProvider loader={createContentLoader()}>
        <PartView part={text(`${origin}/missing/${id}`)} />
      </PartkitProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/404/);
    expect(await requests(`/missing/${id}`)).toBe(1);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.waitFor(async () => expect(await requests(`/missing/${id}`)).toBe(2));
    expect(await screen.findByRole("alert")).toHaveTextContent(/404/);
  });

  it("aborts a slow body when the part unmounts", async () => {
    const g = uniq("unmount");
    const { unmount } = renderInScroller(
      <PartkitProvider loader={createContentLoader()}>
        <PartView part={text(`${origin}/bytes/2000000?chunk=2000&interval=20&group=${g}`)} />
      </PartkitProvider>,
    );
    await vi.waitFor(async () => expect((await group(g)).inFlight).toBe(1));
    await screen.findByText(/Loading .*KB/);
    unmount();
    await vi.waitFor(async () => expect(await group(g)).toMatchObject({ inFlight: 0, aborted: 1 }));
  });

  it("shows a clear error for content over maxBytes", async () => {
    renderInScroller(
      <PartkitProvider maxBytes={100_000}>
        <PartView part={text(`${origin}/bytes/300000?length=omit&k=${uniq("cap")}`, "/logs/huge.log")} />
      </PartkitProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load huge.log: Content is larger than the 98 KB limit");
  });

  it("refreshes an expired signed URL through the provider's resolveUrl", async () => {
    const id = uniq("resign");
    const resolveUrl = vi.fn((part: Part) => part.contentUrl!.replace("token=old", "token=fresh"));
    renderInScroller(
      <PartkitProvider resolveUrl={resolveUrl}>
        <PartView part={text(`${origin}/signed/${id}?token=old`)} />
      </PartkitProvider>,
    );
    expect(await screen.findByText(`signed:${id}`)).toBeVisible();
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain("token=");
  });

  it("sends one request for 40 parts that share a URL", async () => {
    const id = uniq("shared");
    renderInScroller(
      <PartkitProvider loader={createContentLoader()}>
        <div style={{ display: "grid", gridTemplateColumns: "repeat(8, 1fr)" }}>
          {Array.from({ length: 40 }, (_, i) => (
            <PartView key={i} part={text(`${origin}/text/${id}?delay=80&body=same`)} />
          ))}
        </div>
      </PartkitProvider>,
    );
    await vi.waitFor(() => expect(screen.getAllByText("same")).toHaveLength(40));
    expect(await requests(`/text/${id}`)).toBe(1);
  });
});
