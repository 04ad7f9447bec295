import { MessageList } from "../../../src/list";
import type { Message } from "../../../src/model/types";
import { registerTranscript } from "../shared/transcript";

function Subject({ messages }: { readonly messages: readonly Message[] }) {
  return <MessageList messages={messages} style={{ height: 800 }} />;
}

registerTranscript(Subject);
