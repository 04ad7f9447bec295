// @vitest-environment node
// dataUrlToBlob beside Node's own fetch() of the same data: URL, which implements the Fetch
// standard's data: URL processor: the two must agree on bytes and type wherever fetch accepts.
import { describe, expect, it } from "vitest";
import { dataUrlToBlob } from "../../../src/fetch/data-url-blob";

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const MB = 1 << 20;

async function agrees(url: string) {
  const ours = await dataUrlToBlob(url);
  const theirs = await (await fetch(url)).blob();
  const [a, b] = [await bytesOf(ours), await bytesOf(theirs)];
  // Deep equality of megabyte arrays is slow: compare lengths and the first differing byte.
  const firstDifference = a.findIndex((byte, i) => byte !== b[i]);
  expect({ length: a.length, firstDifference: a.length === b.length && firstDifference < 0 ? -1 : firstDifference }).toEqual({ length: b.length, firstDifference: -1 });
  expect(ours.type).toBe(theirs.type.split(";")[0]);
}

describe("dataUrlToBlob", () => {
  it.each([
    ["base64", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUg=="],
    ["base64 with parameters", "data:text/plain;charset=utf-8;base64,aMOpbGxv"],
    ["an upper-case scheme and BASE64", "DATA:image/gif;BASE64,R0lGODlhAQABAAAAACw="],
    ["percent-encoded bytes", "data:application/octet-stream,%00%ff%FEabc%2"],
    ["non-ASCII text, as UTF-8", "data:text/plain,h%C3%A9llo%20w\u00f6rld \u{1F600}"],
    ["no type", "data:,hello"],
    ["an empty payload", "data:image/png;base64,"],
    ["base64 with whitespace in its only slice", "data:image/png;base64,iVBO Rw0K\nGgo="],
  ])("reads %s as fetch does", async (_, url) => {
    await agrees(url);
  });

  it("decodes base64 of several slices, the last one short", async () => {
    const bytes = Uint8Array.from({ length: 3 * MB + 7 }, (_, i) => (i * 7919) & 255);
    await agrees(`data:application/octet-stream;base64,${Buffer.from(bytes).toString("base64")}`);
  });

  it("never cuts a %XX escape or a surrogate pair between slices", async () => {
    // Shifted by one character each time, so a slice boundary lands on every position of "%C3%A9" and of "😀".
    for (const shift of [0, 1, 2, 3, 4, 5]) await agrees(`data:text/plain,${"x".repeat(MB - 6 + shift)}${"%C3%A9\u{1F600}".repeat(4)}`);
  });

  it("refuses base64 that is broken, and says why", async () => {
    await expect(dataUrlToBlob("data:image/png;base64,AA==AAAA")).rejects.toThrow(/does not decode/);
    // Whitespace before the last slice would shift the slices after it: refused (the caller keeps the data: URL as it is).
    await expect(dataUrlToBlob(`data:image/png;base64,AA AA${"A".repeat(MB)}`)).rejects.toThrow(/does not decode/);
    await expect(dataUrlToBlob("https://example.com/a.png")).rejects.toThrow(/not a data: URL/);
  });

  it("stops between slices when aborted", async () => {
    const abort = new AbortController();
    const reading = dataUrlToBlob(`data:image/png;base64,${"A".repeat(4 * MB)}`, abort.signal);
    abort.abort();
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
  });
});
