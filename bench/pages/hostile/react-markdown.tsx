import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { registerHostile } from "./harness";

const plugins = [remarkGfm];

registerHostile({ markdown: (text) => <Markdown remarkPlugins={plugins}>{text}</Markdown> });
