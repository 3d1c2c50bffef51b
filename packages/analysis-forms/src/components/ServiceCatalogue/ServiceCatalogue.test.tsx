import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ServiceCatalogue } from './ServiceCatalogue';

const renderLink = (href: string, children: React.ReactNode, label: string) => (
  <a href={href} aria-label={label}>
    {children}
  </a>
);

describe('ServiceCatalogue', () => {
  it('shows the descriptive analyses under the 데이터 분석 heading, with the way to all of them', () => {
    renderWithI18n(<ServiceCatalogue view="descriptive" renderLink={renderLink} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('데이터 분석');
    expect(screen.queryByRole('heading', { name: '통계처리 서비스' })).toBeNull();
    const group = screen.getByRole('region', { name: '기술통계' });
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: '모든 통계처리 서비스 보기' }).getAttribute('href'),
    ).toBe('/services');
  });

  it('shows every analysis under 통계처리 서비스', () => {
    renderWithI18n(<ServiceCatalogue view="all" renderLink={renderLink} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('통계처리 서비스');
  });
});
