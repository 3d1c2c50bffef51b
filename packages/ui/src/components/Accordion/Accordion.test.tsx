import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as Accordion from './index';

function Faq({ level }: { level?: 2 | 3 | 4 }) {
  return (
    <Accordion.Root type="single" collapsible>
      <Accordion.Item value="refund">
        <Accordion.Trigger level={level}>환불은 어떻게 하나요?</Accordion.Trigger>
        <Accordion.Content>결제 후 7일 안에 신청할 수 있습니다.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="receipt">
        <Accordion.Trigger level={level}>영수증을 받을 수 있나요?</Accordion.Trigger>
        <Accordion.Content>마이페이지에서 내려받을 수 있습니다.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('puts each question button inside a heading of the chosen level', () => {
    render(<Faq level={2} />);
    const heading = screen.getByRole('heading', { level: 2, name: '환불은 어떻게 하나요?' });
    expect(heading.querySelector('button')).toBeTruthy();
  });

  it('opens an answer as a region named by its question and keeps only one open', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '환불은 어떻게 하나요?' }));
    expect(screen.getByRole('region', { name: '환불은 어떻게 하나요?' }).textContent).toBe(
      '결제 후 7일 안에 신청할 수 있습니다.',
    );
    await user.click(screen.getByRole('button', { name: '영수증을 받을 수 있나요?' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region').textContent).toBe('마이페이지에서 내려받을 수 있습니다.');
  });

  it('moves between questions with arrows and toggles with Enter', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const [refund, receipt] = screen.getAllByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(refund);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(receipt);
    await user.keyboard('{Enter}');
    expect(receipt?.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(receipt?.getAttribute('aria-expanded')).toBe('false');
  });
});
