import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Tabs from './index';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="notice" onValueChange={onValueChange}>
      <Tabs.List aria-label="고객센터">
        <Tabs.Trigger value="notice">공지사항</Tabs.Trigger>
        <Tabs.Trigger value="faq">자주 묻는 질문</Tabs.Trigger>
        <Tabs.Trigger value="qna">1:1 문의</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="notice">공지 목록</Tabs.Content>
      <Tabs.Content value="faq">질문 목록</Tabs.Content>
      <Tabs.Content value="qna">문의 양식</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('names the tab list and links the selected tab to its panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: '고객센터' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: '공지사항' });
    expect(panel.textContent).toBe('공지 목록');
    expect(screen.getByRole('tab', { name: '공지사항' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('moves and selects with the arrow keys, wrapping around, and with Home/End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '공지사항' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('질문 목록');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '1:1 문의' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('공지 목록');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'faq',
      'notice',
      'qna',
      'notice',
    ]);
  });

  it('selects with a click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: '1:1 문의' }));
    expect(screen.getByRole('tabpanel', { name: '1:1 문의' }).textContent).toBe('문의 양식');
  });
});
