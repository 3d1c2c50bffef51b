import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

describe('IconButton', () => {
  it('is named by its label, not by the icon, and defaults to type="button"', () => {
    render(<IconButton label="검색어 지우기" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: '검색어 지우기' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe('검색어 지우기');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('activates with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="닫기" icon={<CloseIcon />} onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
