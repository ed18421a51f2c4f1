import {isCompleteSketch, nameSketches, pageName, sketchFilePath, type SketchFence} from './sketchFiles';
import type {MdastNode} from '../mdxImport';
import {contentPath} from './contentFiles';

/**
 * Remark plugin: each complete Arduino sketch of a page (a C++ fence with
 * setup() and loop()) learns the file the build writes it to
 * (`sketches/<page>/<name>/<name>.ino`, ./sketchFiles.ts), as
 * `data.sketchFile` of its code node; plugins/code-highlight passes it on to
 * HighlightedCode, which shows the download button and the line on opening it.
 * Must run before remarkHighlightCode. Files outside the content folders
 * (none today) get no download.
 */
type Node = MdastNode;

function codeNodes(parent: Node): Node[] {
  return (parent.children ?? []).flatMap((child) => (child.type === 'code' ? [child] : codeNodes(child)));
}

export default function remarkSketchFiles() {
  return (tree: Node, file?: {path?: string}): void => {
    const rel = file?.path ? contentPath(file.path) : undefined;
    if (!rel) return;
    const sketches = codeNodes(tree).filter((node) => isCompleteSketch(node.lang, String(node.value ?? '')));
    const fences: SketchFence[] = sketches.map((node) => ({
      lang: node.lang ?? null,
      meta: node.meta ?? null,
      code: String(node.value ?? ''),
    }));
    const names = nameSketches(pageName(rel), fences);
    sketches.forEach((node, index) => {
      node.data = {
        ...(node.data as Record<string, unknown> | undefined),
        sketchFile: sketchFilePath(rel, names[index]!),
      };
    });
  };
}
