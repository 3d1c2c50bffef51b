import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { OrdermadeRequestForm } from './OrdermadeRequestForm';

const props = {
  dueDateMin: '2026-11-27',
  dueDateMax: '2027-11-24',
  fileAccept: ['.pdf', '.png'],
  fileMaxBytes: 1024 * 1024,
  maxFiles: 2,
};

describe('OrdermadeRequestForm', () => {
  it('shows each wrong field’s message on its field and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<OrdermadeRequestForm {...props} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('높이 H (mm)'), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^재질·원단/ }), 'etc');
    await user.click(screen.getByRole('button', { name: '견적 요청하기' }));
    const kind = screen.getByRole('combobox', { name: /^제작 품목/ });
    await waitFor(() => expect(kind.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('높이 H (mm)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('치수는 10mm에서 5,000mm 사이로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText(/^기타 \(메모에 적어 주세요\)/).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByLabelText(/^수량/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('필수 입력 항목입니다.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls back with the parsed request and its attachments', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<OrdermadeRequestForm {...props} kind="box" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect((screen.getByRole('combobox', { name: /^제작 품목/ }) as HTMLSelectElement).value).toBe(
      'box',
    );
    await user.type(screen.getByLabelText('가로 W (mm)'), '300');
    await user.type(screen.getByLabelText('세로 D (mm)'), '200');
    await user.type(screen.getByLabelText('높이 H (mm)'), '150');
    await user.selectOptions(screen.getByRole('combobox', { name: /^인쇄 도수/ }), '2');
    await user.type(screen.getByLabelText(/^수량/), '500');
    await user.type(screen.getByLabelText(/^요청 사항/), '  로고 2도 인쇄  ');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const drawing = new File(['x'], '도면.png', { type: 'image/png' });
    await user.upload(input, drawing);
    expect(screen.getByRole('list', { name: '도면·디자인 파일' }).textContent).toContain(
      '도면.png',
    );
    await user.click(screen.getByRole('button', { name: '견적 요청하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      kind: 'box',
      widthMm: 300,
      lengthMm: 200,
      heightMm: 150,
      material: 'single',
      materialOther: '',
      materialName: '골판지 3겹 (A골)',
      printColors: 2,
      quantity: 500,
      dueDate: null,
      note: '로고 2도 인쇄',
      files: [drawing],
    });
  });

  it('speaks English when the reader does', () => {
    renderWithI18n(<OrdermadeRequestForm {...props} kind="tape" onSubmit={vi.fn()} />, 'en');
    expect(screen.getByRole('button', { name: 'Request a quotation' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Material/ }) as HTMLSelectElement).value).toBe(
      'opp',
    );
  });
});
