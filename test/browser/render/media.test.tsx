import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { renderInScroller } from "../fetch/scroller";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, PartView } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { group, headersOf, origin, requests, uniq } from "../fetch/helpers";
import { timeScale } from "../../setup/time-budgets";

describe("images stream from src= in real Chromium", () => {
  it("loads with no Referer and no cookies, as a CORS request (crossorigin=anonymous)", async () => {
    const id = uniq("img");
    renderInScroller(<PartView part={{ name: "/files/dot.png", contentType: "image/png", contentUrl: `${origin}/png/${id}` }} />);
    const img = await screen.findByRole("img", { name: "dot.png" });
    await vi.waitFor(() => expect(img.closest('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"), { timeout: 5000 });
    expect((img as HTMLImageElement).naturalWidth).toBe(1);
    const headers = await headersOf(`/png/${id}`);
    expect(headers?.referer).toBeUndefined();
    expect(headers?.cookie).toBeUndefined();
    expect(img).toHaveAttribute("crossorigin", "anonymous");
    expect(headers?.origin).toBe(location.origin);
  });

  it("fails visibly on a host that does not allow CORS, and loads from it as a plain request when the app allows credentials", async () => {
    const id = uniq("no-cors-img");
    const part: Part = { name: "/files/plain.png", contentType: "image/png", contentUrl: `${origin}/hostile/no-cors/${id}?as=png` };
    const { unmount } = renderInScroller(<PartView part={part} />);
    await vi.waitFor(() => expect(document.querySelector('[data-slot="image-part"]')).toHaveAttribute("data-state", "error"), { timeout: 5000 });
    expect(screen.getByRole("alert")).toHaveTextContent(/127\.0\.0\.1/);
    unmount();

    renderInScroller(
      <PartkitProvider credentials="include">
        <PartView part={part} />
      </PartkitProvider>,
    );
    const img = await screen.findByRole("img", { name: "plain.png" });
    await vi.waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(1), { timeout: 5000 });
    expect(img).not.toHaveAttribute("crossorigin");
  });

  it("re-signs an expired image URL once through resolveUrl", async () => {
    const id = uniq("signed-img");
    const resolveUrl = vi.fn((part: Part) => part.contentUrl!.replace("token=old", "token=fresh"));
    renderInScroller(
      <PartkitProvider resolveUrl={resolveUrl}>
        <PartView part={{ name: "/files/photo.png", contentType: "image/png", contentUrl: `${origin}/signed/${id}?token=old&as=png` }} />
      </PartkitProvider>,
    );
    const img = await screen.findByRole("img", { name: "photo.png" });
    await vi.waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(1), { timeout: 5000 });
    expect(img.getAttribute("src")).toContain("token=fresh");
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(await requests(`/signed/${id}`)).toBe(2);
    expect(document.body.textContent).not.toContain("token=");
  });

  it("shows an error with Retry when the image cannot load, and Retry asks again", async () => {
    const id = uniq("broken-img");
    renderInScroller(<PartView part={{ name: "/files/gone.png", contentType: "image/png", contentUrl: `${origin}/status/404?k=${id}` }} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Couldn't load gone.png");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("alert");
    await vi.waitFor(async () => expect(await requests("/status/404")).toBeGreaterThanOrEqual(2));
  });

  it("gives up on an image that never finishes within timeoutMs, cancels it, and Retry asks again", async () => {
    const id = uniq("slow-img");
    // One byte every 10 s: the image never completes.
    renderInScroller(
      <PartkitProvider timeoutMs={500}>
        <PartView part={{ name: "/files/slow.png", contentType: "image/png", contentUrl: `${origin}/bytes/1000?chunk=1&interval=10000&group=${id}` }} />
      </PartkitProvider>,
    );
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 * timeScale });
    expect(alert).toHaveTextContent("Couldn't load slow.png: the image did not finish loading within 0.5 s");
    expect(document.querySelector('[data-slot="image-part-img"]')).toBeNull();
    await vi.waitFor(async () => expect(await group(id)).toMatchObject({ inFlight: 0, aborted: 1 }), { timeout: 10_000 * timeScale });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.waitFor(async () => expect(await group(id)).toMatchObject({ inFlight: 0, aborted: 2 }), { timeout: 10_000 * timeScale });
    expect(await screen.findByRole("alert")).toHaveTextContent("did not finish loading");
  });
});

