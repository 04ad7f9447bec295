import { loadHighlighter } from "../../../src/code";
import { Markdown } from "../../../src/markdown";
import "../../../src/theme/theme.css";
import { registerStream, type StreamSubjectProps } from "../shared/stream";

function Subject({ text, done }: StreamSubjectProps) {
  return <Markdown text={text} status={done ? "complete" : "streaming"} />;
}

registerStream(Subject, async () => {
  await loadHighlighter();
});
