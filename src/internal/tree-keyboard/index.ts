export { useTreeKeyboard, type TreeKeyboardModel } from "./use-tree-keyboard";
export { TYPE_AHEAD_TIMEOUT, useTypeAhead } from "./use-type-ahead";
