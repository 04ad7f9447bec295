"use client";
export { loadKatex, type Katex } from "./load-katex";
export { math } from "./math-plugin";
export type { MathOptions } from "./options";
