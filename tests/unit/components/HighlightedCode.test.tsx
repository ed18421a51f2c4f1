import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import HighlightedCode from '../../../src/components/HighlightedCode';
import {highlightToHtml} from '../../../plugins/code-highlight/highlight';

const SKETCH = 'void setup() {\n  Serial.begin(115200);\n}';

describe('HighlightedCode (a code block highlighted at build time)', () => {
  it('renders the highlighted lines inside pre > code, with the title and the language class', () => {
    const {container} = render(
      <HighlightedCode language="cpp" title="start.ino" code={SKETCH} html={highlightToHtml(SKETCH, 'cpp')} />,
    );
    const block = container.querySelector('.theme-code-block')!;
    expect(block).toHaveClass('language-cpp');
    expect(screen.getByText('start.ino')).toBeInTheDocument();
    const pre = block.querySelector('pre')!;
    expect(pre).toHaveClass('prism-code', 'language-cpp');
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre.querySelectorAll('code .token-line')).toHaveLength(3);
    expect(within(pre).getByText('void')).toHaveClass('token', 'keyword');
  });

  it("offers theme-classic's copy button in the browser, which copies the code as written", async () => {
    const user = userEvent.setup();
    render(
      <BrowserContextProvider>
        <HighlightedCode language="cpp" code={SKETCH} html={highlightToHtml(SKETCH, 'cpp')} />
      </BrowserContextProvider>,
    );
    // copy-text-to-clipboard copies the value of a textarea it adds for the moment of the copy.
    let copied: string | undefined;
    document.execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value;
      return true;
    });
    await user.click(await screen.findByRole('button', {name: 'In die Zwischenablage kopieren'}));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(SKETCH);
  });

  it('offers the word-wrap button only for code wider than its block, and the button wraps and unwraps it', async () => {
    const user = userEvent.setup();
    const wide = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const {container, unmount} = render(
      <BrowserContextProvider>
        <HighlightedCode language="cpp" code={SKETCH} html={highlightToHtml(SKETCH, 'cpp')} />
      </BrowserContextProvider>,
    );
    const code = container.querySelector('pre code')!;
    const wrap = await screen.findByRole('button', {name: 'Zeilenumbruch umschalten'});
    await user.click(wrap);
    expect(code).toHaveStyle({whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    await user.click(wrap);
    expect(code).not.toHaveStyle({whiteSpace: 'pre-wrap'});
    unmount();

    // Code that fits its block: the copy button only.
    wide.mockReturnValue(300);
    render(
      <BrowserContextProvider>
        <HighlightedCode language="cpp" code={SKETCH} html={highlightToHtml(SKETCH, 'cpp')} />
      </BrowserContextProvider>,
    );
    await screen.findByRole('button', {name: 'In die Zwischenablage kopieren'});
    expect(screen.queryByRole('button', {name: 'Zeilenumbruch umschalten'})).toBeNull();
    jest.restoreAllMocks();
  });

  it('renders no buttons into the server HTML (theme-classic adds them in the browser only)', () => {
    render(<HighlightedCode language="cpp" code={SKETCH} html={highlightToHtml(SKETCH, 'cpp')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a complete sketch as a file: a download link in the button row (also without JavaScript) and a line on opening it', () => {
    const {container} = render(
      <HighlightedCode
        language="cpp"
        title="blink.ino"
        code={SKETCH}
        html={highlightToHtml(SKETCH, 'cpp')}
        sketch="sketches/x/blink/blink.ino"
      />,
    );
    const button = screen.getByRole('link', {name: 'Sketch als Datei herunterladen (blink.ino)'});
    expect(button).toHaveAttribute('href', '/sketches/x/blink/blink.ino');
    expect(button).toHaveAttribute('download', 'blink.ino');
    expect(container.querySelector('.theme-code-block pre')!.parentElement).toContainElement(button);
    const line = screen.getByText(/Als Datei:/);
    expect(line.tagName).toBe('DIV');
    expect(line).toHaveTextContent(
      'Als Datei: blink.ino. Öffne sie in der Arduino IDE mit Datei → Öffnen …; fragt die IDE nach einem Sketch-Ordner, bestätige mit OK.',
    );
    expect(within(line).getByRole('link', {name: 'blink.ino'})).toHaveAttribute('download', 'blink.ino');
    expect(within(line).getByText('Datei → Öffnen …').tagName).toBe('STRONG');
  });

  it('offers no file for a block that is not a complete sketch', () => {
    render(<HighlightedCode language="cpp" code="int a;" html={highlightToHtml('int a;', 'cpp')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Als Datei/)).toBeNull();
  });

  it('has no title bar without a title', () => {
    const {container} = render(<HighlightedCode language="text" code="x" html={highlightToHtml('x', 'text')} />);
    expect(container.querySelector('.theme-code-block')!.children).toHaveLength(1);
  });
});
