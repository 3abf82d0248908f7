import type { Plugin } from 'vite';

/** The first line of a script V8 compiles whole while it streams in (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Marks the app's chunks and Preact's for eager compilation: V8 compiles their functions on a
 * background thread while the file arrives, instead of on the main thread at each function's first
 * call, which is where much of a first render's long tasks went at 4× CPU. Other libraries (zod,
 * Radix) load later and run few of their functions; they compile as they are called
 * (docs/decisions/084-first-render-code-compiled-while-it-arrives.md). */
export function compileHints(): Plugin {
  return {
    name: 'storefront-compile-hints',
    apply: 'build',
    enforce: 'post',
    // after Vite's own generateBundle, which puts the entry's preload list on its first line
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk.fileName)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** Every JS chunk but a library's other than Preact's. */
export function wantsCompileHint(fileName: string): boolean {
  return !/(?:^|\/)vendor-/.test(fileName) || /(?:^|\/)vendor-preact-/.test(fileName);
}
