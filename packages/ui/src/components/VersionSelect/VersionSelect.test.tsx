import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VersionSelect, sortVersionsNewestFirst, versionLabel } from './VersionSelect';

const items = [
  { version: 2, created_at: '2023-03-15' },
  { version: 4, created_at: '2025-02-28T15:00:00Z' },
  { version: 3, created_at: '2024-07-01' },
];

describe('versionLabel and sortVersionsNewestFirst', () => {
  it("formats 'v{version} YYYY.MM.DD' in Korean time", () => {
    // 15:00 UTC on 28 Feb is already 1 March in Seoul.
    expect(versionLabel({ version: 4, created_at: '2025-02-28T15:00:00Z' })).toBe('v4 2025.03.01');
    expect(versionLabel({ version: '1.2', created_at: '2020-01-09' })).toBe('v1.2 2020.01.09');
  });

  it('orders by date, then by version number', () => {
    expect(sortVersionsNewestFirst(items).map((item) => item.version)).toEqual([4, 3, 2]);
    const sameDay = [
      { version: '1.9', created_at: '2024-01-01' },
      { version: '1.10', created_at: '2024-01-01' },
    ];
    expect(sortVersionsNewestFirst(sameDay).map((item) => item.version)).toEqual(['1.10', '1.9']);
    expect(items[0]?.version).toBe(2); // input left as it was
  });
});

function Harness({ onChange }: { onChange: (version: string) => void }) {
  const [value, setValue] = useState('4');
  return (
    <VersionSelect
      label="이용약관 버전"
      items={items}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('VersionSelect', () => {
  it('lists the versions newest first and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '이용약관 버전' });
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'v4 2025.03.01',
      'v3 2024.07.01',
      'v2 2023.03.15',
    ]);
    expect(select.value).toBe('4');
    await user.selectOptions(select, 'v2 2023.03.15');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(select.value).toBe('2');
  });
});
