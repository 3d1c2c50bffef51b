import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="positive">분석 완료</Badge>);
    expect(screen.getByText('분석 완료')).toBeTruthy();
  });

  it('replaces a terse visible text with the screen-reader label', () => {
    const { container } = render(
      <Badge tone="critical" srLabel="읽지 않은 알림 3개">
        3
      </Badge>,
    );
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('읽지 않은 알림 3개')).toBeTruthy();
    expect(container.textContent).toBe('3읽지 않은 알림 3개');
  });
});
