import {parseCodeMeta} from './codeMeta';
import {highlightToHtml} from './highlight';
import {defaultImport, type MdastNode} from '../mdxImport';

/**
 * Remark plugin: every code block of a Markdown page is highlighted here, at
 * build time, and becomes `<HighlightedCode language code html title />`
 * (src/components/HighlightedCode). The page's HTML and its chunk carry the
 * highlighted markup; the browser runs no Prism, and React adopts the markup
 * without walking it (it is inner HTML) and without re-mounting it for the
 * colour mode (colours are classes, ./codePalette.ts).
 * Must run after plugins/sketch-boards, which reads the fences' `boards="…"`,
 * and after plugins/sketch-files, which names the file of each complete sketch.
 * A fence in a language without grammar, or using what we do not render, fails
 * the build with the file's name.
 */
export const HIGHLIGHTED_CODE_COMPONENT = '@site/src/components/HighlightedCode';
const LOCAL_NAME = 'HighlightedCode';

type Node = MdastNode;

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

function highlightedCode(code: Node, file: string): Node {
  const source = String(code.value ?? '');
  const fence = code.lang ?? null;
  try {
    const {title, highlightedLines} = parseCodeMeta(code.meta, source);
    const sketchFile = (code.data as {sketchFile?: unknown} | undefined)?.sketchFile;
    return {
      type: 'mdxJsxFlowElement',
      name: LOCAL_NAME,
      attributes: [
        attribute('language', fence ?? 'text'),
        ...(title ? [attribute('title', title)] : []),
        // The file plugins/sketch-files writes a complete sketch to (set on the node by remarkSketchFiles).
        ...(typeof sketchFile === 'string' ? [attribute('sketch', sketchFile)] : []),
        attribute('code', source),
        attribute('html', highlightToHtml(source, fence, highlightedLines)),
      ],
      children: [],
    };
  } catch (error) {
    throw new Error(
      `${file}: a code block fenced as "${fence ?? ''}": ${(error as Error).message}. ` +
        'Languages with a grammar are listed in plugins/code-highlight/grammars.ts (or fence the block as `text`).',
    );
  }
}

/** Replaces each code block below `parent` (at any depth); returns how many it replaced. */
function replaceCodeBlocks(parent: Node, file: string): number {
  if (!parent.children) return 0;
  let replaced = 0;
  parent.children = parent.children.map((child) => {
    if (child.type !== 'code') {
      replaced += replaceCodeBlocks(child, file);
      return child;
    }
    replaced += 1;
    return highlightedCode(child, file);
  });
  return replaced;
}

export default function remarkHighlightCode() {
  return (tree: Node, file?: {path?: string}): void => {
    const replaced = replaceCodeBlocks(tree, file?.path ?? 'A page');
    // At the end: imports are hoisted anyway, and the page's title stays its first node.
    if (replaced > 0) tree.children = [...(tree.children ?? []), defaultImport(LOCAL_NAME, HIGHLIGHTED_CODE_COMPONENT)];
  };
}
