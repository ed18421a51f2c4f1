import {grammarModule, grammarOfFence, GRAMMARS, type Grammar} from '../../src/prism/grammars';

/**
 * Remark plugin: a Markdown page with a code block imports the highlighting
 * CodeBlock itself (src/prism/highlightingCodeBlock) and the Prism grammar of
 * each language it fences (src/prism/grammar/<name>). The bundler then puts
 * CodeBlock and Prism's core into a chunk that only pages with code load,
 * together with the page, before it renders; the grammars share one file
 * (plugins/shared-chunks), of which a page runs only the grammars it imports. A page that
 * imports `@theme/CodeBlock` to use it as a component gets every grammar (its
 * languages are props, not fences). Pages without code get nothing. A fence
 * in a language without grammar fails the build: add the grammar to
 * src/prism/grammars.ts, or fence it as `text`.
 */
export const HIGHLIGHTING_CODE_BLOCK = '@site/src/prism/highlightingCodeBlock';
export const ALL_GRAMMARS = '@site/src/prism/grammar/all';

type Node = {type: string; lang?: string | null; value?: unknown; children?: Node[]; data?: unknown};

/** The fence languages of every code block (`code` is a fenced or indented block; inline code is `inlineCode`). */
function fenceLanguages(node: Node, found: Array<string | null> = []): Array<string | null> {
  if (node.type === 'code') found.push(node.lang ?? null);
  for (const child of node.children ?? []) fenceLanguages(child, found);
  return found;
}

function importsThemeCodeBlock(tree: Node): boolean {
  return (tree.children ?? []).some((child) => child.type === 'mdxjsEsm' && /['"]@theme\/CodeBlock['"]/.test(String(child.value)));
}

function alreadyImports(tree: Node): boolean {
  return (tree.children ?? []).some(
    (child) => child.type === 'mdxjsEsm' && String(child.value).includes(HIGHLIGHTING_CODE_BLOCK),
  );
}

/** `import '<source>';` as MDX's compiler wants it: the text plus its ESTree. */
function sideEffectImport(source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

/** The grammars the fences select, in the order of GRAMMARS; throws on a language without grammar. */
function grammarsOf(languages: Array<string | null>, file: string | undefined): Grammar[] {
  const wanted = new Set<Grammar>();
  for (const language of languages) {
    if (language === null) continue; // A fence without language is plain text.
    const grammar = grammarOfFence(language);
    if (grammar === undefined) {
      throw new Error(
        `${file ?? 'A page'} fences code as "${language}", which has no Prism grammar here. ` +
          'Add the grammar to src/prism/grammars.ts (and src/prism/grammar/), or fence the block as `text`.',
      );
    }
    if (grammar) wanted.add(grammar);
  }
  return GRAMMARS.filter((grammar) => wanted.has(grammar));
}

export default function remarkCodeBlockImport() {
  return (tree: Node, file?: {path?: string}): void => {
    if (alreadyImports(tree)) return;
    const languages = fenceLanguages(tree);
    const component = importsThemeCodeBlock(tree);
    if (languages.length === 0 && !component) return;
    const grammars = component ? [ALL_GRAMMARS] : grammarsOf(languages, file?.path).map(grammarModule);
    // At the end: imports are hoisted anyway, and the page's title stays its first node.
    tree.children = [...(tree.children ?? []), ...[HIGHLIGHTING_CODE_BLOCK, ...grammars].map(sideEffectImport)];
  };
}
