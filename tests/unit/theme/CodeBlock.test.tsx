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

  it('renders the registered block at once: a page with code brought it along, with its grammars only', () => {
    const {CodeBlock, IsolatedPrism} = freshModules(() => {
      // What the page's chunk does first (remarkCodeBlockImport), then the theme's MDX components.
      require('../../../src/prism/highlightingCodeBlock');
      const prism = require('prism-react-renderer').Prism as typeof Prism;
      // The CodeBlock alone registers no grammar: each page brings the ones it fences.
      expect(prism.languages.arduino).toBeUndefined();
      require('../../../src/prism/grammar/arduino');
      return {CodeBlock: require('../../../src/theme/CodeBlock').default as Wrapper, IsolatedPrism: prism};
    });
    render(<CodeBlock language="arduino">{'void setup() {}'}</CodeBlock>);
    expect(screen.getByText('void setup() {}')).toHaveAttribute('data-language', 'arduino');
    expect(IsolatedPrism.languages.arduino).toBeDefined();
    expect(IsolatedPrism.languages.bash).toBeUndefined();
    // Docusaurus' own registration is not used: the site lists its grammars in src/prism/grammars.ts.
    expect((siteConfig.themeConfig as {prism: {additionalLanguages?: string[]}}).prism.additionalLanguages).toBeUndefined();
    expect(siteConfigStub.themeConfig.prism.additionalLanguages).toEqual([]);
  });

  it('fails loudly when nothing registered the block: a wiring mistake, never a silent fallback', () => {
    const {default: CodeBlock, NOT_REGISTERED} = freshModules(
      () => require('../../../src/theme/CodeBlock') as {default: Wrapper; NOT_REGISTERED: string},
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CodeBlock language="json">{'{"a": 1}'}</CodeBlock>)).toThrow(NOT_REGISTERED);
    jest.mocked(console.error).mockRestore();
  });

  it('the server bundle registers the block and every grammar at startup, the browser bundle does not', () => {
    const server = fs.readFileSync(path.resolve('src/prism/registeredOnServer.ts'), 'utf8');
    expect(server).toMatch(/^import '\.\/highlightingCodeBlock';$/m);
    expect(server).toMatch(/^import '\.\/grammar\/all';$/m);
    const browser = fs.readFileSync(path.resolve('src/prism/nothingAtStartup.ts'), 'utf8');
    expect(browser).not.toMatch(/^import /m);
    const plugin = fs.readFileSync(path.resolve('plugins/prism-on-demand/index.ts'), 'utf8');
    expect(plugin).toContain('isServer ? REGISTERED_ON_SERVER : NOTHING_AT_STARTUP');
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
