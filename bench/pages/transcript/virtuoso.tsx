import { Virtuoso } from "react-virtuoso";
import type { Message } from "../../../src/model/types";
import { MessageRow, registerTranscript } from "../shared/transcript";

const itemContent = (_index: number, message: Message) => <MessageRow message={message} />;
const computeItemKey = (index: number, message: Message) => message.id ?? index;

function Subject({ messages }: { readonly messages: readonly Message[] }) {
  return (
    <Virtuoso
      data={messages as Message[]}
      style={{ height: 800 }}
      itemContent={itemContent}
      computeItemKey={computeItemKey}
      initialTopMostItemIndex={messages.length - 1}
      followOutput="auto"
      alignToBottom
    />
  );
}

registerTranscript(Subject);
