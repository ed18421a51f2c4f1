// Wrap: markdown tables scroll inside their own box on phones, and
// that box is reachable by keyboard, from the server HTML on (src/components/ScrollRegion).
// Spreading the original map is Docusaurus' documented way to extend it.
import {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {translate} from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';

export function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const label = translate({
    id: 'markdownTable.scrollLabel',
    message: 'Tabelle',
    description: 'Name of a wide table that scrolls sideways on small screens',
  });
  return (
    <ScrollRegion label={label}>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {
  ...MDXComponents,
  table: MarkdownTable,
};
