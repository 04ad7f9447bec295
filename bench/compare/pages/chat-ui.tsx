// chat-ui's page loads after Prism's global is set (see prism-global.ts): a dynamic import is the
// one order a bundle cannot change. (The repo's package.json marks its modules side-effect free,
// so each page exports a mount function instead of rendering on import.)
import { installPrism } from "./prism-global";

installPrism();
void import("./chat-ui-page").then(({ mount }) => mount());
