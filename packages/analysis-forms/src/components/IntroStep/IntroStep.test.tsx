import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadedDatasets } from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { IntroStep } from './IntroStep';

function setup(overrides: Partial<Parameters<typeof IntroStep>[0]> = {}) {
  const props = {
    datasets: uploadedDatasets,
    onUpload: vi.fn(),
    onOpen: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<IntroStep {...props} />);
  return { ...props, ...view, user: userEvent.setup() };
}

describe('IntroStep', () => {
  it('submits an upload with the chosen reading options', async () => {
    const { user, container, onUpload } = setup();
    const file = new File(['나이,만족도\n23,3.5\n'], '설문.csv', { type: 'text/csv' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(input!, file);
    await user.type(screen.getByRole('textbox', { name: '제목' }), '  만족도 조사 ');
    const firstRow = screen.getByRole('checkbox', {
      name: '첫 행을 변수명으로 사용',
    }) as HTMLInputElement;
    expect(firstRow.checked).toBe(true);
    await user.click(firstRow);
    await user.selectOptions(screen.getByRole('combobox', { name: '문자 인코딩' }), 'cp949');
    await user.click(screen.getByRole('button', { name: '올리고 분석 설정으로' }));
    expect(onUpload).toHaveBeenCalledWith({
      file,
      title: '만족도 조사',
      firstRowAsNames: false,
      encoding: 'cp949',
    });
  });

  it('asks for a file instead of submitting without one', async () => {
    const { user, onUpload } = setup();
    await user.click(screen.getByRole('button', { name: '올리고 분석 설정으로' }));
    expect(await screen.findByText('파일을 먼저 선택해 주세요.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('opens and removes earlier uploads', async () => {
    const { user, onOpen, onRemove } = setup();
    await user.click(screen.getByRole('button', { name: '고객 만족도 조사 열기' }));
    await user.click(screen.getByRole('button', { name: '1분기 매출 삭제' }));
    expect(onOpen).toHaveBeenCalledWith(uploadedDatasets[0]?.uuid);
    expect(onRemove).toHaveBeenCalledWith(uploadedDatasets[1]?.uuid);
  });

  it('keeps the room of the empty list, unseen and busy, while the first list is asked for', () => {
    const { container } = setup({ datasets: [], listing: true });
    const section = screen.getByRole('region', { name: '이전에 올린 데이터' });
    const busy = section.querySelector('[aria-busy="true"]');
    expect(busy?.textContent).toContain('올린 데이터 목록을 불러오고 있습니다…');
    // The empty state is laid out (its room kept) but neither seen nor read.
    const unseen = busy?.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(unseen?.style.visibility).toBe('hidden');
    expect(unseen?.textContent).toBe('아직 올린 데이터가 없습니다.');
    expect(container.querySelectorAll('[data-listing]')).toHaveLength(1);
  });

  it('shows a list already there while it is asked for again, and the empty state once answered', async () => {
    const { rerender } = setup({ listing: true });
    expect(await screen.findByRole('button', { name: '고객 만족도 조사 열기' })).toBeTruthy();
    rerender(<IntroStep datasets={[]} onUpload={vi.fn()} onOpen={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByText('아직 올린 데이터가 없습니다.')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the server error text', () => {
    setup({
      error: {
        code: 'FILE_TOO_LARGE',
        message: '파일이 너무 큽니다.',
        messageEn: 'The file is too large.',
      },
    });
    expect(screen.getByText('파일이 너무 큽니다.')).toBeTruthy();
  });

  it('shows the upload drop zone in English to English readers', () => {
    renderWithI18n(
      <IntroStep
        datasets={uploadedDatasets}
        onUpload={vi.fn()}
        onOpen={vi.fn()}
        onRemove={vi.fn()}
      />,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    expect(screen.getByText('Drag a file here or press the button to choose one.')).toBeTruthy();
    expect(screen.queryByText(/끌어다 놓거나/)).toBeNull();
  });
});
