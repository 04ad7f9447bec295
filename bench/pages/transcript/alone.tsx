import type { Message } from "../../../src/model/types";
import { MessageRow, registerTranscript } from "../shared/transcript";

// Streaming alone: the same message and renderers without a transcript around it (only the last message is shown).
function Subject({ messages }: { readonly messages: readonly Message[] }) {
  const last = messages.at(-1);
  return <div style={{ height: 800, overflowY: "auto" }}>{last && <MessageRow message={last} />}</div>;
}

registerTranscript(Subject);
