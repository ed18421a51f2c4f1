import {render, screen} from '@testing-library/react';
import CodeBlock from '../../../src/theme/CodeBlock';

describe('CodeBlock (what is not a Markdown code block: <pre> in MDX, <CodeBlock> in JSX)', () => {
  it('shows text as plain lines in the code block look, escaped', () => {
    const {container} = render(<CodeBlock className="language-cpp">{'a < b\nc\n'}</CodeBlock>);
    const code = container.querySelector('.theme-code-block.language-cpp pre code')!;
    expect(code.innerHTML).toBe('<span class="token-line">a &lt; b<br></span><span class="token-line">c<br></span>');
  });

  it('renders elements unchanged inside the block', () => {
    render(
      <CodeBlock>
        <strong>bold</strong>
      </CodeBlock>,
    );
    expect(screen.getByText('bold').closest('pre')).toBeInTheDocument();
  });
});
