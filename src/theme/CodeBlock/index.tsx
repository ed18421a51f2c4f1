// Wrap: registers Prism's extra languages before the first code block renders,
// so that Prism loads with pages that show code instead of with every page.
import React, {type ReactNode} from 'react';
import '../../prism/registerLanguages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
