import remarkCodeBlockImport, {HIGHLIGHTING_CODE_BLOCK} from '../../../plugins/prism-on-demand/remarkCodeBlockImport';
import siteConfig from '../../../docusaurus.config';

type Node = {type: string; value?: string; children?: Node[]; data?: {estree?: {body: Array<{type: string; source: {value: string}}>}}};

const transform = remarkCodeBlockImport();
const heading: Node = {type: 'heading', children: [{type: 'text', value: 'Erste Schritte'}]};

function run(children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  transform(tree);
  return tree;
}

const imports = (tree: Node) => (tree.children ?? []).filter((child) => child.type === 'mdxjsEsm');

describe('remarkCodeBlockImport', () => {
  it('gives a page with a code block one import of the highlighting CodeBlock, after its content', () => {
    const tree = run([heading, {type: 'code', value: 'void loop() {}'}, {type: 'code', value: 'void setup() {}'}]);
    expect(imports(tree)).toHaveLength(1);
    expect(tree.children![0]).toBe(heading);
    const [esm] = imports(tree);
    expect(esm!.value).toBe(`import '${HIGHLIGHTING_CODE_BLOCK}';`);
    // MDX compiles the ESTree, not the text: both must name the module.
    expect(esm!.data!.estree!.body).toEqual([expect.objectContaining({type: 'ImportDeclaration', specifiers: []})]);
    expect(esm!.data!.estree!.body[0]!.source.value).toBe(HIGHLIGHTING_CODE_BLOCK);
  });

  it('finds code blocks nested in lists, tabs and admonitions', () => {
    const tree = run([{type: 'mdxJsxFlowElement', children: [{type: 'listItem', children: [{type: 'code', value: 'ls'}]}]}]);
    expect(imports(tree)).toHaveLength(1);
  });

  it('also serves a page that uses the theme’s CodeBlock as a component', () => {
    const tree = run([{type: 'mdxjsEsm', value: "import CodeBlock from '@theme/CodeBlock';"}, heading]);
    expect(imports(tree)).toHaveLength(2);
    expect(imports(tree)[1]!.value).toBe(`import '${HIGHLIGHTING_CODE_BLOCK}';`);
  });

  it('leaves pages with inline code only, or no code, alone', () => {
    expect(imports(run([heading, {type: 'paragraph', children: [{type: 'inlineCode', value: 'setup()'}]}]))).toHaveLength(0);
    expect(imports(run([heading]))).toHaveLength(0);
  });

  it('adds the import once, however often it runs', () => {
    const tree = run([{type: 'code', value: 'x'}]);
    transform(tree);
    expect(imports(tree)).toHaveLength(1);
  });

  it('the docs and the pages plugin both run it', () => {
    const [, options] = siteConfig.presets![0] as [string, {docs: {remarkPlugins: unknown[]}; pages: {remarkPlugins: unknown[]}}];
    expect(options.docs.remarkPlugins).toContain(remarkCodeBlockImport);
    expect(options.pages.remarkPlugins).toContain(remarkCodeBlockImport);
  });
});

it('the module the import names exists where @site points', () => {
  expect(() => require.resolve(HIGHLIGHTING_CODE_BLOCK.replace('@site/', '../../../'))).not.toThrow();
});
