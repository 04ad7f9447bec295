import type { Message } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { registerLargeMessage } from "../shared/large-message";

// The default inline layout (navigator included, as the message has 3+ named parts), with the
// default renderers; above 200 parts it windows them, scrolling with the 800 px scroller.
function Subject({ message }: { readonly message: Message }) {
  return (
    <PartkitProvider>
      <MessageView message={message} layout="inline" />
    </PartkitProvider>
  );
}

// As an app would at start-up: fetch the lazily loaded renderers (and the window) before the first message.
registerLargeMessage(Subject, "[data-slot='message-parts-row']", () => preloadRenderers());
