import { memo } from "react";
import type { Message } from "../../../src/model/types";
import { MessageRow, registerTranscript } from "../shared/transcript";

const Row = memo(MessageRow);

function Subject({ messages }: { readonly messages: readonly Message[] }) {
  return (
    <div data-naive-scroller="" style={{ height: 800, overflowY: "auto" }}>
      {messages.map((message, index) => (
        <Row key={message.id ?? index} message={message} />
      ))}
    </div>
  );
}

registerTranscript(Subject);