describe("inline content as blob: URLs", () => {
  it("creates one blob URL per inline image and revokes it on unmount", async () => {
    const created = vi.spyOn(URL, "createObjectURL");
    const revoked = vi.spyOn(URL, "revokeObjectURL");
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
    const { unmount } = renderInScroller(<PartView part={{ name: "/files/i.png", contentType: "image/png", content: png, contentEncoding: "base64" }} />);
    const img = await screen.findByRole("img", { name: "i.png" });
    await vi.waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(1), { timeout: 5000 });
    const url = img.getAttribute("src")!;
    expect(url).toMatch(/^blob:/);
    expect(created).toHaveBeenCalledTimes(1);
    unmount();
    expect(revoked).toHaveBeenCalledWith(url);
    created.mockRestore();
    revoked.mockRestore();
  });
});

describe("MessageView with 1,000 remote images", () => {
  it("requests only the images near the viewport, and more as it scrolls", async () => {
    const id = uniq("gallery");
    const rowHeight = 50;
    const height = 500;
    const margin = 400; // PartView's default rootMargin
    const parts: Part[] = Array.from({ length: 1000 }, (_, i) => ({ contentType: "image/png", contentUrl: `${origin}/png/${id}-${i}`, metadata: { alt: `Image ${i}` } }));
    const { container } = render(
      <>
        <style>{`[data-testid="scroller"] [data-slot="part"] { height: ${rowHeight}px; overflow: hidden; }`}</style>
        <div data-testid="scroller" style={{ height, overflowY: "auto", position: "relative" }}>
          <MessageView body={{ parts }} layout="inline" />
        </div>
      </>,
    );
    const scroller = container.querySelector<HTMLElement>('[data-testid="scroller"]')!;
    /** Indices of the parts within `extra` px of the loading window (the viewport plus the margin). */
    const near = (extra = 0) => {
      const top = scroller.scrollTop - margin - extra;
      const bottom = scroller.scrollTop + height + margin + extra;
      const box = scroller.getBoundingClientRect();
      const rows = Array.from(scroller.querySelectorAll<HTMLElement>('[data-slot="part"]'));
      return rows.flatMap((el, i) => {
        const rect = el.getBoundingClientRect();
        const y = rect.top - box.top + scroller.scrollTop;
        // A message this large mounts only the parts near view: each row says which part it is.
        const index = Number(el.closest("[data-index]")?.getAttribute("data-index") ?? i);
        return y <= bottom && y + rect.height >= top ? [index] : [];
      });
    };
    /** Which images the server was asked for, by index. */
    const requested = async () => {
      const stats = (await (await fetch(`${origin}/__stats`)).json()) as Record<string, number>;
      return Object.keys(stats).flatMap((path) => (path.startsWith(`/png/${id}-`) ? [Number(path.slice(`/png/${id}-`.length))] : []));
    };
    const settle = () => new Promise((done) => setTimeout(done, 300 * timeScale));

    // Every image in the loading window is requested and shows; nothing beyond it (plus one row
    // either side for where IntersectionObserver draws the edge) is ever asked for, however slow
    // the machine: the property is where requests go, not how many have arrived by some moment.
    const first = near();
    await vi.waitFor(() => expect(scroller.querySelectorAll('[data-slot="image-part"][data-state="ready"]').length).toBeGreaterThanOrEqual(first.length));
    await settle();
    const allowedFirst = new Set(near(rowHeight));
    const before = await requested();
    expect(before).toEqual(expect.arrayContaining(first));
    expect(before.filter((i) => !allowedFirst.has(i))).toEqual([]);
    expect(before.length).toBeLessThan(30);

    scroller.scrollTop = 25_000;
    // The message mounts only the parts near view: wait for the rows there.
    await vi.waitFor(() => expect(near().some((i) => i >= 490)).toBe(true));
    const second = near();
    const allowed = new Set([...allowedFirst, ...near(rowHeight)]);
    await vi.waitFor(async () => expect(await requested()).toEqual(expect.arrayContaining(second)));
    await settle();
    const after = await requested();
    expect(after.filter((i) => !allowed.has(i))).toEqual([]);
    expect(after.length).toBeLessThan(60);
    expect(screen.getAllByRole("img").length).toBeGreaterThanOrEqual(second.length);
    expect(screen.getAllByRole("img").length).toBeLessThanOrEqual(allowed.size);
    expect(screen.getByRole("img", { name: `Image ${second[0]}` })).toBeInTheDocument();
  });
});
