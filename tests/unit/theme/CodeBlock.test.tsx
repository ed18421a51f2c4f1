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

describe('CodeBlock wrapper (Prism registered on demand)', () => {
  it('has no Arduino grammar before a code block module loads', () => {
    // prism-react-renderer's own Prism knows C++ but not the site's extra languages.
    expect(Prism.languages.arduino).toBeUndefined();
  });

  it('registers the configured extra languages when it loads and renders the original block', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const CodeBlock = require('../../../src/theme/CodeBlock').default;
    const configured = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;
    expect(siteConfigStub.themeConfig.prism.additionalLanguages).toEqual(configured);
    for (const language of configured) expect(Prism.languages[language]).toBeDefined();
    render(<CodeBlock language="arduino">{'void setup() {}'}</CodeBlock>);
    expect(screen.getByText('void setup() {}')).toHaveAttribute('data-language', 'arduino');
  });

  it('the plugin replaces exactly theme-classic’s startup module', () => {
    const startupModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
    const source = fs.readFileSync(path.resolve('plugins/prism-on-demand/index.ts'), 'utf8');
    const pattern = new RegExp(/const STARTUP_REGISTRATION = \/(.*)\/;/.exec(source)![1]!);
    expect(pattern.test(startupModule)).toBe(true);
    expect(pattern.test(startupModule.replace(/\.js$/, ''))).toBe(true);
    // The module it replaces still does what our registration module repeats.
    expect(fs.readFileSync(startupModule, 'utf8')).toContain("prismIncludeLanguages(Prism)");
  });
});
