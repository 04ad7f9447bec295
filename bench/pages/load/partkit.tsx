import { MessageList } from "../../../src/list";
import { markdownRenderers } from "../../../src/markdown";
import type { Message } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import "../../../src/theme/theme.css";
import { registerLoad } from "../shared/load";

// As the README shows an app: partkit/markdown's renderers in the provider, the list's defaults.
function Subject({ messages }: { readonly messages: readonly Message[] }) {
  return (
    <PartkitProvider renderers={markdownRenderers}>
      <MessageList messages={messages} style={{ height: 800 }} />
    </PartkitProvider>
  );
}

// As an app would at start-up: fetch the lazily loaded renderers and the virtualiser.
registerLoad(Subject, () => preloadRenderers());
