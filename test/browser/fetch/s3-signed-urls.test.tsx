// Seed 004's attachments live in object storage behind presigned URLs that expire. These tests run
// against a real S3-compatible server (s3rver, test/setup/s3-server.ts) whose URLs are presigned by
// the AWS SDK in a presigning endpoint, the way an app would do it.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import { fromAgentChat } from "../../../src/adapters/agent-chat/index";
import { Composer, ContentLoadError, createContentLoader, MessageView, PartkitProvider, type Part, type UploadFile } from "../../../src/index";

const { presignOrigin, bucket } = inject("s3");

async function presignGet(key: string, expires: number, host?: "localhost"): Promise<string> {
  const response = await fetch(`${presignOrigin}/presign/get?key=${encodeURIComponent(key)}&expires=${expires}${host ? `&host=${host}` : ""}`);
  return ((await response.json()) as { url: string }).url;
}
/** The object key of a presigned URL (path-style: /<bucket>/<key>), with the signature left behind. */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(`/${bucket}/`.length));
const presignCounts = async (): Promise<Record<string, number>> => (await fetch(`${presignOrigin}/__counts`)).json();

/** The README's recipe: resolveUrl asks the app's presigning endpoint for a fresh URL of the same object. */
const resolveWith = () => vi.fn(async (part: Part) => (part.contentUrl ? presignGet(keyOf(part.contentUrl), 60) : undefined));

const keys = { image: "threads/t1/chart.png", pdf: "threads/t1/report.pdf", text: "threads/t1/notes.txt" };

async function seed004Message(expires: number, host?: "localhost") {
  const [image, pdf, text] = await Promise.all([presignGet(keys.image, expires, host), presignGet(keys.pdf, expires, host), presignGet(keys.text, expires, host)]);
  const message = fromAgentChat({
    id: "msg-attachments",
    role: "assistant",
    content: [
      { type: "text", text: "The quarter, attached." },
      { type: "binary", url: image, mimeType: "image/png", filename: "chart.png" },
      { type: "binary", url: pdf, mimeType: "application/pdf", filename: "report.pdf" },
      { type: "binary", url: text, mimeType: "text/plain", filename: "notes.txt" },
    ],
    metadata: { run_id: "run_1" },
  });
  return { message, urls: [image, pdf, text] };
}

/** Everything a signature could leak into: the page's text, titles and accessible names, and what was logged. */
let logged: MockInstance[] = [];
beforeEach(() => {
  logged = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level));
});
afterEach(() => {
  for (const spy of logged) spy.mockRestore();
});
function expectNoSignature(extra: readonly string[] = []) {
  const attributes = [...document.querySelectorAll("[title], [aria-label], [alt]")].flatMap((el) => [el.getAttribute("title"), el.getAttribute("aria-label"), el.getAttribute("alt")]);
  const consoleText = logged.flatMap((spy) => spy.mock.calls.flat().map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))));
  for (const text of [document.body.textContent ?? "", ...attributes.filter((a): a is string => a !== null), ...consoleText, ...extra]) {
    expect(text).not.toMatch(/X-Amz-Signature|X-Amz-Credential|S3RVER%2F/i);
  }
}

