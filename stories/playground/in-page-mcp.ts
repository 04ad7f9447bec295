import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ElicitRequestSchema, ListToolsRequestSchema, type CallToolResult, type ElicitResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ConnectTools, ElicitationRequest } from "../../src/form/index";
import { media } from "../media";

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

/**
 * A travel agent's MCP server that runs inside the page: the SDK's `Server` joined to a `Client`
 * by an in-memory transport, so the explorer lists real tools, builds their forms, calls them and
 * answers a real elicitation with no network at all. The URL only names it.
 *
 * @example
 * <McpExplorer connect={connectInPage} defaultUrl="in-page://travel-agent" autoConnect />
 */
export const connectInPage: ConnectTools = async (_url, { onElicitation }) => {
  const server = new Server({ name: "travel-agent (in this page)", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const args = request.params.arguments ?? {};
    if (request.params.name === "get_forecast") return forecast(args);
    if (request.params.name === "book_table") {
      const answer = await server.elicitInput({
        message: `Which sitting at ${String(args.restaurant)} for ${String(args.people)}?`,
        requestedSchema: { type: "object", required: ["sitting"], properties: { sitting: { type: "string", title: "Sitting", enum: ["19:00", "21:00"] } } },
      });
      if (answer.action !== "accept") return { content: [{ type: "text", text: `Nothing booked: you chose to ${answer.action}.` }] };
      return { content: [{ type: "text", text: `Booked ${String(args.restaurant)} for ${String(args.people)} at ${String(answer.content?.sitting)}.` }] };
    }
    return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}.` }] };
  });
  const client = new Client({ name: "partkit storybook", version: "0" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => (await onElicitation(request.params as unknown as ElicitationRequest, { signal: extra.signal })) as ElicitResult);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  const version = client.getServerVersion();
  return {
    server: version ? { name: version.name, version: version.version } : undefined,
    listTools: async () => (await client.listTools()).tools,
    callTool: async (name, args, options) => (await client.callTool({ name, arguments: args ?? {} }, undefined, options?.signal ? { signal: options.signal } : undefined)) as CallToolResult,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
};
