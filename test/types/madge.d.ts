// The part of madge's API the dependency test uses (the package ships no types).
declare module "madge" {
  interface MadgeResult {
    /** Module path (relative to the base directory) -> the modules it imports. */
    obj(): Record<string, string[]>;
    /** Every import cycle, as the list of modules in it. */
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
