import {localeBeingLoaded} from '../../config/socialCard';
import {defaultImport, type MdastNode} from '../mdxImport';
import {drawnModule, drawsFigure} from './render';
import type {PageProps} from './draw/figures';

/**
 * Remark plugin: every element of a page that shows a drawing (a component of
 * src/components that ./draw/figures.ts names, imported by the page) gets its
 * drawing as the `drawn` prop, made now in the language being built: the
 * files and the words around them (./render.ts). Pages keep writing
 * `<PartSpecs part="co2" />`; the props that choose the drawing must be plain
 * text (or a bare attribute such as `revisions`), so the build can read them.
 */

/** The language Docusaurus is building; German, the default locale, when it names none (`npm start`). */
function buildLocale(): string {
  return localeBeingLoaded(process.env) ?? 'de';
}

type Estree = {type: string; body?: Estree[]; expression?: Estree; value?: unknown; [key: string]: unknown};
type Attribute = {type: string; name?: string; value?: string | null | {type: string; data?: {estree?: Estree}}};

const COMPONENTS = /^@site\/src\/components\/([A-Za-z]+)$/;

/** The page's local names of the components that show a drawing: `import PortDiagram from '@site/src/components/PortDiagram'`. */
function drawingImports(tree: MdastNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as {estree?: Estree} | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const component = COMPONENTS.exec(String((statement.source as Estree).value))?.[1];
      if (!component || !drawsFigure(component)) continue;
      for (const specifier of (statement.specifiers as Estree[]) ?? []) {
        if (specifier.type === 'ImportDefaultSpecifier') names.set(String((specifier.local as Estree).name), component);
      }
    }
  }
  return names;
}

/** The attributes written as plain values; others (expressions, spreads) are left out. */
function literalProps(attributes: readonly Attribute[]): PageProps {
  const props: PageProps = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const {value} = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const expression = value.data?.estree?.body?.[0]?.expression;
      if (
        expression?.type === 'Literal' &&
        (typeof expression.value === 'string' || typeof expression.value === 'boolean')
      )
        props[attribute.name] = expression.value;
    }
  }
  return props;
}

function drawnAttribute(local: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'drawn',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: local,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: local}}],
        },
      },
    } as Attribute['value'],
  };
}

export default function remarkDrawings() {
  return (tree: MdastNode, file?: {path?: string}): void => {
    const components = drawingImports(tree);
    if (components.size === 0) return;
    const locale = buildLocale();
    const modules = new Map<string, string>();
    const visit = (node: MdastNode): void => {
      const component =
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name
          ? components.get(node.name)
          : undefined;
      if (component) {
        const attributes = (node.attributes ?? []) as Attribute[];
        let module: string;
        try {
          module = drawnModule(component, literalProps(attributes), locale);
        } catch (error) {
          throw new Error(`${file?.path ?? 'A page'}: ${(error as Error).message}`, {cause: error});
        }
        const local = modules.get(module) ?? `__drawn${modules.size}`;
        modules.set(module, local);
        node.attributes = [...attributes.filter((attribute) => attribute.name !== 'drawn'), drawnAttribute(local)];
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    tree.children = [...(tree.children ?? []), ...[...modules].map(([module, local]) => defaultImport(local, module))];
  };
}
