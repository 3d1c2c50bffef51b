import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Pagination, paginationMessagesEn } from './Pagination';
import type { PaginationProps } from './Pagination';

/** Holds the page so the stories respond to clicks and keys, and reports each change. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: {
    docs: {
      description: {
        component:
          '목록(공지사항, 자주 묻는 질문, 게시판)의 페이지 이동. 양 끝 `boundaryCount`쪽과 현재 쪽 앞뒤 `siblingCount`쪽을 보이고 나머지는 …로 줄입니다. 현재 쪽에는 aria-current="page"가 붙고, 처음/끝에서 이전·다음 버튼은 포커스를 잃지 않도록 aria-disabled로 남습니다. 한 쪽뿐이면 아무것도 그리지 않습니다. 문구는 `messages`(기본 한국어, `paginationMessagesEn`)로 바꿉니다.',
      },
    },
  },
  args: { page: 5, pageCount: 20, siblingCount: 1, boundaryCount: 1, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    siblingCount: { control: { type: 'number', min: 0, max: 3 } },
    boundaryCount: { control: { type: 'number', min: 0, max: 3 } },
  },
  render: (args) => <Controlled key={`${args.page}-${args.pageCount}`} {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tab through, Enter on a page number moves aria-current; the window of pages follows. */
export const KeyboardOperation: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(canvas.getByRole('button', { name: '5 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '첫 페이지' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '4 페이지' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: '4 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** On the last page 다음/마지막 stay focusable but do nothing. */
export const AtTheEnd: Story = {
  args: { page: 20 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: '다음 페이지' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveFocus();
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '첫 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** Few pages: every number, no ellipsis. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /페이지$/ })).toHaveLength(9);
  },
};

/** A wider window around the current page, for desktop. */
export const WideWindow: Story = { args: { page: 50, pageCount: 120, siblingCount: 2 } };

/** Without 처음/마지막, and with English labels. */
export const EnglishWithoutFirstLast: Story = {
  args: { showFirstLast: false, messages: paginationMessagesEn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'First page' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Visual baseline: start, middle, end, few pages, and a focused page number. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="large">
      <Pagination {...args} page={1} pageCount={20} messages={{ label: '처음' }} />
      <Pagination {...args} page={10} pageCount={20} messages={{ label: '가운데' }} />
      <Pagination {...args} page={20} pageCount={20} messages={{ label: '끝' }} />
      <Pagination {...args} page={3} pageCount={4} messages={{ label: '적은 쪽수' }} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: '첫 페이지' })[0]).toHaveFocus();
  },
};
