import "katex/dist/katex.min.css";
import { CodeBlock } from "../../../src/code";
import { Markdown } from "../../../src/markdown";
import { loadKatex, math } from "../../../src/math";
import "../../../src/theme/theme.css";
import { registerStream, type StreamSubjectProps } from "../shared/stream";
import { mathAnswer } from "./answer";

const highlighted = { codeBlock: CodeBlock };
const plugins = [math()];

function Subject({ text, done }: StreamSubjectProps) {
  return <Markdown text={text} status={done ? "complete" : "streaming"} components={highlighted} plugins={plugins} />;
}

registerStream(
  Subject,
  async () => {
    await loadKatex();
  },
  mathAnswer,
);
