import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });

  it('draws one bar per requested line inside one hidden group', () => {
    const { container } = render(<Skeleton lines={3} width="50%" />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.children).toHaveLength(3);
    expect(group.style.width).toBe('50%');
  });

  it('takes a custom size on a single shape', () => {
    const { container } = render(<Skeleton shape="rect" width="10rem" height="4rem" />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.style.width).toBe('10rem');
    expect(bar.style.height).toBe('4rem');
  });
});
