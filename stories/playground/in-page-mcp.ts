/**
 * The one sample MCP server of the stories: the SDK's `Server`, running inside the page and joined
 * to the SDK's `Client` by an in-memory transport, so the explorer lists real tools, builds their
 * forms, calls them and answers a real elicitation over the real protocol with no network at all.
 * It serves the sample agents of `sample-agents.ts` (word statistics, a haiku, a trip plan) and a
 * travel agent's tools (a forecast with a chart, a table booking that asks a question back).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ElicitRequestSchema, ListToolsRequestSchema, type CallToolResult, type ElicitResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ConnectTools, ElicitationRequest } from "../../src/form/index";
import { connectMcp } from "../../src/mcp/index";
import { media } from "../media";
import { haiku, tripPlanner, wordStats } from "./sample-agents";

/** The address of the in-page server: {@link connectInPage} connects to it without a network. */
export const inPageServerUrl = "in-page://sample-agents";

const tools: Tool[] = [
  {
    name: "get_forecast",
    title: "Weather forecast",
    description: "The forecast for a city, day by day, with a chart.",
    inputSchema: {
      type: "object",
      required: ["city"],
      properties: {
        city: { type: "string", title: "City", default: "Lyon" },
        days: { type: "integer", title: "Days", minimum: 1, maximum: 7, default: 2 },
        units: { type: "string", title: "Units", oneOf: [{ const: "metric", title: "Celsius" }, { const: "imperial", title: "Fahrenheit" }], default: "metric" },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        city: { type: "string", title: "City" },
        days: { type: "array", title: "Days", items: { type: "object", properties: { day: { type: "string", title: "Day" }, high: { type: "number", title: "High" }, sky: { type: "string", title: "Sky" } } } },
      },
    },
  },
  {
    name: "book_table",
    title: "Book a table",
    description: "Books a restaurant table; asks which sitting it should be before booking.",
    inputSchema: {
      type: "object",
      required: ["restaurant", "people"],
      properties: {
        restaurant: { type: "string", title: "Restaurant", default: "Le Bouchon des Filles" },
        people: { type: "integer", title: "People", minimum: 1, maximum: 12, default: 2 },
      },
    },
  },
  { name: "word_stats", title: "Word statistics", description: "Counts words and finds the most frequent.", inputSchema: wordStats.inputSchema as Tool["inputSchema"], outputSchema: wordStats.outputSchema as Tool["outputSchema"] },
  { name: "haiku", title: "Haiku", description: "Writes a short poem.", inputSchema: haiku.inputSchema as Tool["inputSchema"] },
  { name: "plan_trip", title: "Trip planner", description: "Plans a few days in a city.", inputSchema: tripPlanner.inputSchema as Tool["inputSchema"] },
];

const week = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

function forecast(args: Record<string, unknown>): CallToolResult {
  const city = typeof args.city === "string" && args.city.trim() !== "" ? args.city.trim() : "Lyon";
  const count = Math.min(7, Math.max(1, Number(args.days) || 2));
  const fahrenheit = args.units === "imperial";
  const days = week.slice(0, count).map((day, i) => {
    const celsius = 21 - i * 2;
    return { day, high: fahrenheit ? Math.round(celsius * 1.8 + 32) : celsius, sky: i % 2 ? "showers after 14:00" : "sunny" };
  });
  const structuredContent = { city, days };
  return {
    structuredContent,
    content: [
      { type: "text", text: JSON.stringify(structuredContent) },
      { type: "image", data: media.chartData.slice(media.chartData.indexOf(",") + 1), mimeType: "image/png" },
    ],
  };
}

/** Runs a sample agent of `sample-agents.ts` to the end and answers as an MCP tool does. */
async function sampleAgent(name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<CallToolResult | undefined> {
  if (name === "word_stats") {
    let last: Record<string, unknown> | undefined;
    for await (const partial of wordStats.run(args, { signal })) last = partial;
    return { content: [{ type: "text", text: JSON.stringify(last) }], structuredContent: last };
  }
  if (name === "haiku") {
    let poem = "";
    for await (const words of haiku.run(args, { signal })) poem += words;
    return { content: [{ type: "text", text: poem.trim() }] };
  }
  if (name === "plan_trip") {
    const [summary, itinerary] = (await tripPlanner.run(args, { signal })).parts;
    return {
      content: [
        { type: "text", text: summary!.content },
        { type: "resource", resource: { uri: `${inPageServerUrl}/itinerary.json`, mimeType: "application/json", text: itinerary!.content } },
      ],
    };
  }
  return undefined;
}

/** A new server with every sample tool; one per connection, as a real server has one per session. */
function sampleServer(): Server {
  const server = new Server({ name: "sample-agents", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    if (name === "get_forecast") return forecast(args);
    if (name === "book_table") {
      const answer = await server.elicitInput({
        message: `Which sitting at ${String(args.restaurant)} for ${String(args.people)}?`,
        requestedSchema: { type: "object", required: ["sitting"], properties: { sitting: { type: "string", title: "Sitting", enum: ["19:00", "21:00"] } } },
      });
      if (answer.action !== "accept") return { content: [{ type: "text", text: `Nothing booked: you chose to ${answer.action}.` }] };
      return { content: [{ type: "text", text: `Booked ${String(args.restaurant)} for ${String(args.people)} at ${String(answer.content?.sitting)}.` }] };
    }
    return (await sampleAgent(name, args, extra.signal)) ?? { isError: true, content: [{ type: "text", text: `Unknown tool ${name}.` }] };
  });
  return server;
}

/**
 * `connectMcp`, except that {@link inPageServerUrl} connects to the sample server in this page.
 * Any other URL goes to a real MCP server over Streamable HTTP.
 *
 * @example
 * <McpExplorer connect={connectInPage} defaultUrl={inPageServerUrl} autoConnect />
 */
export const connectInPage: ConnectTools = async (url, options) => {
  if (url !== inPageServerUrl) return connectMcp(url, options);
  const server = sampleServer();
  const client = new Client({ name: "partkit storybook", version: "0" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => (await options.onElicitation(request.params as unknown as ElicitationRequest, { signal: extra.signal })) as ElicitResult);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  const version = client.getServerVersion();
  return {
    server: version ? { name: version.name, version: version.version } : undefined,
    listTools: async () => (await client.listTools()).tools,
    callTool: async (name, args, callOptions) => (await client.callTool({ name, arguments: args ?? {} }, undefined, callOptions?.signal ? { signal: callOptions.signal } : undefined)) as CallToolResult,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
};
