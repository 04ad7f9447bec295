import { codeRenderers } from "../../../src/code";
import { SchemaForm } from "../../../src/form";
import { markdownRenderers } from "../../../src/markdown";
import { MessageView } from "../../../src/message";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import "../../../src/theme/theme.css";
import { md } from "../../../test/hostile/harness/inputs";
import { registerHostile } from "./harness";

// As the hostile suite renders a message (test/hostile/harness/render.tsx): the markdown and code
// renderers registered, the inline layout.
const renderers = [...markdownRenderers, ...codeRenderers];

function Message({ parts }: { readonly parts: Part[] }) {
  return (
    <PartkitProvider renderers={renderers}>
      <MessageView body={{ parts }} layout="inline" />
    </PartkitProvider>
  );
}

registerHostile({
  markdown: (text) => <Message parts={[md(text)]} />,
  parts: (parts) => <Message parts={parts} />,
  form: (schema) => <SchemaForm schema={schema} />,
  // As an app would at start-up: the lazily loaded renderers fetched before the first message.
  setup: () => preloadRenderers(),
});
