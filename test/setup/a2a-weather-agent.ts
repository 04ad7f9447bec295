import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { A2A_PROTOCOL_VERSION, TaskState, type AgentCard } from "@a2a-js/sdk";
import { A2A_LEGACY_PROTOCOL_VERSION } from "@a2a-js/sdk/compat/v0_3";
import { DefaultRequestHandler, InMemoryTaskStore, type AgentExecutor, type ExecutionEventBus } from "@a2a-js/sdk/server";
import { jsonRpcHandler, UserBuilder } from "@a2a-js/sdk/server/express";
import express from "express";
import { artifactOf as artifact, sdkPart as part, taskPublisher, textOf as text } from "./a2a-publisher";

/** A 1×1 PNG, the forecast's chart. */
export const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/**
 * The weather agent of the A2A thread test, on the SDK's own server: `DefaultRequestHandler`,
 * `InMemoryTaskStore` and the express JSON-RPC transport (v0.3 clients too, through the SDK's
 * compat layer). Turn one: a task, two working updates, the forecast in two chunks whose split
 * falls inside a markdown bold (`sunny, **2` + `1°C**`), a PNG chart, then `input-required` with a
 * question. Turn two (the answer, same task): a second artifact in two chunks, a third chunk
 * appended to the forecast, and `completed`.
 */
class WeatherAgent implements AgentExecutor {
  async execute(context: Parameters<AgentExecutor["execute"]>[0], bus: ExecutionEventBus): Promise<void> {
    const out = taskPublisher(context, bus, { timestamps: false });
    const status = (state: TaskState, words: string, messageId: string) => out.status(state, [text(words, "")], messageId);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const second = context.task !== undefined;
    out.task();
    if (!second) {
      status(TaskState.TASK_STATE_WORKING, "Looking up the forecast…", "step-1");
      await tick();
      out.chunk(artifact("forecast", [text("Tomorrow: sunny, **2")], "Forecast"), false, false);
      await tick();
      out.chunk(artifact("forecast", [text("1°C**")]), true, false);
      status(TaskState.TASK_STATE_WORKING, "Drawing the chart…", "step-2");
      out.chunk(artifact("forecast", [part({ content: { $case: "raw", value: Buffer.from(PNG_1X1, "base64") }, mediaType: "image/png", filename: "chart.png" })]), true, true);
      status(TaskState.TASK_STATE_INPUT_REQUIRED, "Which city next?", "ask-1");
    } else {
      status(TaskState.TASK_STATE_WORKING, "Checking Lyon…", "step-3");
      out.chunk(artifact("lyon", [text("Lyon: rain, *1")], "Lyon"), false, false);
      await tick();
      out.chunk(artifact("lyon", [text("4°C*")]), true, true);
      out.chunk(artifact("forecast", [text("Updated at noon.", "text/plain")]), true, true);
      status(TaskState.TASK_STATE_COMPLETED, "Done.", "done-1");
    }
    bus.finished();
  }

  cancelTask = async (): Promise<void> => {};
}

/** Starts the weather agent on 127.0.0.1 (a free port); `close` stops it. */
export async function startWeatherAgent(): Promise<{ url: string; card: AgentCard; close: () => Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const card: AgentCard = {
    name: "Weather",
    description: "Forecasts with a chart",
    version: "1.0.0",
    supportedInterfaces: [
      { url: `${url}/a2a`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: A2A_PROTOCOL_VERSION },
      { url: `${url}/a2a`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: A2A_LEGACY_PROTOCOL_VERSION },
    ],
    provider: undefined,
    documentationUrl: undefined,
    capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/markdown", "image/png"],
    skills: [],
    signatures: [],
    iconUrl: undefined,
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), new WeatherAgent());
  const app = express();
  app.use("/a2a", jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication, legacyCompat: { enabled: true } }));
  server.on("request", app);
  return { url, card, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
