import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariablePicker } from './VariablePicker';
import type { VariablePickerProps } from './VariablePicker';
import { sampleTargets, sampleVariables } from './VariablePicker.fixtures';
import type { Assignment } from './selection';

function Harness({
  onChange,
  initial = {},
}: { onChange: (value: Assignment) => void; initial?: Assignment } & Partial<VariablePickerProps>) {
  const [value, setValue] = useState<Assignment>(initial);
  return (
    <VariablePicker
      variables={sampleVariables}
      targets={sampleTargets}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const selectedNames = () =>
  screen
    .queryAllByRole('option', { selected: true })
    .map((option) => option.firstChild?.textContent);

describe('VariablePicker', () => {
  it('selects with arrows, extends with Shift, toggles with Space and selects all with Ctrl+A', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const list = screen.getByRole('listbox', { name: '변수 목록' });
    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(selectedNames()).toEqual(['만족도']);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedNames()).toEqual(['만족도', '나이', '성별']);
    await user.keyboard('{Control>}{ArrowDown}{/Control} ');
    expect(selectedNames()).toEqual(['만족도', '나이', '성별', '거주 지역']);
    await user.keyboard('{End}');
    expect(selectedNames()).toEqual(['월 소득']);
    await user.keyboard('{Control>}a{/Control}');
    expect(selectedNames()).toHaveLength(sampleVariables.length);
    expect(list.getAttribute('aria-activedescendant')).toMatch(/option-5$/);
  });

  it('selects ranges with Shift+click and adds with Ctrl+click', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.click(screen.getByRole('option', { name: /응답자 번호/ }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('option', { name: /나이/ }));
    await user.keyboard('{/Shift}{Control>}');
    await user.click(screen.getByRole('option', { name: /월 소득/ }));
    await user.keyboard('{/Control}');
    expect(selectedNames()).toEqual(['응답자 번호', '만족도', '나이', '월 소득']);
  });

  it('moves only accepted types up to the target maximum, then removes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toDependent = screen.getByRole('button', { name: '종속변수 칸으로 이동' });
    await user.click(screen.getByRole('option', { name: /성별/ }));
    expect(toDependent.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('option', { name: /나이/ }));
    await user.click(screen.getByRole('option', { name: /만족도/ }));
    await user.keyboard('{/Control}');
    await user.click(toDependent);
    // Categorical 성별 is skipped, and the dependent box holds one variable.
    expect(onChange).toHaveBeenLastCalledWith({ dependent: ['satisfaction'] });
    expect(screen.queryByRole('option', { name: /만족도/ })).toBeNull();
    expect(selectedNames()).toEqual([]);

    await user.click(screen.getByRole('option', { name: /성별/ }));
    await user.click(screen.getByRole('button', { name: '독립변수 칸으로 이동' }));
    expect(onChange).toHaveBeenLastCalledWith({
      dependent: ['satisfaction'],
      independents: ['gender'],
    });

    const dependentBox = within(screen.getByRole('region', { name: '종속변수 (1/1)' }));
    expect(dependentBox.getByText('숫자형')).toBeTruthy();
    await user.click(dependentBox.getByRole('button', { name: '만족도 제거' }));
    expect(onChange).toHaveBeenLastCalledWith({ dependent: [], independents: ['gender'] });
    expect(screen.getByRole('option', { name: /만족도/ })).toBeTruthy();
  });

  it('links the error to the listbox', () => {
    render(
      <VariablePicker
        variables={sampleVariables}
        targets={sampleTargets}
        value={{}}
        onChange={vi.fn()}
        error="종속변수를 하나 선택하세요."
      />,
    );
    const list = screen.getByRole('listbox');
    const errorId = list.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(
      '종속변수를 하나 선택하세요.',
    );
  });
});
