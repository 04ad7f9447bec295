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
  "src/mermaid": ["mermaid"],
  "src/form": ["@rjsf/*", "ajv", "ajv/*", "ajv-formats", "@cfworker/json-schema"],
  "src/mcp": ["@modelcontextprotocol/client", "@modelcontextprotocol/client/*", "@modelcontextprotocol/core", "@modelcontextprotocol/core/*", "@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*"],
  "src/a2a": ["@a2a-js/sdk", "@a2a-js/sdk/*"],
  "src/internal/virtual-list": ["@tanstack/react-virtual", "@tanstack/virtual-core"],
};
const heavyHome = Object.entries(heavyHomes).flatMap(([home, libraries]) => libraries.map((library) => [library, home]));
const heavy = (except) => ({
  group: heavyHome.filter(([, home]) => home !== except).map(([library]) => library),
  message:
    "Heavy libraries live behind their own entry (marked: partkit/markdown, lowlight: partkit/code, mermaid: partkit/mermaid, rjsf and Ajv: partkit/form, the MCP SDK: partkit/mcp, the A2A SDK: partkit/a2a), and the virtualiser behind the one virtual list (src/internal/virtual-list).",
});

// src/form's rooms and the rooms each may import (README, Layout). csp/ (partkit/form/csp)
// builds on the Ajv-free modules of the rooms below tools.
const formRooms = {
  shared: [],
  validation: ["shared"],
  "schema-form": ["shared", "validation"],
  "result-view": ["shared", "validation"],
  playground: ["shared", "validation", "schema-form", "result-view"],
  tools: ["shared", "validation", "schema-form", "result-view", "playground"],
  csp: ["shared", "validation", "schema-form", "result-view", "playground"],
};
// partkit/form/csp is for pages that forbid `unsafe-eval`, so it must never load Ajv (which
// compiles with `new Function`). Only these modules do: the Ajv validation, the components that
// default to it, and tools/, which is built on them (and which no other room imports). Every
// other module of src/form is Ajv-free and takes its validation from a prop,
// FormValidationContext or its entry's fallback.
const ajvLibraries = ["ajv", "ajv/*", "ajv-formats", "@rjsf/validator-ajv8"];
const ajvLibraryHomes = ["validation/ajv-classes", "validation/validator"];
const ajvModules = [...ajvLibraryHomes, "validation/ajv-validation", "schema-form/schema-form", "schema-form/json-editor", "result-view/result-view", "playground/playground"];
const formFiles = (modules) => modules.map((m) => `src/form/${m}.{ts,tsx}`);

/** How a module of src/form is imported from `room`: `./file` within the room, `../room/file` from another. */
const fromRoom = (room, module) => (module.startsWith(`${room}/`) ? `./${module.slice(room.length + 1)}` : `../${module}`);

const formRoomRules = Object.entries(formRooms).flatMap(([room, allowed]) => {
  const rooms = {
    group: ["../index", ...Object.keys(formRooms).filter((r) => r !== room && !allowed.includes(r)).flatMap((r) => [`../${r}`, `../${r}/*`])],
    message: `src/form/${room} imports ${allowed.length ? allowed.join(", ") : "no other room"} (README, Layout: shared <- validation <- schema-form, result-view <- playground <- tools; csp on all but tools), never the entry.`,
  };
  const noAjvLibrary = { group: ajvLibraries, message: "Ajv is loaded by src/form/validation/ajv-classes.ts and validator.ts only: use ajvValidation." };
  const noAjvModule = {
    group: ajvModules.map((m) => fromRoom(room, m)),
    message: "This module is Ajv-free so partkit/form/csp can use it: take the validation from a prop, FormValidationContext or the entry's fallback (the *-base modules), not from a module that defaults to Ajv.",
  };
  const rule = (...patterns) => ({ rules: { "no-restricted-imports": ["error", { patterns: [heavy("src/form"), rooms, ...patterns] }] } });
  const ownAjvModules = ajvModules.filter((m) => m.startsWith(`${room}/`));
  return [
    { files: [`src/form/${room}/**`], ...rule(noAjvLibrary, ...(room === "tools" ? [] : [noAjvModule])) },
    ...(ownAjvModules.length ? [{ files: formFiles(ownAjvModules), ...rule(noAjvLibrary) }] : []),
    ...(room === "validation" ? [{ files: formFiles(ajvLibraryHomes), ...rule() }] : []),
  ];
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
  ...formRoomRules,
  {
    files: ["test/**", "stories/**", "bench/**", ".storybook/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
