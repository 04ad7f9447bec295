import { describe, expect, it } from "vitest";
import { describeA2AFailure } from "../../../src/a2a/a2a-failure";
import { bytesAtTheDoor, carryBytes, restoreBytes } from "../../../src/a2a/incoming-bytes";

const CARRIER = "data:application/x-partkit-a2a-raw;base64,";

/** A fetch answering with `body` in the given pieces, as a server writing slowly would. */
const answering =
  (pieces: string[], type: string): typeof fetch =>
  async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { headers: { "content-type": type, "content-length": "1" } },
    );

const read = async (door: typeof fetch) => (await door("http://agent/a2a")).text();

describe("carryBytes", () => {
  it("moves v1.0 raw bytes and v0.3 file bytes into carrier URLs, wherever parts are", () => {
    const json = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      result: {
        task: {
          status: { message: { parts: [{ raw: "aGk=", mediaType: "text/plain" }] } },
          artifacts: [{ artifactId: "a", parts: [{ text: "x" }, { kind: "file", file: { bytes: "AAE=", mimeType: "image/png" } }] }],
        },
      },
    });
    const carried = JSON.parse(carryBytes(json));
    expect(carried.result.task.status.message.parts[0]).toEqual({ url: `${CARRIER}aGk=`, mediaType: "text/plain" });
    expect(carried.result.task.artifacts[0].parts[1].file).toEqual({ uri: `${CARRIER}AAE=`, mimeType: "image/png" });
    expect(carried.result.task.artifacts[0].parts[0]).toEqual({ text: "x" });
  });

  it("leaves text without bytes, broken JSON and a data part's own `raw` key untouched", () => {
    const plain = '{"parts":[{"text":"the word \\"raw\\": here"}]}';
    expect(carryBytes(plain)).toBe(plain);
    expect(carryBytes('{"raw": "aGk=" ')).toBe('{"raw": "aGk=" ');
    const data = JSON.stringify({ parts: [{ data: { parts: [{ raw: "aGk=" }] } }] });
    expect(JSON.parse(carryBytes(data))).toEqual(JSON.parse(data));
  });
});

describe("bytesAtTheDoor", () => {
  it("carries the bytes of each SSE event, however the stream is split, and keeps the other events as they came", async () => {
    const first = `data: ${JSON.stringify({ id: 1, result: { message: { parts: [{ raw: "aGk=" }] } } })}`;
    const second = 'event: message\ndata: {"id":1,"result":{"statusUpdate":{}}}';
    const body = `${first}\n\n: comment\n\n${second}\r\n\r\n`;
    for (const size of [1, 7, body.length]) {
      const pieces = Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.slice(i * size, (i + 1) * size));
      const text = await read(bytesAtTheDoor(answering(pieces, "text/event-stream")));
      const events = text.split("\n\n").filter((e) => e !== "");
      expect(events).toHaveLength(3);
      expect(JSON.parse(events[0]!.slice(6)).result.message.parts[0].url).toBe(`${CARRIER}aGk=`);
      expect(events[1]).toBe(": comment");
      expect(events[2]).toBe('event: message\ndata: {"id":1,"result":{"statusUpdate":{}}}');
    }
  });

  it("passes an event cut short as it came, for the SDK to report", async () => {
    const cut = 'data: {"id":1,"result":{"message":{"parts":[{"raw":"aG';
    expect(await read(bytesAtTheDoor(answering([cut], "text/event-stream")))).toBe(cut);
  });

  it("passes an event over the SDK's 4 MiB limit through unparsed", async () => {
    const huge = `data: {"parts":[{"raw":"${"A".repeat(5 * 1024 * 1024)}"}]}\n\n`;
    const pieces = Array.from({ length: 80 }, (_, i) => huge.slice(i * 65536, (i + 1) * 65536)).concat(huge.slice(80 * 65536));
    expect(await read(bytesAtTheDoor(answering(pieces, "text/event-stream")))).toBe(huge);
  });

  it("carries a JSON body whole and drops its stale content-length; other bodies pass as they are", async () => {
    const response = await bytesAtTheDoor(answering(['{"result":{"parts":[{"raw":"aGk="}]}}'], "application/json"))("http://agent/a2a");
    expect(response.headers.get("content-length")).toBeNull();
    expect(await response.json()).toEqual({ result: { parts: [{ url: `${CARRIER}aGk=` }] } });
    expect(await read(bytesAtTheDoor(answering(['{"raw":"aGk="}'], "text/plain")))).toBe('{"raw":"aGk="}');
  });
});

describe("bytesAtTheDoor's onResponse", () => {
  it("hears of each response with its request's init before the body is read, so a body that breaks later counts as a cut stream", async () => {
    const heard: (RequestInit | undefined)[] = [];
    const init = { signal: new AbortController().signal };
    const response = await bytesAtTheDoor(answering(["data: {}\n\n"], "text/event-stream"), (i) => heard.push(i))("http://agent/a2a", init);
    expect(heard).toEqual([init]);
    expect(response.bodyUsed).toBe(false);
  });
});

describe("describeA2AFailure of an event over the SDK's limit", () => {
  it("says the agent sent more than the client reads, in MiB", () => {
    const sdk = new Error("SSE line exceeded the maximum allowed size of 4194304 bytes. Pass maxEventSizeBytes to raise the limit, or prefer FileWithUri parts for large payloads.");
    expect(describeA2AFailure(sdk, "stream")).toEqual({
      kind: "other",
      message: "The agent sent an event larger than this client reads (4 MiB): the stream stopped there. Large content should come as a file by URL.",
    });
  });
});

describe("restoreBytes", () => {
  it("turns carried parts back into raw bytes, leaves real URLs and undecodable carriers alone", () => {
    const event = {
      payload: {
        $case: "task",
        value: {
          artifacts: [
            {
              parts: [
                { content: { $case: "url", value: `${CARRIER}aGk=` } },
                { content: { $case: "url", value: "https://x/a.png" } },
                { content: { $case: "url", value: `${CARRIER}!!` } },
                { content: { $case: "data", value: { parts: [{ content: { $case: "url", value: `${CARRIER}aGk=` } }] } } },
              ],
            },
          ],
        },
      },
    };
    const parts = restoreBytes(event).payload.value.artifacts[0]!.parts;
    expect(parts[0]!.content).toEqual({ $case: "raw", value: new Uint8Array([104, 105]) });
    expect(parts[1]!.content.value).toBe("https://x/a.png");
    expect(parts[2]!.content.value).toBe(`${CARRIER}!!`);
    expect(parts[3]!.content.value).toEqual({ parts: [{ content: { $case: "url", value: `${CARRIER}aGk=` } }] });
  });
});
