import { useState } from 'react';
import { Button } from '../Button';
import { FileDrop, type FileDropMessages } from '../FileDrop';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface AttachmentPickerMessages {
  /** The accessible name of a file's remove button. */
  remove: (name: string) => string;
  /** The visible text of the remove button. */
  removeShort: string;
  /** Said when one more file than `maxFiles` is chosen. */
  tooMany: (count: number) => string;
}

export const attachmentPickerMessagesKo: AttachmentPickerMessages = {
  remove: (name) => `${name} 빼기`,
  removeShort: '빼기',
  tooMany: (count) => `첨부 파일은 ${count}개까지입니다.`,
};

export const attachmentPickerMessagesEn: AttachmentPickerMessages = {
  remove: (name) => `Remove ${name}`,
  removeShort: 'Remove',
  tooMany: (count) => `At most ${count} attachments.`,
};

export interface AttachmentPickerProps {
  /** The picker's label; also the accessible name of the list of chosen files. */
  label: string;
  description?: string;
  /** Extensions with the dot, e.g. ['.pdf', '.png']. */
  accept: readonly string[];
  /** Largest size of one file. */
  maxBytes: number;
  maxFiles: number;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A message about the files from outside (e.g. the server's refusal). */
  error?: string | null;
  messages?: Partial<AttachmentPickerMessages>;
  fileDropMessages?: Partial<FileDropMessages>;
}

/**
 * Attachments of a form: the kit's FileDrop to add one file at a time (type and size checked),
 * up to `maxFiles`, and the list of chosen files, each with a remove button. The files are the
 * caller's (a controlled value); nothing is uploaded here.
 */
export function AttachmentPicker({
  label,
  description,
  accept,
  maxBytes,
  maxFiles,
  files,
  onChange,
  error,
  messages,
  fileDropMessages,
}: AttachmentPickerProps) {
  const text = { ...attachmentPickerMessagesKo, ...messages };
  const [tooMany, setTooMany] = useState(false);
  const add = (file: File) => {
    if (files.length >= maxFiles) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    onChange([...files, file]);
  };
  return (
    <Stack gap="small">
      <FileDrop
        label={label}
        description={description}
        accept={accept}
        maxBytes={maxBytes}
        onFile={add}
        error={tooMany ? text.tooMany(maxFiles) : (error ?? null)}
        messages={fileDropMessages}
      />
      {files.length > 0 ? (
        <ul aria-label={label}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Inline gap="small" align="center">
                <Text>{file.name}</Text>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={text.remove(file.name)}
                  onClick={() => {
                    setTooMany(false);
                    onChange(files.filter((_, at) => at !== index));
                  }}
                >
                  {text.removeShort}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
