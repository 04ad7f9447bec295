import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { registerStream, type StreamSubjectProps } from "../shared/stream";

const plugins = [remarkGfm];

function Subject({ text }: StreamSubjectProps) {
  return <Markdown remarkPlugins={plugins}>{text}</Markdown>;
}

registerStream(Subject);
