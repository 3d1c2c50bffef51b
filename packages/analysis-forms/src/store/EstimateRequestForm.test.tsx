import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { EstimateRequestForm, type EstimateOptionChoice } from './EstimateRequestForm';

const options: Record<string, EstimateOptionChoice[]> = {
  p1: [
    { value: 'p1-s', label: '소형', minQuantity: 10, quantityStep: 10 },
    { value: 'p1-l', label: '대형', minQuantity: 5, quantityStep: 5 },
  ],
};

function renderForm(onSubmit = vi.fn()) {
  const loadOptions = vi.fn(async (productId: string) => options[productId] ?? []);
  renderWithI18n(
    <EstimateRequestForm
      label="대량 구매 견적 요청"
      products={[{ value: 'p1', label: '무지 박스' }]}
      loadOptions={loadOptions}
      desiredOnMin="2026-11-24"
      desiredOnMax="2027-11-24"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, loadOptions, user: userEvent.setup() };
}

describe('EstimateRequestForm', () => {
  it('shows each missing field’s message on its field and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: '견적 요청 보내기' }));
    const product = screen.getByRole('combobox', { name: /^상품/ });
    await waitFor(() => expect(product.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^수량/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^회사명/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('필수 입력 항목입니다.').length).toBeGreaterThanOrEqual(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads a product’s options, presets the volume and calls back with the request', async () => {
    const { onSubmit, loadOptions, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: /^상품/ }), 'p1');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('p1', expect.anything()));
    await user.selectOptions(await screen.findByRole('combobox', { name: /^옵션/ }), 'p1-l');
    expect((screen.getByLabelText(/^수량/) as HTMLInputElement).value).toBe('50');
    expect(screen.getByText('5개 이상, 5개 단위')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '상품 추가' }));
    expect(screen.getByText('2번째 상품')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2번째 상품 빼기' }));
    expect(screen.queryByText('2번째 상품')).toBeNull();
    await user.type(screen.getByLabelText(/^납품 희망일/), '2026.12.24');
    await user.type(screen.getByLabelText(/^회사명/), ' (주)박스상사 ');
    await user.click(screen.getByRole('button', { name: '견적 요청 보내기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      items: [{ optionId: 'p1-l', quantity: 50 }],
      desiredOn: '2026-12-24',
      companyName: '(주)박스상사',
      memo: '',
    });
  });
});
