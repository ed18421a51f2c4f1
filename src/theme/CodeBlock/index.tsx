// Wrap: theme-classic's CodeBlock (and Prism with it) loads with the pages that
// show code, not with every page (plugins/prism-on-demand).
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {registeredHighlightingCodeBlock} from '../../prism/codeBlockRegistry';

type Props = WrapperProps<typeof CodeBlockType>;
type Loaded = {default: ComponentType<Props>};

/**
 * A thenable that calls back at once. React.lazy (and preact/compat's lazy)
 * read a value that settles inside `then` without suspending, so a page whose
 * chunk already brought the CodeBlock renders and hydrates it directly.
 */
function settled(value: Loaded): Promise<Loaded> {
  const thenable = {then: (onFulfilled: (loaded: Loaded) => unknown) => void onFulfilled(value)};
  return thenable as unknown as Promise<Loaded>;
}

const HighlightingCodeBlock = lazy((): Promise<Loaded> => {
  const registered = registeredHighlightingCodeBlock();
  // Only a code block outside a Markdown page (none today) takes the import:
  // it suspends, and the server HTML stays until the chunk has arrived.
  return registered ? settled({default: registered}) : import('../../prism/highlightingCodeBlock');
});

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <HighlightingCodeBlock {...props} />
    </Suspense>
  );
}
