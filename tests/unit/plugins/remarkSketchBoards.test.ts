import remarkSketchBoards, {SKETCH_BOARDS_COMPONENT} from '../../../plugins/sketch-boards/remarkSketchBoards';
import siteConfig from '../../../docusaurus.config';

type Node = {
  type: string;
  name?: string;
  meta?: string | null;
  value?: string;
  attributes?: Array<{name: string; value: string}>;
  children?: Node[];
  data?: {estree?: {body: Array<{type: string; specifiers: Array<{local: {name: string}}>; source: {value: string}}>}};
};

const transform = remarkSketchBoards() as (tree: Node, file?: {path: string}) => void;

function run(children: Node[], path = 'docs/x.mdx'): Node {
  const tree: Node = {type: 'root', children};
  transform(tree, {path});
  return tree;
}

const sketch = (meta: string | null): Node => ({type: 'code', meta, value: 'void setup() {}\nvoid loop() {}'});

describe('remarkSketchBoards', () => {
  it('puts the badge right above each fence that names boards, and imports the component once', () => {
    const first = sketch('title="a.ino" boards="mcus2"');
    const second = sketch('boards="mcu mini"');
    const tree = run([first, {type: 'paragraph', children: []}, second]);
    expect(tree.children!.map((node) => node.name ?? node.type)).toEqual([
      'SketchBoards',
      'code',
      'paragraph',
      'SketchBoards',
      'code',
      'mdxjsEsm',
    ]);
    expect(tree.children![0]!.attributes).toEqual([expect.objectContaining({name: 'boards', value: 'mcus2'})]);
    expect(tree.children![3]!.attributes).toEqual([expect.objectContaining({name: 'boards', value: 'mcu mini'})]);
    const esm = tree.children![5]!;
    // MDX compiles the ESTree, not the text: both must name the component.
    expect(esm.value).toBe(`import SketchBoards from '${SKETCH_BOARDS_COMPONENT}';`);
    expect(esm.data!.estree!.body[0]!.source.value).toBe(SKETCH_BOARDS_COMPONENT);
    expect(esm.data!.estree!.body[0]!.specifiers[0]!.local.name).toBe('SketchBoards');
  });

  it('finds fences nested in tabs and lists', () => {
    const tree = run([
      {type: 'mdxJsxFlowElement', name: 'TabItem', children: [{type: 'listItem', children: [sketch('boards="mcu"')]}]},
    ]);
    const item = tree.children![0]!.children![0]!;
    expect(item.children!.map((node) => node.name ?? node.type)).toEqual(['SketchBoards', 'code']);
  });

  it('leaves pages without board fences alone', () => {
    const tree = run([sketch('title="a.ino"'), {type: 'code', meta: null, value: 'ls'}]);
    expect(tree.children!.map((node) => node.type)).toEqual(['code', 'code']);
  });

  it('fails the build on an unknown board, naming the file', () => {
    expect(() => run([sketch('boards="mcu-s2"')], 'docs/hardware/x.mdx')).toThrow(
      /docs\/hardware\/x\.mdx: .*unknown board "mcu-s2"/,
    );
  });

  it('runs for docs and pages in the site config', () => {
    const [, options] = (
      siteConfig.presets as Array<[string, {docs: {remarkPlugins: unknown[]}; pages: {remarkPlugins: unknown[]}}]>
    )[0]!;
    expect(options.docs.remarkPlugins).toContain(remarkSketchBoards);
    expect(options.pages.remarkPlugins).toContain(remarkSketchBoards);
  });
});
