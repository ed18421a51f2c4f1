import remarkDrawings from '../../../plugins/drawings/remarkDrawings';
import {defaultImport} from '../../../plugins/mdxImport';

// The drawing itself is render.ts's (tests/unit/plugins/drawings.test.ts): here a stand-in names its module.
jest.mock('../../../plugins/drawings/render', () => ({
  drawsFigure: (component: string) => ['PortDiagram', 'PartSpecs'].includes(component),
  drawnModule: (component: string, props: Record<string, unknown>, locale: string) =>
    `/site/.docusaurus/drawings/${locale}/${component}-${JSON.stringify(props)}.js`,
}));

type Node = {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  data?: unknown;
};

const transform = remarkDrawings() as (tree: Node, file?: {path: string}) => void;

function element(name: string, attributes: Record<string, string | null>): Node {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: [],
  };
}

function drawnOf(node: Node): string | undefined {
  const value = node.attributes?.find((attribute) => attribute.name === 'drawn')?.value as {value: string} | undefined;
  return value?.value;
}

describe('remarkDrawings', () => {
  it('gives each drawing of the page its module as `drawn`, one import per module', () => {
    const first = element('Ports', {board: 'mcus2', highlight: 'i2c'});
    const again = element('Ports', {board: 'mcus2', highlight: 'i2c'});
    const nested = element('Ports', {board: 'eye', revisions: null});
    const other = element('Tabs', {});
    const tree: Node = {
      type: 'root',
      children: [
        defaultImport('Ports', '@site/src/components/PortDiagram'),
        defaultImport('Tabs', '@theme/Tabs'),
        first,
        again,
        {...other, children: [nested]},
      ],
    };
    transform(tree, {path: 'docs/x.mdx'});
    expect([drawnOf(first), drawnOf(again), drawnOf(nested), drawnOf(other)]).toEqual([
      '__drawn0',
      '__drawn0',
      '__drawn1',
      undefined,
    ]);
    const imports = tree.children!.slice(-2).map((node) => node.value);
    expect(imports).toEqual([
      `import __drawn0 from '/site/.docusaurus/drawings/de/PortDiagram-{"board":"mcus2","highlight":"i2c"}.js';`,
      `import __drawn1 from '/site/.docusaurus/drawings/de/PortDiagram-{"board":"eye","revisions":true}.js';`,
    ]);
  });

  it('leaves a page without drawing components alone', () => {
    const tree: Node = {type: 'root', children: [element('PortDiagram', {board: 'mcu'})]};
    transform(tree);
    expect(drawnOf(tree.children![0]!)).toBeUndefined();
    expect(tree.children).toHaveLength(1);
  });
});
