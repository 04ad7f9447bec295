import type { ChatStatus, UIMessage } from "ai";
import { useMemo, useState } from "react";
import { createFromAiSdk } from "../../../src/adapters/ai-sdk";
import { MessageList } from "../../../src/list";
import { markdownRenderers } from "../../../src/markdown";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import "../../../src/theme/theme.css";
import { registerUseChat } from "../shared/use-chat";

// The README's useChat page: createFromAiSdk (each UIMessage converted once) memoised on useChat's
// messages, MessageList with its status, partkit/markdown's renderers in the provider.
function Subject({ messages, status }: { readonly messages: UIMessage[]; readonly status: ChatStatus }) {
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={markdownRenderers}>
      <MessageList messages={thread} status={status} style={{ height: 800 }} />
    </PartkitProvider>
  );
}

// As an app would at start-up: fetch the lazily loaded renderers and the virtualiser.
registerUseChat(Subject, () => preloadRenderers());
