import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EventPopup, eventPopupMessagesEn } from './EventPopup';
import type { EventPopupProps } from './EventPopup';
import sampleImage from './EventPopup.sample.svg';

/** Closes on every choice, as the app will, and can be opened again from a button. */
function WithReopen(props: EventPopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        이벤트 다시 보기
      </Button>
      <EventPopup
        {...props}
        open={open}
        onDismiss={(choice) => {
          props.onDismiss(choice);
          setOpen(false);
        }}
      />
    </>
  );
}

async function imageLoaded(canvasElement: HTMLElement) {
  const image = await within(canvasElement).findByRole('img');
  if (!(image instanceof HTMLImageElement)) throw new Error('not an <img>');
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
}

const meta = {
  title: 'Components/EventPopup',
  component: EventPopup,
  parameters: {
    overlayCanvas: { minHeight: '640px' },
    docs: {
      description: {
        component:
          '메인 페이지의 이벤트 팝업(main_popup). 제목, 이벤트 페이지로 가는 이미지, ‘오늘 하루 보지 않기’·‘다시 보지 않기’·‘닫기’를 가진 모달입니다. 컴포넌트는 고른 것을 `onDismiss("today" | "never" | "close")`로 알리기만 하고(Escape는 "close"), 언제까지 숨길지 기억하고 `open`을 끄는 일은 앱이 합니다. 글자가 든 이미지라면 `imageAlt`에 그 내용을 모두 적으세요.',
      },
    },
  },
  args: {
    open: true,
    title: '가을맞이 분석 이용권 20% 할인',
    imageSrc: sampleImage,
    imageAlt: '11월 30일까지 모든 분석 이용권 20% 할인. 막대그래프가 올라가는 그림.',
    href: '#event-autumn',
    description: '11월 30일까지, 회원이면 누구나 받을 수 있습니다.',
    onDismiss: fn(),
  },
  render: (args) => <WithReopen {...args} />,
} satisfies Meta<typeof EventPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => imageLoaded(canvasElement),
};

/** Each option reports its own choice: 오늘 하루 by click, 다시 보지 않기 by keyboard, Escape = close. */
export const DismissChoices: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '가을맞이 분석 이용권 20% 할인' });
    // The first choice takes the focus, not the image link.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('link', { name: /20% 할인/ })).toHaveAttribute(
      'href',
      '#event-autumn',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' }));
    await expect(args.onDismiss).toHaveBeenLastCalledWith('today');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    const reopen = canvas.getByRole('button', { name: '이벤트 다시 보기' });
    reopen.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '오늘 하루 보지 않기' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다시 보지 않기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('never');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: '이벤트 다시 보기' }));
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('close');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '이벤트 다시 보기' })).toHaveFocus();
    await expect(args.onDismiss).toHaveBeenCalledTimes(3);
  },
};

/** Image without a link or description, English labels. */
export const EnglishWithoutLink: Story = {
  args: {
    title: 'Autumn sale',
    imageAlt: 'All analysis passes 20% off until 30 November.',
    href: undefined,
    description: undefined,
    messages: eventPopupMessagesEn,
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Autumn sale' });
    await expect(within(dialog).queryByRole('link')).toBeNull();
    const hideToday = within(dialog).getByRole('button', { name: "Don't show today" });
    await waitFor(() => expect(hideToday).toBeVisible());
    await imageLoaded(canvasElement);
  },
};

/** Visual baseline: the open popup with title, image link, text and the three options. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('dialog');
    await imageLoaded(canvasElement);
  },
};
