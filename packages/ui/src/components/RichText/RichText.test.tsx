import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, stripActiveContent } from './RichText';

describe('stripActiveContent', () => {
  it('drops script-capable elements, handlers and script URLs but keeps the text', () => {
    const html = stripActiveContent(
      '<p onclick="alert(1)" style="color:red">본문</p><script>alert(1)</script>' +
        '<style>*{}</style><iframe src="https://example.com"></iframe>' +
        '<a href=" JavaScript:alert(1)">링크</a><img src="a.png" alt="그림" onerror="alert(1)">' +
        '<svg><a xlink:href="javascript:alert(1)">s</a></svg>',
    );
    expect(html).not.toMatch(/script|style|iframe|onclick|onerror|javascript/i);
    expect(html).toContain('<p>본문</p>');
    expect(html).toContain('<a>링크</a>');
    expect(html).toContain('<img src="a.png" alt="그림">');
  });

  it('leaves safe markup as it is and guards new-tab links', () => {
    const safe =
      '<h2>제목</h2><ul><li>하나</li></ul><blockquote><p>인용</p></blockquote>' +
      '<pre><code>x &lt;- 1</code></pre><a href="https://example.com/a?b=1&amp;c=2">외부</a>';
    expect(stripActiveContent(safe)).toBe(safe);
    expect(stripActiveContent('<a href="/x" target="_blank">새 창</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">새 창</a>',
    );
  });
});

describe('RichText', () => {
  it('renders headings, lists, quotes, code, links and images with their roles', () => {
    render(
      <RichText
        label="게시글 본문"
        html={
          '<h2>안내</h2><ol><li>하나</li><li>둘</li></ol><blockquote>인용문</blockquote>' +
          '<p><code>mean(x)</code> <a href="/guide">안내 보기</a></p><img src="a.png" alt="그래프">'
        }
      />,
    );
    const region = screen.getByRole('region', { name: '게시글 본문' });
    expect(region.querySelector('h2')?.textContent).toBe('안내');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(region.querySelector('blockquote')?.textContent).toBe('인용문');
    expect(screen.getByRole('link', { name: '안내 보기' }).getAttribute('href')).toBe('/guide');
    expect(screen.getByRole('img', { name: '그래프' })).toBeTruthy();
  });

  it('never puts a script into the document', () => {
    const { container } = render(
      <RichText
        html={'<p>글</p><script>window.ran = true</script><img src=x onerror="window.ran = true">'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
