import { Streamdown } from "streamdown";
import "streamdown/styles.css";
import { registerStream, type StreamSubjectProps } from "../shared/stream";

function Subject({ text, done }: StreamSubjectProps) {
  return (
    <Streamdown mode="streaming" isAnimating={!done}>
      {text}
    </Streamdown>
  );
}

registerStream(Subject);
