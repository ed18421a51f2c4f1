import remarkCodeBlockImport, {ALL_GRAMMARS, HIGHLIGHTING_CODE_BLOCK} from '../../../plugins/prism-on-demand/remarkCodeBlockImport';
import siteConfig from '../../../docusaurus.config';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; data?: {estree?: {body: Array<{type: string; source: {value: string}}>}}};

const transform = remarkCodeBlockImport();
const heading: Node = {type: 'heading', children: [{type: 'text', value: 'Erste Schritte'}]};

function run(children: Node[]): Node {
  const tree: Node = {type: 'root', children};
  transform(tree);
  return tree;
}

const imports = (tree: Node) => (tree.children ?? []).filter((child) => child.type === 'mdxjsEsm');

describe('remarkCodeBlockImport', () => {
  it('gives a page with code the highlighting CodeBlock and the grammar of each fenced language, after its content', () => {
    const tree = run([
      heading,
      {type: 'code', lang: 'cpp', value: 'void loop() {}'},
      {type: 'code', lang: 'shell', value: 'ls'},
      {type: 'code', lang: 'cpp', value: 'void setup() {}'},
    ]);
    expect(imports(tree).map((esm) => esm.value)).toEqual([
      `import '${HIGHLIGHTING_CODE_BLOCK}';`,
      "import '@site/src/prism/grammar/cpp';",
      "import '@site/src/prism/grammar/bash';",
    ]);
    expect(tree.children![0]).toBe(heading);
    // MDX compiles the ESTree, not the text: both must name the module.
    const [esm] = imports(tree);
    expect(esm!.data!.estree!.body).toEqual([expect.objectContaining({type: 'ImportDeclaration', specifiers: []})]);
    expect(esm!.data!.estree!.body[0]!.source.value).toBe(HIGHLIGHTING_CODE_BLOCK);
  });

  it('imports no grammar for plain fences (text, mdx, none) but still the CodeBlock', () => {
    const tree = run([{type: 'code', lang: 'text', value: 'a'}, {type: 'code', lang: 'mdx', value: 'b'}, {type: 'code', lang: null, value: 'c'}]);
    expect(imports(tree).map((esm) => esm.value)).toEqual([`import '${HIGHLIGHTING_CODE_BLOCK}';`]);
  });

  it('fails the build on a fence language without grammar, naming the file', () => {
    const tree: Node = {type: 'root', children: [{type: 'code', lang: 'rust', value: 'fn main() {}'}]};
    expect(() => (transform as (tree: Node, file: {path: string}) => void)(tree, {path: 'docs/x.mdx'})).toThrow(/docs\/x\.mdx fences code as "rust"/);
  });

  it('finds code blocks nested in lists, tabs and admonitions', () => {
    const tree = run([{type: 'mdxJsxFlowElement', children: [{type: 'listItem', children: [{type: 'code', lang: 'json', value: '{}'}]}]}]);
    expect(imports(tree).map((esm) => esm.value)).toEqual([`import '${HIGHLIGHTING_CODE_BLOCK}';`, "import '@site/src/prism/grammar/json';"]);
  });

  it('gives a page that uses the theme’s CodeBlock as a component every grammar', () => {
    const tree = run([{type: 'mdxjsEsm', value: "import CodeBlock from '@theme/CodeBlock';"}, heading]);
    expect(imports(tree).map((esm) => esm.value)).toEqual([
      "import CodeBlock from '@theme/CodeBlock';",
      `import '${HIGHLIGHTING_CODE_BLOCK}';`,
      `import '${ALL_GRAMMARS}';`,
    ]);
  });

  it('leaves pages with inline code only, or no code, alone', () => {
    expect(imports(run([heading, {type: 'paragraph', children: [{type: 'inlineCode', value: 'setup()'}]}]))).toHaveLength(0);
    expect(imports(run([heading]))).toHaveLength(0);
  });

  it('adds the imports once, however often it runs', () => {
    const tree = run([{type: 'code', lang: 'python', value: 'x'}]);
    transform(tree);
    expect(imports(tree)).toHaveLength(2);
  });

  it('the docs and the pages plugin both run it', () => {
    const [, options] = siteConfig.presets![0] as [string, {docs: {remarkPlugins: unknown[]}; pages: {remarkPlugins: unknown[]}}];
    expect(options.docs.remarkPlugins).toContain(remarkCodeBlockImport);
    expect(options.pages.remarkPlugins).toContain(remarkCodeBlockImport);
  });
});

it('the modules the imports name exist where @site points', () => {
  for (const module of [HIGHLIGHTING_CODE_BLOCK, ALL_GRAMMARS, '@site/src/prism/grammar/cpp']) {
    expect(() => require.resolve(module.replace('@site/', '../../../'))).not.toThrow();
  }
});
