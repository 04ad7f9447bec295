import { useEffect, useState } from "react";
import type { Message, Part } from "../../../src/model/types";
import { registerLazy } from "../shared/lazy";

// What a hand-rolled message list does: every part fetches its text on mount, every image is an
// <img src> (no virtualisation, no loading="lazy", no request queue).
function RemoteText({ url }: { readonly url: string }) {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(url, { credentials: "omit" })
      .then((response) => response.text())
      .then((body) => live && setText(body))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div data-naive-text="" data-state={failed ? "error" : text === null ? "loading" : "ready"}>
      {failed ? "Couldn't load" : text === null ? "Loading…" : <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>{text}</p>}
    </div>
  );
}

function RemoteImage({ part }: { readonly part: Part }) {
  const [failed, setFailed] = useState(false);
  return <img src={part.contentUrl} alt={String(part.metadata?.alt ?? part.name)} referrerPolicy="no-referrer" data-state={failed ? "error" : undefined} onError={() => setFailed(true)} />;
}

function Attachment({ part }: { readonly part: Part }) {
  return (
    <figure data-naive-item="" style={{ margin: "0 0 12px" }}>
      <figcaption style={{ fontFamily: "monospace", fontSize: 12 }}>{part.name}</figcaption>
      {part.contentType.startsWith("image/") ? (
        <RemoteImage part={part} />
      ) : (
        <RemoteText url={part.contentUrl!} />
      )}
    </figure>
  );
}

function Subject({ message }: { readonly message: Message }) {
  return (
    <article>
      {message.parts.map((part, index) =>
        part.name === undefined ? (
          <p key={index}>{part.content}</p>
        ) : (
          <Attachment key={part.name} part={part} />
        ),
      )}
    </article>
  );
}

registerLazy(Subject, { item: "[data-naive-item]", textReady: "[data-naive-text][data-state='ready']", failed: "[data-state='error']" });
