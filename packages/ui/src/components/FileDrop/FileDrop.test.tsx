import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, FileDrop, fileDropMessagesEn, formatBytes } from './FileDrop';

const accept = ['.csv', '.xlsx', '.sav'];
const maxBytes = 1024 * 1024;

function fileOf(name: string, bytes: number, type = 'application/octet-stream') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function fileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileDrop', () => {
  it('hands over an accepted file chosen with the keyboard-operable button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = vi.fn();
    const { container } = render(
      <FileDrop label="데이터 파일" accept={accept} maxBytes={maxBytes} onFile={onFile} />,
    );
    const input = fileInput(container);
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: '파일 선택' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    await user.upload(input, fileOf('설문.SAV', 2048));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]?.[0]?.name).toBe('설문.SAV');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rejects a file that is too large with a Korean message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = vi.fn();
    const { container } = render(
      <FileDrop label="데이터 파일" accept={accept} maxBytes={maxBytes} onFile={onFile} />,
    );
    await user.upload(fileInput(container), fileOf('big.csv', maxBytes + 1, 'text/csv'));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '파일이 너무 큽니다. 1 MB 이하의 파일만 올릴 수 있습니다.',
    );
  });

  it('rejects a dropped file of the wrong type, in English when asked', () => {
    const onFile = vi.fn();
    render(
      <FileDrop
        label="Data file"
        accept={accept}
        maxBytes={maxBytes}
        onFile={onFile}
        messages={fileDropMessagesEn}
      />,
    );
    fireEvent.drop(screen.getByRole('group', { name: 'Data file' }), {
      dataTransfer: { files: [fileOf('report.pdf', 10)] },
    });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'This file type is not supported. Only .csv, .xlsx, .sav files can be uploaded.',
    );
  });

  it('accepts a dropped file and clears an earlier rejection', () => {
    const onFile = vi.fn();
    render(<FileDrop label="데이터 파일" accept={accept} maxBytes={maxBytes} onFile={onFile} />);
    const zone = screen.getByRole('group', { name: '데이터 파일' });
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('a.txt', 10)] } });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('a.xlsx', 10)] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows progress and cancels', async () => {
    const onCancel = vi.fn();
    render(
      <FileDrop
        label="데이터 파일"
        accept={accept}
        maxBytes={maxBytes}
        onFile={vi.fn()}
        fileName="a.csv"
        progress={0.256}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('26');
    await userEvent.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('checkFile and formatBytes', () => {
  it('checks extension case-insensitively before size, with the limit inclusive', () => {
    expect(checkFile({ name: 'a.CSV', size: 10 }, accept, 10)).toBeNull();
    expect(checkFile({ name: 'a.csv', size: 11 }, accept, 10)).toBe('tooLarge');
    expect(checkFile({ name: 'a.csv.exe', size: 1 }, accept, 10)).toBe('wrongType');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500)).toBe('500 B');
  });
});
