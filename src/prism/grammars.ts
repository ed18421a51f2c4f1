/**
 * The Prism grammars the pages use, and the fence names that select them. The
 * one list behind per-page highlighting (plugins/prism-on-demand): a page's
 * chunk brings Prism's core and exactly the grammars its code blocks fence
 * (src/prism/grammar/<name>.ts).
 */

/**
 * Every grammar the site can highlight. What a grammar extends is imported by
 * its own module (src/prism/grammar/<name>.ts), the one place that says it.
 */
export const GRAMMARS = ['markup', 'clike', 'javascript', 'c', 'cpp', 'arduino', 'bash', 'json', 'markdown', 'python'] as const;

export type Grammar = (typeof GRAMMARS)[number];

/** Fence names that are another name of a grammar (prismjs registers these aliases too). */
export const FENCE_ALIASES: Readonly<Record<string, Grammar>> = {
  js: 'javascript',
  md: 'markdown',
  sh: 'bash',
  shell: 'bash',
  py: 'python',
  html: 'markup',
  xml: 'markup',
  ino: 'arduino',
};

/** Fences that stay plain on purpose: text, and MDX (Prism has no grammar for it). */
export const PLAIN_FENCES: ReadonlySet<string> = new Set(['text', 'mdx']);

/** The grammar a fence selects; null for plain text; undefined for a language the site has no grammar for. */
export function grammarOfFence(language: string): Grammar | null | undefined {
  if (PLAIN_FENCES.has(language)) return null;
  if ((GRAMMARS as readonly string[]).includes(language)) return language as Grammar;
  return FENCE_ALIASES[language];
}

/** The module that registers a grammar (and the ones it extends). */
export function grammarModule(grammar: Grammar): string {
  return `@site/src/prism/grammar/${grammar}`;
}
