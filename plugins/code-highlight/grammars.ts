/**
 * The Prism grammars the pages use, and the fence names that select them: the
 * one list behind build-time highlighting (plugins/code-highlight), each grammar
 * registered by its module (./grammar/<name>.ts).
 */

/**
 * Every grammar the site can highlight. What a grammar extends is imported by
 * its own module (./grammar/<name>.ts), the one place that says it.
 */
export const GRAMMARS = [
  'markup',
  'clike',
  'javascript',
  'c',
  'cpp',
  'arduino',
  'bash',
  'json',
  'markdown',
  'python',
] as const;

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
