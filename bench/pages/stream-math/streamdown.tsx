import { createMathPlugin } from "@streamdown/math";
import "katex/dist/katex.min.css";
import { Streamdown } from "streamdown";
import "streamdown/styles.css";
import { registerStream, type StreamSubjectProps } from "../shared/stream";
import { mathAnswer } from "./answer";

// Single-dollar inline math on, as partkit reads it, so both parse the same formulas.
const plugins = { math: createMathPlugin({ singleDollarTextMath: true }) };

function Subject({ text, done }: StreamSubjectProps) {
  return (
    <Streamdown mode="streaming" isAnimating={!done} plugins={plugins}>
      {text}
    </Streamdown>
  );
}

registerStream(Subject, undefined, mathAnswer);
