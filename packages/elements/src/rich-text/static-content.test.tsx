/** The static drawing of markdown content: the editor's node and mark types as plain elements, unsafe links and markup dropped. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticContent } from './static-content';

const draw = (value: unknown, output = 'markdown') => renderToStaticMarkup(<StaticContent value={value} output={output} />);

describe('rich text static content', () => {
  it('draws headings, marks, lists, quotes, code and mentions as the editor would', () => {
    expect(
      draw('## Agenda\n\n- **Bold** and *it* and `code`\n- Ask [@ id="u1" label="Ada"]\n\n> quoted\n\n3. third\n\n```\nx < y\n```'),
    ).toBe(
      '<h2>Agenda</h2>' +
        '<ul><li><p><strong>Bold</strong> and <em>it</em> and <code>code</code></p></li>' +
        '<li><p>Ask <span class="ww-rich-text__mention" data-type="mention" data-id="u1" data-label="Ada">@Ada</span></p></li></ul>' +
        '<blockquote><p>quoted</p></blockquote>' +
        '<ol start="3"><li><p>third</p></li></ol>' +
        '<pre><code>x &lt; y</code></pre>',
    );
  });

  it('keeps safe links, drops script addresses and escapes raw HTML', () => {
    expect(draw('[site](https://example.com) [bad](javascript:alert(1))')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a> bad</p>',
    );
    expect(draw('<img src=x onerror="alert(1)">')).not.toContain('<img');
  });

  it('draws nothing for html content (parsed only by the mounted editor) or an empty value', () => {
    expect(draw('<p>Hi</p>', 'html')).toBe('');
    expect(draw('')).toBe('');
    expect(draw(null)).toBe('');
  });
});
