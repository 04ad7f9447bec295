import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const domGlobals = ["window", "document", "navigator", "localStorage", "sessionStorage", "HTMLElement", "Element", "IntersectionObserver", "location"].map(
  (name) => ({ name, message: "src/model and src/adapters stay free of the DOM: they must run in Node, workers and servers." }),
);

const heavy = (allowedIn) => ({
  group: ["marked", "lowlight", "@rjsf/*", "ajv", "ajv/*", "ajv-formats", "@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*"],
  message: `Heavy libraries live behind their own entry (${allowedIn}); the root entry must stay light.`,
});

export default tseslint.config(
  { ignores: ["dist", "storybook-static", "node_modules", "coverage", "bench/.out", "bench/pages/dist"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Untrusted content never becomes HTML." },
        { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]", message: "Untrusted content never becomes HTML." },
      ],
    },
  },
  {
    files: ["src/model/**", "src/adapters/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", message: "src/model and src/adapters are React-free." },
            { name: "react-dom", message: "src/model and src/adapters are React-free." },
          ],
          patterns: [
            { group: ["react/*", "react-dom/*"], message: "src/model and src/adapters are React-free." },
            { group: ["**/render/**", "**/fetch/**", "**/tree/**", "**/list/**", "**/form/**", "**/markdown/**", "**/code/**"], message: "model <- adapters only: no UI layers here." },
            heavy("partkit/markdown, partkit/code, partkit/form"),
          ],
        },
      ],
      "no-restricted-globals": ["error", ...domGlobals],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/model/**", "src/adapters/**", "src/markdown/**", "src/code/**", "src/form/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [heavy("partkit/markdown, partkit/code, partkit/form")] }] },
  },
  {
    files: ["src/markdown/**", "src/code/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@rjsf/*", "ajv", "ajv/*", "@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*"], message: "Only partkit/form imports rjsf, ajv and the MCP SDK." }] },
      ],
    },
  },
  {
    files: ["test/**", "stories/**", "bench/**", ".storybook/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
