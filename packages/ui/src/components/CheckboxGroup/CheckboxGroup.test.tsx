import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'mean', label: '평균' },
  { value: 'sd', label: '표준편차', description: '표본 표준편차(n − 1)' },
  { value: 'median', label: '중위수' },
];

function Harness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['median']);
  return (
    <CheckboxGroup
      legend="기술통계량"
      options={options}
      value={value}
      error={value.length === 0 ? '하나 이상 선택하세요.' : null}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('keeps the options order whatever the click order, and works with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: '기술통계량' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '평균' }));
    expect(onChange).toHaveBeenLastCalledWith(['mean', 'median']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: '표준편차' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['mean', 'sd', 'median']);
    expect(
      screen.getByRole('checkbox', { name: '표준편차' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('announces an error on the group when nothing is selected', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: '중위수' }));
    const group = screen.getByRole('group', { name: '기술통계량' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      '하나 이상 선택하세요.',
    );
  });
});
