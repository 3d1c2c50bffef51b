import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named navigation list whose last item is the current page, not a link', () => {
    render(
      <Breadcrumbs
        items={[
          { label: '홈', href: '/' },
          { label: '공지사항', href: '/notice' },
          { label: '서비스 점검 안내', href: '/notice/12' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['홈', '공지사항', '서비스 점검 안내']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/notice']);
    expect(within(nav).getByText('서비스 점검 안내').getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('takes another landmark name and a router link renderer', () => {
    render(
      <Breadcrumbs
        ariaLabel="Breadcrumb"
        items={[{ label: 'Home', href: '/' }, { label: 'FAQ' }]}
        renderLink={({ children, href }) => (
          <a href={`#${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link');
    expect(link.getAttribute('href')).toBe('#/');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});
