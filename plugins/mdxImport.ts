/**
 * `import <localName> from '<source>';` as an mdast node that MDX's compiler
 * accepts from a remark plugin: the import's text plus its ESTree (MDX compiles
 * the ESTree, not the text). Our remark plugins add the component they insert
 * to the page this way.
 */
export type MdxjsEsm = {type: 'mdxjsEsm'; value: string; data: {estree: unknown}};

export function defaultImport(localName: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${localName} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: localName}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

/** The mdast nodes our remark plugins read and write (code blocks, JSX elements, ESM), loosely typed. */
export type MdastNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: unknown;
  name?: string | null;
  attributes?: unknown[];
  children?: MdastNode[];
  data?: unknown;
};
