import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventPopup } from './EventPopup';

function setup(open = true) {
  const onDismiss = vi.fn();
  render(
    <EventPopup
      open={open}
      onDismiss={onDismiss}
      title="회원가입 이벤트"
      imageSrc="/event.png"
      imageAlt="지금 가입하면 분석 3회 무료"
      href="/event/sign-up"
    />,
  );
  return { onDismiss, user: userEvent.setup() };
}

describe('EventPopup', () => {
  it('is a modal dialog named by its title with the image as a link to the event', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: '회원가입 이벤트' });
    const link = within(dialog).getByRole('link', { name: '지금 가입하면 분석 3회 무료' });
    expect(link.getAttribute('href')).toBe('/event/sign-up');
  });

  it.each([
    ['오늘 하루 보지 않기', 'today'],
    ['다시 보지 않기', 'never'],
    ['닫기', 'close'],
  ])('reports %s as %s, once', async (label, choice) => {
    const { onDismiss, user } = setup();
    await user.click(screen.getByRole('button', { name: label }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(choice);
  });

  it('reports Escape as close', async () => {
    const { onDismiss, user } = setup();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('close');
  });

  it('renders nothing while closed', () => {
    setup(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