async function expectContentShown(container: HTMLElement) {
  // The image streams from src= near the viewport; waited for until decoded, at its 2×2 size.
  await waitFor(() => {
    const img = container.querySelector("img");
    expect(img?.complete && img.naturalWidth).toBe(2);
  });
  expect(await screen.findByText("Quarterly notes: revenue up 12%.")).toBeVisible();
  const pdf = container.querySelector<HTMLElement>('[data-slot="pdf-part"]')!;
  expect(pdf).toHaveTextContent("report.pdf");
  if (!navigator.pdfViewerEnabled) return;
  // In a turn the PDF is a card; its viewer (and the PDF's bytes) load when it is opened.
  await userEvent.click(screen.getByRole("button", { name: "Open report.pdf" }));
  const dialog = await screen.findByRole("dialog", { name: "report.pdf" });
  await waitFor(() => expect(dialog.querySelector("iframe")?.getAttribute("src")).toMatch(/^blob:/));
  await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

describe("seed-004 attachments behind presigned S3 URLs", () => {
  it("renders the image, PDF and text from fresh URLs without re-signing", async () => {
    const { message } = await seed004Message(60);
    const resolveUrl = resolveWith();
    const { container } = render(
      <PartkitProvider resolveUrl={resolveUrl}>
        <MessageView message={message} />
      </PartkitProvider>,
    );
    await expectContentShown(container);
    expect(resolveUrl).not.toHaveBeenCalled();
    expectNoSignature();
  });

  it("re-signs each expired URL exactly once through resolveUrl, and the content shows", async () => {
    const { message, urls } = await seed004Message(1);
    // A history reload: the URLs were signed a while ago and S3 now refuses them.
    await vi.waitFor(async () => expect((await fetch(urls[0]!)).status).toBe(403), { timeout: 15_000, interval: 250 });
    const before = await presignCounts();
    const resolveUrl = resolveWith();
    const { container } = render(
      <PartkitProvider resolveUrl={resolveUrl}>
        <MessageView message={message} />
      </PartkitProvider>,
    );
    await expectContentShown(container);
    const asked = resolveUrl.mock.calls.map(([part]) => keyOf(part.contentUrl!));
    // The PDF is fetched only where the browser can show it, when it is opened.
    const loaded = navigator.pdfViewerEnabled ? [keys.image, keys.pdf, keys.text] : [keys.image, keys.text];
    expect(asked.sort()).toEqual([...loaded].sort());
    const after = await presignCounts();
    for (const key of loaded) expect(after[key]! - (before[key] ?? 0)).toBe(1);
    expectNoSignature();
  });

  it("keeps the signature out of the error when a URL cannot be re-signed", async () => {
    const { message, urls } = await seed004Message(1);
    await vi.waitFor(async () => expect((await fetch(urls[2]!)).status).toBe(403), { timeout: 15_000, interval: 250 });
    const resolveUrl = vi.fn(() => undefined);
    const loader = createContentLoader({ resolveUrl, retries: 0 });
    const error = await loader.load({ contentType: "text/plain", contentUrl: urls[2]! }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect(error).toMatchObject({ code: "http", status: 403 });
    expect(resolveUrl).toHaveBeenCalledTimes(1);

    render(
      <PartkitProvider loader={createContentLoader({ resolveUrl, retries: 0 })}>
        <MessageView message={message} />
      </PartkitProvider>,
    );
    expect(await screen.findByText(/403/)).toBeVisible();
    expectNoSignature([(error as Error).message, String((error as Error).stack)]);
  });
});

describe("what reaches S3", () => {
  // Cookies ignore ports: a cookie of this page's host goes to S3 on the same host name with any
  // request that includes credentials. The URLs are signed for the page's host name (localhost),
  // so the page's cookie could reach S3.
  const host = "localhost";
  type Reached = { method: string; path: string; cookie?: string; authorization?: string };
  const reachedSince = async (since: number) => ((await (await fetch(`${presignOrigin}/__reached`)).json()) as Reached[]).slice(since);

  // `expires` tells the tests' URLs apart: an image already in the page's memory cache is not requested again.
  async function renderSameHost(expires = 60) {
    expect(location.hostname).toBe(host);
    document.cookie = "pk_session=page-secret; path=/; SameSite=Lax";
    expect(document.cookie).toContain("pk_session=page-secret");
    const since = (await reachedSince(0)).length;
    const { message, urls } = await seed004Message(expires, host);
    expect(new URL(urls[2]!).hostname).toBe(host);
    const { container } = render(
      <PartkitProvider resolveUrl={resolveWith()}>
        <MessageView message={message} />
      </PartkitProvider>,
    );
    await expectContentShown(container);
    return { since, urls };
  }
  afterEach(() => void (document.cookie = "pk_session=; path=/; max-age=0"));

  it("gets the loader's requests (text, PDF) with no cookie of the page and no Authorization header", async () => {
    const { since, urls } = await renderSameHost();
    const reached = await reachedSince(since);
    const loaded = reached.filter((r) => r.method === "GET" && !decodeURIComponent(r.path).endsWith(keys.image));
    expect(loaded.map((r) => decodeURIComponent(r.path))).toContain(`/${bucket}/${keys.text}`);
    for (const request of loaded) {
      expect(request.cookie, `${request.method} ${request.path}`).toBeUndefined();
      expect(request.authorization).toBeUndefined();
    }
    // The control: a request that includes credentials (a bare <img>) does carry the cookie to
    // this S3, so the check above could fail.
    const before = (await reachedSince(0)).length;
    await new Promise((done) => Object.assign(new Image(), { onload: done, onerror: done, src: urls[2]! }));
    const control = (await reachedSince(before)).filter((r) => decodeURIComponent(r.path).endsWith(keys.text));
    expect(control.map((r) => r.cookie)).toEqual([expect.stringContaining("pk_session=page-secret")]);
  });

  // A plain <img src> is a no-cors request that includes credentials, so a store on the page's
  // host name would get the page's cookies; partkit asks for images with CORS and no credentials.
  it("gets the image's request with no cookie of the page", async () => {
    const { since } = await renderSameHost(61);
    const image = (await reachedSince(since)).filter((r) => decodeURIComponent(r.path).endsWith(keys.image));
    expect(image.length).toBeGreaterThan(0);
    for (const request of image) expect(request.cookie).toBeUndefined();
  });
});

describe("Composer upload by presigned PUT", () => {
  it("puts the file's bytes in the bucket, with progress, and sends the object's URL", async () => {
    const user = userEvent.setup();
    const key = `uploads/${Math.random().toString(36).slice(2)}/data.csv`;
    const progress: number[] = [];
    // What an app writes: ask its endpoint for a presigned PUT, send the bytes, hand back a GET URL.
    const upload: UploadFile = async (file, { signal, onProgress }) => {
      const put = (await (await fetch(`${presignOrigin}/presign/put?key=${encodeURIComponent(key)}&type=${encodeURIComponent(file.type)}`, { signal })).json()) as { url: string };
      await new Promise<void>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open("PUT", put.url);
        xhr.setRequestHeader("Content-Type", file.type);
        xhr.upload.onprogress = (event) => {
          progress.push(event.loaded);
          onProgress({ loaded: event.loaded, total: event.total });
        };
        xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`upload refused: ${xhr.status}`)));
        xhr.onerror = () => reject(new Error("upload failed: network error"));
        signal.addEventListener("abort", () => xhr.abort());
        xhr.send(file);
      });
      return presignGet(key, 600);
    };
    const onSend = vi.fn();
    const { container } = render(<Composer upload={upload} onSend={onSend} />);
    const bytes = new TextEncoder().encode("city,temp\nOslo,4\nLima,19\n".repeat(2000));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File([bytes], "data.csv", { type: "text/csv" }));
    await waitFor(() => expect(screen.getByRole("listitem", { name: "data.csv, text/csv" })).toHaveAttribute("data-state", "uploaded"));
    expect(progress.length).toBeGreaterThan(0);

    const stored = (await (await fetch(`${presignOrigin}/object?key=${encodeURIComponent(key)}`)).json()) as { base64: string; contentType: string };
    expect(stored.contentType).toBe("text/csv");
    expect(Uint8Array.from(atob(stored.base64), (c) => c.charCodeAt(0))).toEqual(bytes);

    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [part] = onSend.mock.calls[0]![0].parts as Part[];
    expect(part).toMatchObject({ name: "/files/data.csv", contentType: "text/csv" });
    expect(keyOf(part!.contentUrl!)).toBe(key);
    expectNoSignature();
  });
});
