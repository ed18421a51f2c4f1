import {Prism} from 'prism-react-renderer';

type WithPrism = typeof globalThis & {Prism?: unknown};

/**
 * Runs a prismjs language file. Those files register on a global `Prism`, so
 * the global is prism-react-renderer's instance for the call and restored
 * afterwards (as theme-classic's prism-include-languages does).
 */
export function registerGrammar(load: () => unknown): void {
  const global = globalThis as WithPrism;
  const before = global.Prism;
  global.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) Reflect.deleteProperty(global, 'Prism');
    else global.Prism = before;
  }
}
