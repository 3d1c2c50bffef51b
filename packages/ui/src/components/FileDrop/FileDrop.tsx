import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Button } from '../Button';
import * as fieldStyles from '../Field/Field.css';
import { describedBy } from '../Field';
import * as styles from './FileDrop.css';

export interface FileDropMessages {
  chooseFile: string;
  dropHint: string;
  acceptedTypes: (types: string, maxSize: string) => string;
  wrongType: (types: string) => string;
  tooLarge: (maxSize: string) => string;
  selectedFile: string;
  uploading: (percent: number) => string;
  cancel: string;
}

export const fileDropMessagesKo: FileDropMessages = {
  chooseFile: '파일 선택',
  dropHint: '파일을 이곳에 끌어다 놓거나 버튼을 눌러 선택하세요.',
  acceptedTypes: (types, maxSize) => `${types} 파일, 최대 ${maxSize}`,
  wrongType: (types) => `지원하지 않는 파일 형식입니다. ${types} 파일만 올릴 수 있습니다.`,
  tooLarge: (maxSize) => `파일이 너무 큽니다. ${maxSize} 이하의 파일만 올릴 수 있습니다.`,
  selectedFile: '선택한 파일',
  uploading: (percent) => `업로드 중 ${percent}%`,
  cancel: '업로드 취소',
};

export const fileDropMessagesEn: FileDropMessages = {
  chooseFile: 'Choose file',
  dropHint: 'Drag a file here or press the button to choose one.',
  acceptedTypes: (types, maxSize) => `${types} files, up to ${maxSize}`,
  wrongType: (types) => `This file type is not supported. Only ${types} files can be uploaded.`,
  tooLarge: (maxSize) => `The file is too large. Only files up to ${maxSize} can be uploaded.`,
  selectedFile: 'Selected file',
  uploading: (percent) => `Uploading ${percent}%`,
  cancel: 'Cancel upload',
};

export interface FileDropProps {
  label: string;
  description?: string;
  /** Extensions with the dot, e.g. ['.csv', '.xlsx', '.sav']. */
  accept: readonly string[];
  maxBytes: number;
  onFile: (file: File) => void;
  fileName?: string | null;
  /** Upload progress 0..1; null or undefined when not uploading. */
  progress?: number | null;
  onCancel?: () => void;
  error?: string | null;
  messages?: Partial<FileDropMessages>;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${rounded} ${units[unit]}`;
}

/** Why a file cannot be taken, or null when it can. Extension is checked case-insensitively. */
export function checkFile(
  file: { name: string; size: number },
  accept: readonly string[],
  maxBytes: number,
): 'wrongType' | 'tooLarge' | null {
  const name = file.name.toLowerCase();
  if (!accept.some((extension) => name.endsWith(extension.toLowerCase()))) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

export function FileDrop({
  label,
  description,
  accept,
  maxBytes,
  onFile,
  fileName,
  progress,
  onCancel,
  error,
  messages,
}: FileDropProps) {
  const text = { ...fileDropMessagesKo, ...messages };
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const types = accept.join(', ');
  const maxSize = formatBytes(maxBytes);
  const shownError = rejection ?? error ?? null;
  const uploading = progress !== null && progress !== undefined;
  const percent = uploading ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;

  function take(file: File | undefined) {
    if (!file) return;
    const problem = checkFile(file, accept, maxBytes);
    if (problem === 'wrongType') setRejection(text.wrongType(types));
    else if (problem === 'tooLarge') setRejection(text.tooLarge(maxSize));
    else {
      setRejection(null);
      onFile(file);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      {description ? (
        <p id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy([
          description && `${id}-description`,
          `${id}-hint`,
          shownError && `${id}-error`,
        ])}
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.hint}>{text.dropHint}</p>
        <p id={`${id}-hint`} className={styles.hint}>
          {text.acceptedTypes(types, maxSize)}
        </p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {text.chooseFile}
        </Button>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={accept.join(',')}
          className={visuallyHidden}
          tabIndex={-1}
          aria-label={`${label} ${text.chooseFile}`}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Choosing the same file again after a rejection must fire change again.
            event.target.value = '';
          }}
        />
        {fileName ? (
          <div className={styles.fileRow}>
            <span>
              {text.selectedFile}: <span className={styles.fileName}>{fileName}</span>
            </span>
          </div>
        ) : null}
        {uploading ? (
          <div className={styles.fileRow}>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={text.uploading(percent)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className={styles.progressBar} style={{ width: `${percent}%` }} />
            </div>
            <span aria-hidden="true">{percent}%</span>
            {onCancel ? (
              <Button variant="ghost" size="sm" onClick={onCancel}>
                {text.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
