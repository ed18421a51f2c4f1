/**
 * Remark plugin: a Markdown page with a code block, or one that imports
 * `@theme/CodeBlock` to use it as a component, imports the highlighting
 * CodeBlock itself (src/prism/highlightingCodeBlock). The bundler then puts
 * CodeBlock and Prism into a chunk that only pages with code load, together
 * with the page, before it renders. Pages without code block get nothing.
 */
export const HIGHLIGHTING_CODE_BLOCK = '@site/src/prism/highlightingCodeBlock';

type Node = {type: string; value?: unknown; children?: Node[]; data?: unknown};

function containsCodeBlock(node: Node): boolean {
  // `code` is a fenced or indented block; inline code is `inlineCode`.
  return node.type === 'code' || (node.children ?? []).some(containsCodeBlock);
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

export default function remarkCodeBlockImport() {
  return (tree: Node): void => {
    if (!(containsCodeBlock(tree) || importsThemeCodeBlock(tree)) || alreadyImports(tree)) return;
    // At the end: imports are hoisted anyway, and the page's title stays its first node.
    tree.children = [...(tree.children ?? []), sideEffectImport(HIGHLIGHTING_CODE_BLOCK)];
  };
}
