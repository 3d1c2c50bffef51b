import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner } from './FullScreenSpinner';

describe('FullScreenSpinner', () => {
  it('announces what is loading once, even with the label shown', () => {
    render(<FullScreenSpinner label="화면을 불러오는 중" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('화면을 불러오는 중');
    // The visible copy is hidden from assistive technology so it is not read twice.
    const copies = screen.getAllByText('화면을 불러오는 중');
    expect(copies).toHaveLength(2);
    expect(copies.filter((copy) => copy.getAttribute('aria-hidden') === 'true')).toHaveLength(1);
  });

  it('covers the viewport by default and fills the wrapper when asked', () => {
    const { container, rerender } = render(<FullScreenSpinner label="불러오는 중" />);
    expect(container.querySelector('[data-placement="viewport"]')).not.toBeNull();
    rerender(<FullScreenSpinner label="불러오는 중" placement="wrapper" />);
    expect(container.querySelector('[data-placement="wrapper"]')).not.toBeNull();
  });
});
