// The README's useChat quick start with <Thread>, compiled by `npm run typecheck` (strict). Its
// 15 lines below the marker are the snippet, with partkit's specifiers as an app writes them:
// "partkit", "partkit/adapters/ai-sdk" and "partkit/markdown" are ../../src/… here.
// ---- snippet ----
import { useChat } from "@ai-sdk/react";
import { useMemo, useState } from "react";
import { PartkitProvider, Thread } from "../../src/index";
import { createFromAiSdk, toAiSdkMessage } from "../../src/adapters/ai-sdk/index";
import { markdownRenderers } from "../../src/markdown/index";
export function Chat() {
  const { id, messages, status, error, sendMessage, stop, regenerate } = useChat();
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={markdownRenderers}>
      <Thread draftKey={id} messages={thread} status={status} error={error} onSend={(body) => sendMessage(toAiSdkMessage(body))} onStop={stop} onRetry={() => regenerate()} style={{ height: "100dvh" }} />
    </PartkitProvider>
  );
}
