import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  accordionTypes,
} from './Accordion';

const faq = [
  {
    id: 'formats',
    question: '어떤 파일 형식을 올릴 수 있나요?',
    answer: 'CSV, 엑셀(.xlsx), SPSS(.sav, .zsav) 파일을 올릴 수 있습니다.',
  },
  {
    id: 'spss',
    question: '결과가 SPSS와 같은가요?',
    answer: '모든 분석은 SPSS와 같은 수치가 나오도록 검증했습니다.',
  },
  {
    id: 'storage',
    question: '올린 데이터는 얼마나 보관되나요?',
    answer: '회원의 데이터는 30일 동안 보관되며, 언제든 직접 삭제할 수 있습니다.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: AccordionRoot,
  parameters: {
    docs: {
      description: {
        component:
          'Radix Accordion 기반 접이식 목록(자주 묻는 질문). `import * as Accordion`로 `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`(제목 수준은 `level`, 기본 h3), `Accordion.Content`를 조합합니다. ↑/↓로 질문 사이를, Home/End로 처음과 끝을 오가고 Enter나 Space로 엽니다.',
      },
    },
  },
  args: { type: 'single', collapsible: true },
  argTypes: { type: { control: 'inline-radio', options: accordionTypes } },
  render: (args) => (
    <AccordionRoot {...args}>
      {faq.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  ),
} satisfies Meta<typeof AccordionRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrow keys move between questions; Enter opens, Space closes again; only one stays open. */
export const KeyboardOperation: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = faq.map((entry) =>
      canvas.getByRole('button', { name: entry.question }),
    );
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: faq[1]?.question })).toHaveTextContent(
      'SPSS와 같은 수치',
    );
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** `type="multiple"`: several answers open together. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['formats', 'storage'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** Visual baseline: one answer open, the focused question with its ring, the others closed. */
export const AllStates: Story = {
  args: { defaultValue: 'spss' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: faq[0]?.question })).toHaveFocus();
  },
};
