import React from 'react';
import {render, screen} from '@testing-library/react';
import {Prism} from 'prism-react-renderer';
import fs from 'fs';
import path from 'path';
import siteConfig from '../../../docusaurus.config';
import siteConfigStub from '../stubs/siteConfig';

jest.mock('@theme-original/CodeBlock', () => ({
  __esModule: true,
  default: ({children, language}: {children: string; language?: string}) => (
    <pre data-language={language}>{children}</pre>
  ),
}));

type Wrapper = (props: {children: string; language?: string}) => React.ReactNode;

/** A fresh module registry: nothing registered, as on a page that loaded no code yet. */
function freshModules<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded!;
}

describe('CodeBlock wrapper (Prism loads with the pages that show code)', () => {
  it('has no Arduino grammar before a page with code loads', () => {
    // prism-react-renderer's own Prism knows C++ but not the site's extra languages.
    expect(Prism.languages.arduino).toBeUndefined();
    const IsolatedPrism = freshModules(() => {
      require('../../../src/theme/CodeBlock');
      return require('prism-react-renderer').Prism as typeof Prism;
    });
    expect(IsolatedPrism.languages.arduino).toBeUndefined();
  });

  it('renders the registered block at once: a page with code brought it along', () => {
    const {CodeBlock, IsolatedPrism} = freshModules(() => {
      // What the page's chunk does first (remarkCodeBlockImport), then the theme's MDX components.
      require('../../../src/prism/highlightingCodeBlock');
      return {
        CodeBlock: require('../../../src/theme/CodeBlock').default as Wrapper,
        IsolatedPrism: require('prism-react-renderer').Prism as typeof Prism,
      };
    });
    render(<CodeBlock language="arduino">{'void setup() {}'}</CodeBlock>);
    // getBy, not findBy: no suspending, so hydration adopts the server HTML directly.
    expect(screen.getByText('void setup() {}')).toHaveAttribute('data-language', 'arduino');
    const configured = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;
    expect(siteConfigStub.themeConfig.prism.additionalLanguages).toEqual(configured);
    for (const language of configured) expect(IsolatedPrism.languages[language]).toBeDefined();
  });

  it('loads the block itself when nothing registered it, and then renders it', async () => {
    const CodeBlock: Wrapper = freshModules(() => require('../../../src/theme/CodeBlock').default);
    render(<CodeBlock language="json">{'{"a": 1}'}</CodeBlock>);
    expect(screen.queryByText('{"a": 1}')).toBeNull();
    expect(await screen.findByText('{"a": 1}')).toHaveAttribute('data-language', 'json');
  });

  it('the plugin replaces exactly theme-classic’s startup module', () => {
    const startupModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
    const source = fs.readFileSync(path.resolve('plugins/prism-on-demand/index.ts'), 'utf8');
    const pattern = new RegExp(/const STARTUP_REGISTRATION = \/(.*)\/;/.exec(source)![1]!);
    expect(pattern.test(startupModule)).toBe(true);
    expect(pattern.test(startupModule.replace(/\.js$/, ''))).toBe(true);
    // The module it replaces still does what our registration module repeats.
    expect(fs.readFileSync(startupModule, 'utf8')).toContain('prismIncludeLanguages(Prism)');
  });
});
