import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mcpMiddleware } from "./server.js";

/** Serves the example's MCP server at /mcp, on the page's own origin, in `vite` and `vite preview`. */
const mcpServer = {
  name: "example-mcp-server",
  configureServer: (server) => void server.middlewares.use("/mcp", mcpMiddleware),
  configurePreviewServer: (server) => void server.middlewares.use("/mcp", mcpMiddleware),
};

export default defineConfig({ plugins: [react(), mcpServer] });
