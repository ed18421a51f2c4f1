/** @jest-environment node */
import {parseCodeMeta} from '../../../plugins/code-highlight/codeMeta';
import {highlightToHtml, HIGHLIGHTED_LINE_CLASS} from '../../../plugins/code-highlight/highlight';
import remarkHighlightCode, {HIGHLIGHTED_CODE_COMPONENT} from '../../../plugins/code-highlight/remarkHighlightCode';

type Node = {
  type: string;
  name?: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: Array<{name: string; value: string}>;
  children?: Node[];
};

const code = (value: string, lang: string | null = 'cpp', meta: string | null = null): Node => ({
  type: 'code',
  lang,
  meta,
  value,
});
const attributes = (node: Node) => Object.fromEntries((node.attributes ?? []).map(({name, value}) => [name, value]));
/** The text a browser shows for highlighted HTML: tags dropped, a line break per <br>, entities decoded. */
const shownText = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n$/, '');

describe('highlightToHtml (build-time highlighting)', () => {
  const sketch = '#include <Wire.h>\n\nvoid setup() {\n  Serial.println("a < b && c");\n}';

  it('shows exactly the code, one token-line per line, empty lines included', () => {
    const html = highlightToHtml(sketch, 'cpp');
    expect(shownText(html)).toBe(sketch);
    expect(html.match(/<span class="token-line">/g)).toHaveLength(5);
  });

  it("marks tokens with Prism's classes and the colour classes of both modes", () => {
    const html = highlightToHtml(sketch, 'cpp');
    expect(html).toMatch(/<span class="token keyword l\d+ d\d+ di">void<\/span>/);
    expect(html).toMatch(/<span class="token string l\d+ d\d+">"a &lt; b &amp;&amp; c"<\/span>/);
    expect(html).not.toContain('style=');
  });

  it('highlights the lines it is asked to', () => {
    const lines = highlightToHtml(sketch, 'cpp', new Set([3])).split('<br></span>');
    expect(lines[2]).toContain(`class="token-line ${HIGHLIGHTED_LINE_CLASS}"`);
    expect(lines.filter((line) => line.includes(HIGHLIGHTED_LINE_CLASS))).toHaveLength(1);
  });

  it('keeps text, MDX and fences without language plain, and knows the aliases', () => {
    expect(highlightToHtml('int x = 1;', 'text')).toBe('<span class="token-line">int x = 1;<br></span>');
    expect(highlightToHtml('a <b>', null)).toBe('<span class="token-line">a &lt;b&gt;<br></span>');
    expect(highlightToHtml('ls -l # list', 'shell')).toContain('token comment');
  });

  it('refuses a fence without grammar', () => {
    expect(() => highlightToHtml('x', 'rust')).toThrow(/no Prism grammar for the fence "rust"/);
  });
});

describe('parseCodeMeta', () => {
  it('reads the title and line ranges, and ignores what other plugins read', () => {
    expect(parseCodeMeta('title="hallo.ino" boards="mcus2 mcu" {2,4-5}', 'x')).toEqual({
      title: 'hallo.ino',
      highlightedLines: new Set([2, 4, 5]),
    });
    expect(parseCodeMeta(null, 'x')).toEqual({title: undefined, highlightedLines: new Set()});
  });

  it('refuses line numbers and highlight comments instead of ignoring them', () => {
    expect(() => parseCodeMeta('showLineNumbers', 'x')).toThrow(/no line numbers/);
    expect(() => parseCodeMeta('', 'a\n  // highlight-next-line\nb')).toThrow(/highlight comments/);
  });
});

describe('remarkHighlightCode', () => {
  const run = (tree: Node, path = 'docs/x.mdx') => {
    (remarkHighlightCode() as (tree: Node, file: {path: string}) => void)(tree, {path});
    return tree;
  };

  it('replaces every code block, also inside components and lists, and imports the component once', () => {
    const tree = run({
      type: 'root',
      children: [
        {type: 'heading', children: [{type: 'text', value: 'Sketch'}]},
        code('int a;', 'cpp', 'title="a.ino" boards="mcus2" {1}'),
        {
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          children: [{type: 'listItem', children: [code('echo hi', 'bash')]}],
        },
      ],
    });
    const [heading, first, tabs, esm] = tree.children!;
    expect(heading!.type).toBe('heading');
    expect(first!.name).toBe('HighlightedCode');
    expect(attributes(first!)).toEqual({
      language: 'cpp',
      title: 'a.ino',
      code: 'int a;',
      html: highlightToHtml('int a;', 'cpp', new Set([1])),
    });
    expect(tabs!.children![0]!.children![0]!.name).toBe('HighlightedCode');
    expect(attributes(tabs!.children![0]!.children![0]!)).toMatchObject({language: 'bash', code: 'echo hi'});
    expect(esm).toMatchObject({
      type: 'mdxjsEsm',
      value: `import HighlightedCode from '${HIGHLIGHTED_CODE_COMPONENT}';`,
    });
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('passes on the file of a complete sketch (data.sketchFile, set by plugins/sketch-files) as `sketch`', () => {
    const sketchNode = {
      ...code('void setup() {}\nvoid loop() {}', 'cpp', 'title="a.ino"'),
      data: {sketchFile: 'sketches/x/a/a.ino'},
    };
    const tree = run({type: 'root', children: [sketchNode, code('int b;', 'cpp')]});
    expect(attributes(tree.children![0]!)).toMatchObject({title: 'a.ino', sketch: 'sketches/x/a/a.ino'});
    expect(attributes(tree.children![1]!)).not.toHaveProperty('sketch');
  });

  it('leaves a page without code blocks alone (inline code is not a block)', () => {
    const tree: Node = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]};
    expect(run(structuredClone(tree))).toEqual(tree);
  });

  it('names the file when a block cannot be highlighted', () => {
    expect(() => run({type: 'root', children: [code('fn main() {}', 'rust')]}, 'docs/a/b.mdx')).toThrow(
      /^docs\/a\/b\.mdx: a code block fenced as "rust"/,
    );
  });
});
