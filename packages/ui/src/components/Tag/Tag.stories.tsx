import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Tag, tagLabelsEn, tagTones } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: '만족도', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: tagTones } },
  parameters: {
    docs: {
      description: {
        component:
          '키워드, 선택한 변수, 검색 필터를 보여 주는 칩입니다. `onRemove`를 주면 삭제 버튼(이름: "만족도 삭제")이 생기고 Tab으로 이동해 Enter, Space, Delete, Backspace로 지울 수 있습니다. 지운 뒤에는 부모가 다음 태그나 입력란으로 포커스를 옮겨 주세요.',
      },
    },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: '만족도 삭제' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

function RemovableList() {
  const [tags, setTags] = useState(['성별', '연령대', '거주 지역', '월평균 소득']);
  const listRef = useRef<HTMLDivElement>(null);
  function remove(index: number) {
    const next = tags.filter((_, i) => i !== index);
    setTags(next);
    // Focus the tag that took the removed one's place (or the last one) so keyboard users stay put.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      buttons?.[Math.min(index, next.length - 1)]?.focus();
    });
  }
  return (
    <div ref={listRef} role="group" aria-label="선택한 변수">
      <Inline gap="small">
        {tags.map((tag, index) => (
          <Tag key={tag} tone="brand" onRemove={() => remove(index)}>
            {tag}
          </Tag>
        ))}
      </Inline>
    </div>
  );
}

export const RemovingWithKeyboard: Story = {
  render: () => <RemovableList />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '연령대 삭제' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('연령대')).toBeNull();
    await expect(await canvas.findByRole('button', { name: '거주 지역 삭제' })).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="medium">
      {tagTones.map((tone) => (
        <Inline key={tone} gap="small">
          <Tag tone={tone}>회귀분석</Tag>
          <Tag tone={tone} onRemove={() => {}}>
            종속변수: 구매 의향
          </Tag>
          <Tag tone={tone} onRemove={() => {}} labels={tagLabelsEn}>
            Satisfaction
          </Tag>
        </Inline>
      ))}
    </Stack>
  ),
};
