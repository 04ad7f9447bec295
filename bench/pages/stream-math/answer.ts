import source from "../shared/math-answer.md?raw";

/** The math-heavy answer (11 KB: least squares, ~90 inline and ~25 display formulas, a table) the `stream-math` pages stream. */
export const mathAnswer: string = source;
