import type { Message } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { registerLargeMessage } from "../shared/large-message";

// The split layout: unnamed parts windowed, the 10,000 named parts in the (virtualised) tree beside.
function Subject({ message }: { readonly message: Message }) {
  return (
    <PartkitProvider>
      <MessageView message={message} layout="split" />
    </PartkitProvider>
  );
}

registerLargeMessage(Subject, "[data-slot='message-parts-row']", () => preloadRenderers());
