declare module "commonmark-spec" {
  /** One example of the CommonMark spec; `→` stands for a tab in `markdown` and `html`. */
  export interface CommonMarkExample {
    readonly markdown: string;
    readonly html: string;
    readonly section: string;
    readonly number: number;
  }
  const spec: { readonly text: string; readonly tests: readonly CommonMarkExample[] };
  export default spec;
}
