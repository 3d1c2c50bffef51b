import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag, tagLabelsEn } from './Tag';

describe('Tag', () => {
  it('has no button unless it is removable', () => {
    render(<Tag>회귀분석</Tag>);
    expect(screen.getByText('회귀분석')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('removes with a click, Enter, Space, Delete and Backspace on its named button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>연령대</Tag>);
    const button = screen.getByRole('button', { name: '연령대 삭제' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('{Delete}');
    await user.keyboard('{Backspace}');
    await user.keyboard('a');
    expect(onRemove).toHaveBeenCalledTimes(5);
  });

  it('names the button in English when asked', () => {
    render(
      <Tag onRemove={() => {}} labels={tagLabelsEn}>
        Age
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Remove Age' })).toBeTruthy();
  });
});
