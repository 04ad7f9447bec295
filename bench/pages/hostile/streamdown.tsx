import { Streamdown } from "streamdown";
import "streamdown/styles.css";
import { registerHostile } from "./harness";

// A finished message: not animating.
registerHostile({ markdown: (text) => <Streamdown isAnimating={false}>{text}</Streamdown> });
