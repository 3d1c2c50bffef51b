import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { surveyDataset } from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { DataStep, parseValueLabels, valueLabelsText } from './DataStep';

describe('value labels in the data step', () => {
  it('reads "value = label" lines and names the first line that is not one', () => {
    expect(parseValueLabels('1 = 남\n\n2= 여 = 여성 ')).toEqual({
      valueLabels: { '1': '남', '2': '여 = 여성' },
    });
    expect(parseValueLabels('1 = 남\n2')).toEqual({ invalidLine: 2 });
    expect(parseValueLabels('')).toEqual({ valueLabels: {} });
    expect(valueLabelsText({ '1': '남', '2': '여' })).toBe('1 = 남\n2 = 여');
  });

  it('edits and saves a variable’s value labels, refusing a malformed line', async () => {
    const save = vi.fn(async () => {});
    const [first] = surveyDataset.columns;
    renderWithI18n(<DataStep dataset={surveyDataset} onValueLabelsChange={save} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: '변수 보기' }));
    fireEvent.click(screen.getByRole('button', { name: `${first!.name} 값 설명 편집` }));
    const field = screen.getByRole('textbox', { name: `${first!.name}의 값 설명` });
    fireEvent.change(field, { target: { value: '1 = 남\n여' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('2번째 줄을 "값 = 설명" 형식으로 적어 주세요.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '1 = 남\n2 = 여' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(first!.name, { '1': '남', '2': '여' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('shows value labels read-only without a way to save them', async () => {
    renderWithI18n(
      <DataStep
        dataset={{
          ...surveyDataset,
          columns: surveyDataset.columns.map((column, index) =>
            index === 0 ? { ...column, valueLabels: { '1': '남' } } : column,
          ),
        }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: '변수 보기' }));
    expect(screen.getByText('1 = 남')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /값 설명 편집/ })).toBeNull();
  });
});
