import { CodeBlock, loadHighlighter } from "../../../src/code";
import { Markdown } from "../../../src/markdown";
import "../../../src/theme/theme.css";
import { registerStream, type StreamSubjectProps } from "../shared/stream";

const highlighted = { codeBlock: CodeBlock };

function Subject({ text, done }: StreamSubjectProps) {
  return <Markdown text={text} status={done ? "complete" : "streaming"} components={highlighted} />;
}

registerStream(Subject, async () => {
  await loadHighlighter();
});
