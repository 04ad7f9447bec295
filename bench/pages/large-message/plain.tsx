import { memo } from "react";
import type { Message, Part } from "../../../src/model/types";
import { registerLargeMessage } from "../shared/large-message";

// The floor: every part's text in a <div>, no virtualisation. Rows are memoised (as an app would),
// so a streamed update re-renders only the list and the row that changed.
const Row = memo(function Row({ part }: { readonly part: Part }) {
  return <div data-plain-part="">{typeof part.content === "string" ? part.content : ""}</div>;
});

function Subject({ message }: { readonly message: Message }) {
  return (
    <div data-plain-message="">
      {message.parts.map((part, index) => (
        <Row key={index} part={part} />
      ))}
    </div>
  );
}

registerLargeMessage(Subject, "[data-plain-part]");
