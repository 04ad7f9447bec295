import { memo, useRef } from "react";
import { Virtuoso, type VirtuosoHandle } from "react-virtuoso";
import { Streamdown } from "streamdown";
import "streamdown/styles.css";
import type { Message } from "../../../src/model/types";
import { isMessageStreaming } from "../../../src/list";
import { registerLoad } from "../shared/load";

// The peer stack an app would assemble: react-virtuoso for the list, streamdown for each
// message's markdown (its defaults, code highlighting included), one memoised row per message.
const Row = memo(function Row({ message }: { readonly message: Message }) {
  const streaming = isMessageStreaming(message);
  return (
    <article data-role={message.role} style={{ padding: "8px 12px" }}>
      {message.parts.map((part, i) =>
        typeof part.content === "string" ? (
          <Streamdown key={i} mode={streaming ? "streaming" : "static"} isAnimating={streaming}>
            {part.content}
          </Streamdown>
        ) : null,
      )}
    </article>
  );
});

const itemContent = (_index: number, message: Message) => <Row message={message} />;
const computeItemKey = (index: number, message: Message) => message.id ?? index;

// followOutput scrolls for appended items only; a growing last message is followed the way
// virtuoso's docs suggest for items that change size (autoscrollToBottom when the height changes).
function Subject({ messages }: { readonly messages: readonly Message[] }) {
  const list = useRef<VirtuosoHandle>(null);
  return (
    <Virtuoso
      ref={list}
      totalListHeightChanged={() => list.current?.autoscrollToBottom()}
      data={messages as Message[]}
      style={{ height: 800 }}
      itemContent={itemContent}
      computeItemKey={computeItemKey}
      initialTopMostItemIndex={{ index: "LAST", align: "end" }}
      followOutput="auto"
      alignToBottom
    />
  );
}

registerLoad(Subject);
