import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { multipleResponsesDefinition } from '../../definitions/multipleResponses';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { mediaSurveyDataset } from '../../fixtures/multipleResponses';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const definition = multipleResponsesDefinition as unknown as AnyAnalysisDefinition;
const target = '세트에 넣을 변수';

async function move(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  const available = screen.getByRole('listbox', { name: '변수 목록' });
  for (const name of names) {
    await user.click(within(available).getByRole('option', { name: new RegExp(`^${name}`) }));
    await user.click(screen.getByRole('button', { name: `${target} 칸으로 이동` }));
  }
}

function setup() {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderWithI18n(
    <SettingForm definition={definition} dataset={mediaSurveyDataset} onSubmit={onSubmit} />,
  );
  return { user, onSubmit };
}

// Many clicks and keystrokes each: generous on a busy machine.
const SLOW = 30_000;

describe('several multiple-response sets (ResponseSetsField)', () => {
  it(
    'adds a set to the list, clears the editor and sends every set in one request',
    async () => {
      const { user, onSubmit } = setup();
      expect(screen.getByText(/아직 추가한 세트가 없습니다/)).toBeTruthy();
      await move(user, ['매체1', '매체2', '매체3', '매체4']);
      const name = screen.getByRole('textbox', { name: '세트 이름' });
      await user.clear(name);
      await user.type(name, '매체');
      await user.type(screen.getByRole('textbox', { name: '세트 설명(선택)' }), '이용 매체');
      await user.click(screen.getByRole('button', { name: '세트 목록에 추가' }));

      const list = screen.getByRole('list', { name: '정의된 다중응답 세트' });
      expect(list.textContent).toContain('매체 (이용 매체)');
      expect(list.textContent).toContain(
        '이분형 (계산 값 1), 변수 4개: 매체1, 매체2, 매체3, 매체4',
      );
      expect(screen.getByRole('status').textContent).toContain(
        '‘매체’ 세트를 목록에 추가했습니다.',
      );
      // The editor starts over for the next set.
      expect((screen.getByRole('textbox', { name: '세트 이름' }) as HTMLInputElement).value).toBe(
        'set2',
      );
      expect(
        (screen.getByRole('textbox', { name: '세트 설명(선택)' }) as HTMLInputElement).value,
      ).toBe('');

      // The second set stays in the editor: categories.
      await move(user, ['선호1', '선호2', '선호3']);
      await user.click(screen.getByRole('radio', { name: '범주형' }));
      await user.clear(screen.getByRole('textbox', { name: '세트 이름' }));
      await user.type(screen.getByRole('textbox', { name: '세트 이름' }), '선호');
      await user.click(screen.getByRole('button', { name: '분석 실행' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const values = multipleResponsesDefinition.optionsSchema.parse(onSubmit.mock.calls[0]![0]);
      expect(multipleResponsesDefinition.toRequest(values)).toEqual({
        sets: [
          {
            name: '매체',
            label: '이용 매체',
            type: 'dichotomies',
            variables: ['매체1', '매체2', '매체3', '매체4'],
            countedValue: 1,
          },
          {
            name: '선호',
            label: '선호',
            type: 'categories',
            variables: ['선호1', '선호2', '선호3'],
          },
        ],
      });
    },
    SLOW,
  );

  it(
    'refuses an incomplete or same-named set and runs the list alone with an empty editor',
    async () => {
      const { user, onSubmit } = setup();
      await user.click(screen.getByRole('button', { name: '세트 목록에 추가' }));
      expect(await screen.findByText('변수를 2개 이상 선택해 주세요.')).toBeTruthy();
      expect(screen.getByText(/아직 추가한 세트가 없습니다/)).toBeTruthy();

      await move(user, ['매체1', '매체2']);
      await user.click(screen.getByRole('button', { name: '세트 목록에 추가' }));
      expect(screen.getByRole('list', { name: '정의된 다중응답 세트' }).textContent).toContain(
        'set1',
      );
      await move(user, ['매체3', '매체4']);
      await user.clear(screen.getByRole('textbox', { name: '세트 이름' }));
      await user.type(screen.getByRole('textbox', { name: '세트 이름' }), 'set1');
      await user.click(screen.getByRole('button', { name: '세트 목록에 추가' }));
      expect(
        await screen.findByText('같은 이름의 세트가 이미 있습니다. 다른 이름을 입력해 주세요.'),
      ).toBeTruthy();
      expect(
        within(screen.getByRole('list', { name: '정의된 다중응답 세트' })).getAllByRole('listitem'),
      ).toHaveLength(1);
      // Submitting with the same name is refused too.
      await user.click(screen.getByRole('button', { name: '분석 실행' }));
      expect(
        await screen.findByText('같은 이름의 세트가 이미 있습니다. 다른 이름을 입력해 주세요.'),
      ).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();

      // Emptying the editor runs the list alone.
      for (const name of ['매체3', '매체4'])
        await user.click(screen.getByRole('button', { name: `${name} 빼기` }));
      await user.click(screen.getByRole('button', { name: '분석 실행' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const values = multipleResponsesDefinition.optionsSchema.parse(onSubmit.mock.calls[0]![0]);
      expect(multipleResponsesDefinition.toRequest(values).sets).toEqual([
        {
          name: 'set1',
          label: 'set1',
          type: 'dichotomies',
          variables: ['매체1', '매체2'],
          countedValue: 1,
        },
      ]);
    },
    SLOW,
  );

  it(
    'removes a listed set',
    async () => {
      const { user } = setup();
      await move(user, ['매체1', '매체2']);
      await user.click(screen.getByRole('button', { name: '세트 목록에 추가' }));
      await user.click(screen.getByRole('button', { name: 'set1 세트 빼기' }));
      expect(screen.queryByRole('list', { name: '정의된 다중응답 세트' })).toBeNull();
      expect(screen.getByText(/아직 추가한 세트가 없습니다/)).toBeTruthy();
    },
    SLOW,
  );
});
