import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeUIMessageStreamToResponse, simulateReadableStream, streamText } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import * as ai7 from "ai7";
import { MockLanguageModelV4 } from "ai7/test";
import type { TestProject } from "vitest/node";

const usage = {
  inputTokens: { total: 8, noCache: 8, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 40, text: 30, reasoning: 10 },
};

/** Reasoning, then a markdown answer whose bold word and list arrive split across deltas. */
const reasoning = ["The user ", "asks about ", "Lyon. ", "Check the sky ", "and wind."];
const answer = ["It is ", "sunny, **2", "1°C**", " in Lyon.\n\n", "- wind: ", "*light*", "\n- rain: ", "none"];

function modelStream(delayMs: number) {
  return simulateReadableStream({
    initialDelayInMs: delayMs,
    chunkDelayInMs: delayMs,
    chunks: [
      { type: "stream-start" as const, warnings: [] },
      { type: "reasoning-start" as const, id: "r1" },
      ...reasoning.map((delta) => ({ type: "reasoning-delta" as const, id: "r1", delta })),
      { type: "reasoning-end" as const, id: "r1" },
      { type: "text-start" as const, id: "t1" },
      ...answer.map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
      { type: "text-end" as const, id: "t1" },
      { type: "finish" as const, finishReason: { unified: "stop" as const, raw: "stop" }, usage },
    ],
  });
}

/**
 * A real AI SDK chat backend on 127.0.0.1 for browser tests of `useChat` pages: POST `/api/chat`
 * runs `streamText` on the SDK's mock model (reasoning, then a markdown answer, `?delay=ms`
 * between chunks, default 60) and answers with the SDK's UI message stream: AI SDK 6, or 7 with
 * `?sdk=7`. CORS-open.
 */
export function startChatServer() {
  const server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "content-type");
    if (req.method === "OPTIONS") return void res.end();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "POST" || url.pathname !== "/api/chat") {
      res.statusCode = 404;
      return void res.end("not found");
    }
    const delay = Number(url.searchParams.get("delay") ?? 60);
    const onError = (error: unknown) => (error instanceof Error ? error.message : "error");
    const headers = { "Access-Control-Allow-Origin": "*" };
    req.resume().on("end", () => {
      if (url.searchParams.get("sdk") === "7") {
        const result = ai7.streamText({ model: new MockLanguageModelV4({ doStream: async () => ({ stream: modelStream(delay) as ReadableStream<never> }) }), prompt: "Weather in Lyon?" });
        ai7.pipeUIMessageStreamToResponse({ response: res, headers, stream: result.toUIMessageStream({ sendReasoning: true, sendSources: true, onError }) });
        return;
      }
      const result = streamText({ model: new MockLanguageModelV3({ doStream: async () => ({ stream: modelStream(delay) }) }), prompt: "Weather in Lyon?" });
      pipeUIMessageStreamToResponse({ response: res, headers, stream: result.toUIMessageStream({ sendReasoning: true, sendSources: true, onError }) });
    });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/api/chat`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    chatUrl: string;
  }
}

/** Vitest global setup: one chat backend per run, its URL handed to browser tests as `chatUrl`. */
export default async function setup(project: TestProject) {
  const server = await startChatServer();
  project.provide("chatUrl", server.url);
  return server.close;
}
