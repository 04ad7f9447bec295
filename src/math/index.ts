"use client";
export { loadKatex } from "./load-katex";
export { math } from "./math-plugin";
export type { MathOptions } from "./options";
