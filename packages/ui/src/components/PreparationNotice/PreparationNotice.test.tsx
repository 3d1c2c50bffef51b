import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreparationNotice } from './PreparationNotice';
import type { PreparationNoticeLinkProps } from './PreparationNotice';

describe('PreparationNotice', () => {
  it('says the service is being prepared, in Korean by default, without a link unless given one', () => {
    render(<PreparationNotice />);
    expect(screen.getByRole('heading', { level: 1, name: '준비 중인 서비스입니다' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '준비 중인 서비스입니다' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links back through the given renderer', () => {
    const seen: PreparationNoticeLinkProps[] = [];
    render(
      <PreparationNotice
        description="곧 열립니다."
        backHref="/services"
        backLabel="분석 서비스로"
        renderLink={(props) => {
          seen.push(props);
          return (
            <a href={props.href} className={props.className} data-router="true">
              {props.children}
            </a>
          );
        }}
      />,
    );
    const link = screen.getByRole('link', { name: '분석 서비스로' });
    expect(link.getAttribute('href')).toBe('/services');
    expect(link.getAttribute('data-router')).toBe('true');
    expect(seen[0]?.href).toBe('/services');
    expect(screen.getByText('곧 열립니다.')).toBeTruthy();
  });
});
