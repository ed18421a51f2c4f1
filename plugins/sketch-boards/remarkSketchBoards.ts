import {boardsAttribute, parseSketchBoards} from '../../src/boards/sketchBoards';
import {defaultImport, type MdastNode} from '../mdxImport';

/**
 * Remark plugin: every code fence with `boards="…"` in its meta gets the
 * `<SketchBoards boards="…" />` line just above it, and the page imports the
 * component once. Authors keep writing plain fences; the boards are data the
 * content tests read (tests/unit/content/sketches.test.ts). An unknown board
 * id fails the build with the file's name.
 */
export const SKETCH_BOARDS_COMPONENT = '@site/src/components/SketchBoards';
const LOCAL_NAME = 'SketchBoards';

type Node = MdastNode;

function badge(boards: string): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: LOCAL_NAME,
    attributes: [{type: 'mdxJsxAttribute', name: 'boards', value: boards}],
    children: [],
  };
}

/** Inserts a badge before each fence with boards; returns how many it inserted. */
function insertBadges(parent: Node, file: string): number {
  if (!parent.children) return 0;
  let inserted = 0;
  const children: Node[] = [];
  for (const child of parent.children) {
    if (child.type === 'code') {
      const boards = boardsAttribute(child.meta);
      if (boards !== undefined) {
        try {
          parseSketchBoards(boards);
        } catch (error) {
          throw new Error(`${file}: ${(error as Error).message}`);
        }
        children.push(badge(boards));
        inserted += 1;
      }
    } else {
      inserted += insertBadges(child, file);
    }
    children.push(child);
  }
  parent.children = children;
  return inserted;
}

export default function remarkSketchBoards() {
  return (tree: Node, file?: {path?: string}): void => {
    if (insertBadges(tree, file?.path ?? 'A page') > 0) {
      tree.children = [...(tree.children ?? []), defaultImport(LOCAL_NAME, SKETCH_BOARDS_COMPONENT)];
    }
  };
}
