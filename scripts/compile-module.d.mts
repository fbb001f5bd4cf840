/** Types of compile-module.mjs. */
export declare function compileModule(
  entry: string,
  outDir: string,
  fileName: string,
  emptyOutDir: boolean,
): Promise<void>;
