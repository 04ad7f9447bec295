import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const domGlobals = ["window", "document", "navigator", "localStorage", "sessionStorage", "HTMLElement", "Element", "IntersectionObserver", "location"].map(
  (name) => ({ name, message: "src/model and src/adapters stay free of the DOM: they must run in Node, workers and servers." }),
);

// Each heavy library is imported only by the folder behind its own entry, so an entry needs only
// the peers the README lists for it (partkit/markdown works without lowlight, partkit/form
// without the MCP SDK).
const heavyHomes = {
  "src/markdown": ["marked"],
  "src/code": ["lowlight"],
  "src/form": ["@rjsf/*", "ajv", "ajv/*", "ajv-formats", "@cfworker/json-schema"],
  "src/mcp": ["@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*"],
  "src/internal/virtual-list": ["@tanstack/react-virtual", "@tanstack/virtual-core"],
};
const heavyHome = Object.entries(heavyHomes).flatMap(([home, libraries]) => libraries.map((library) => [library, home]));
const heavy = (except) => ({
  group: heavyHome.filter(([, home]) => home !== except).map(([library]) => library),
  message:
    "Heavy libraries live behind their own entry (marked: partkit/markdown, lowlight: partkit/code, rjsf and Ajv: partkit/form, the MCP SDK: partkit/mcp), and the virtualiser behind the one virtual list (src/internal/virtual-list).",
});

const neverHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Untrusted content never becomes HTML." },
  { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]", message: "Untrusted content never becomes HTML." },
];
const vocabularyInModel = [
  { selector: "Literal[value=/vnd\\.partkit/]", message: "Vendor content types come from PARTKIT_CONTENT_TYPES (src/model/vocabulary)." },
  { selector: "TemplateElement[value.raw=/vnd\\.partkit/]", message: "Vendor content types come from PARTKIT_CONTENT_TYPES (src/model/vocabulary)." },
];

export default tseslint.config(
  { ignores: ["dist", "storybook-static", "node_modules", "coverage", "bench/.out", "bench/pages/dist", "test/hostile/.out"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", ...neverHtml],
    },
  },
  {
    // The part vocabulary lives in src/model (PARTKIT_CONTENT_TYPES): a layer that spells a vendor
    // type out is one more place to edit when the vocabulary changes.
    files: ["src/**"],
    ignores: ["src/model/**"],
    rules: { "no-restricted-syntax": ["error", ...neverHtml, ...vocabularyInModel] },
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
            heavy(),
          ],
        },
      ],
      "no-restricted-globals": ["error", ...domGlobals],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/model/**", "src/adapters/**", ...Object.keys(heavyHomes).map((home) => `${home}/**`)],
    rules: { "no-restricted-imports": ["error", { patterns: [heavy()] }] },
  },
  ...Object.keys(heavyHomes).map((home) => ({
    files: [`${home}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            heavy(home),
            ...(home === "src/markdown"
              ? [{ group: ["../code", "../code/*"], message: "Markdown shows code in partkit's code block (src/render/code); highlighting (and lowlight) comes from partkit/code." }]
              : []),
          ],
        },
      ],
    },
  })),
  // partkit/form/csp is for pages that forbid `unsafe-eval`: it must not load Ajv, directly or
  // through the form modules that default to it.
  {
    files: ["src/form/csp/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            heavy("src/form"),
            {
              group: ["ajv", "ajv/*", "ajv-formats", "@rjsf/validator-ajv8", "../validation/validator", "../validation/ajv-validation", "../validation/ajv-classes", "../schema-form/schema-form", "../schema-form/json-editor", "../index", "../playground/playground", "../result-view/result-view", "../tools/*"],
              message: "partkit/form/csp never loads Ajv (it compiles with new Function): use ../schema-form/schema-form-base, ../playground/playground-base, ../playground/playground-root, ../result-view/result-view-base and ../validation/form-validation.",
            },
          ],
        },
      ],
    },
  },
  // The modules both form entries share take their validation from a prop or the context, so
  // partkit/form/csp can use them: none of them may load Ajv or a module that defaults to it.
  {
    files: ["src/form/schema-form/schema-form-base.tsx", "src/form/result-view/result-view-base.tsx", "src/form/playground/playground-{base,root,input,output,history,context}.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            heavy("src/form"),
            {
              group: ["ajv", "ajv/*", "ajv-formats", "@rjsf/validator-ajv8", "**/validation/validator", "**/validation/ajv-validation", "**/validation/ajv-classes", "./schema-form", "**/schema-form/schema-form", "**/schema-form/json-editor", "../index", "./playground", "../playground/playground", "**/result-view/result-view", "./result-view", "../tools", "../tools/*"],
              message: "This module is shared with partkit/form/csp, which never loads Ajv: take the validation from a prop or FormValidationContext.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["test/**", "stories/**", "bench/**", ".storybook/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
