import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  FileDrop,
  fileDropMessagesEn,
  fileDropMessagesKo,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  visuallyHidden,
} from '@tonggye/ui';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { WizardError } from '../../machines/errors';
import type { UploadInput } from '../../machines/wizard';
import { fileEncodings, type DatasetListItem, type FileEncoding } from '../../types';
import { useWizardIntroTranslation, useErrorText } from '../localize';

/**
 * The earlier uploads, with their dates, in a chunk of their own fetched only when there are
 * any: a first visit, which has none, shows the upload form without them.
 */
const UploadedDatasets = lazy(() =>
  import('./UploadedDatasets').then((m) => ({ default: m.UploadedDatasets })),
);

export const ACCEPTED_FILE_TYPES = ['.csv', '.xlsx', '.sav'];
/** Upload size limit shown to the visitor; the server enforces its own. */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface IntroStepProps {
  datasets: readonly DatasetListItem[];
  onUpload(upload: UploadInput): void;
  onOpen(uuid: string): void;
  onRemove(uuid: string): void;
  uploading?: boolean;
  error?: WizardError | null;
  maxBytes?: number;
  /** Offers a bundled sample file, so a visitor can try the analysis without data of their own. */
  onUseSample?: () => void;
  /** The analysis's word about its steps (the definition's `introNoteKey`), already translated. */
  note?: string;
  /**
   * The visitor's earlier uploads are being asked for: with none listed yet, their section keeps
   * the room of its empty state, unseen, until the answer comes (the page the build prerenders
   * cannot know them, and nothing below moves when they arrive).
   */
  listing?: boolean;
}

/** Step 1: upload a file (with reading options) or open an earlier upload. */
export function IntroStep({
  datasets,
  onUpload,
  onOpen,
  onRemove,
  uploading = false,
  error,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  onUseSample,
  note,
  listing = false,
}: IntroStepProps) {
  const { t, language } = useWizardIntroTranslation();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [firstRowAsNames, setFirstRowAsNames] = useState(true);
  const [encoding, setEncoding] = useState<FileEncoding>('auto');
  const [missingFile, setMissingFile] = useState(false);
  const serverError = errorText(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) {
      setMissingFile(true);
      return;
    }
    onUpload({ file, title: title.trim(), firstRowAsNames, encoding });
  };

  return (
    <Stack gap="xlarge">
      {note ? <Alert tone="info">{note}</Alert> : null}
      <form noValidate onSubmit={submit} aria-labelledby="analysis-intro-heading">
        <Stack gap="medium">
          <Stack gap="xsmall">
            <Heading level={2} id="analysis-intro-heading">
              {t('intro.heading')}
            </Heading>
            <Text tone="muted">{t('intro.lead')}</Text>
          </Stack>
          {serverError ? (
            <Alert tone="critical" title={t('wizard.errorTitle')}>
              {serverError}
            </Alert>
          ) : null}
          <FileDrop
            label={t('intro.fileLabel')}
            description={t('intro.fileDescription', { size: Math.round(maxBytes / (1024 * 1024)) })}
            accept={ACCEPTED_FILE_TYPES}
            maxBytes={maxBytes}
            fileName={file?.name ?? null}
            onFile={(chosen) => {
              setFile(chosen);
              setMissingFile(false);
            }}
            error={missingFile ? t('intro.noFile') : null}
            messages={language === 'en' ? fileDropMessagesEn : fileDropMessagesKo}
          />
          <TextField
            label={t('intro.titleLabel')}
            description={t('intro.titleDescription')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            name="title"
          />
          <Checkbox
            label={t('intro.firstRowAsNames')}
            checked={firstRowAsNames}
            onCheckedChange={setFirstRowAsNames}
          />
          <Select
            label={t('intro.encodingLabel')}
            name="encoding"
            options={fileEncodings.map((value) => ({ value, label: t(`intro.encoding.${value}`) }))}
            value={encoding}
            onChange={(value) =>
              setEncoding(fileEncodings.find((known) => known === value) ?? 'auto')
            }
          />
          <Inline gap="small" justify="flex-end">
            {onUseSample ? (
              <Button variant="secondary" onClick={onUseSample}>
                {t('intro.useSample')}
              </Button>
            ) : null}
            <Button type="submit" variant="primary" loading={uploading}>
              {t('intro.upload')}
            </Button>
          </Inline>
        </Stack>
      </form>
      <section aria-labelledby="analysis-previous-heading">
        <Stack gap="medium">
          <Heading level={3} id="analysis-previous-heading">
            {t('intro.previous')}
          </Heading>
          {datasets.length === 0 && listing ? (
            <div aria-busy="true" data-listing="">
              <span className={visuallyHidden}>{t('wizard.loading.datasets')}</span>
              <div aria-hidden="true" style={{ visibility: 'hidden' }}>
                <EmptyState title={t('intro.empty')} />
              </div>
            </div>
          ) : datasets.length === 0 ? (
            <EmptyState title={t('intro.empty')} />
          ) : (
            // Until the list's code arrives the section says it is busy; the visual tests wait
            // for `data-lazy-part` to go before they take their picture.
            <Suspense fallback={<div aria-busy="true" data-lazy-part="" />}>
              <UploadedDatasets datasets={datasets} onOpen={onOpen} onRemove={onRemove} />
            </Suspense>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
