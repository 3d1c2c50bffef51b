import { useState } from 'react';
import { fetchQnaAttachment, type QnaAttachment, type QnaDetail } from '@tonggye/api';
import { Badge, Button, formatBytes, Heading, Inline, RichText, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { ActionFailure, formatDate, useCentreText } from './parts';

const baseURL = import.meta.env.VITE_API_BASE_URL ?? '';

/** Whether a question has its answer. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useCentreText();
  return status === 'answered' ? (
    <Badge tone="positive">{t('common.answered')}</Badge>
  ) : (
    <Badge tone="neutral">{t('common.waiting')}</Badge>
  );
}

/** A question (its text and files) and the answer area below it; headings start at h2. */
export function QnaThread({ qna }: { qna: QnaDetail }) {
  const { t } = useCentreText();
  return (
    <Stack gap="large">
      <Inline gap="small" align="center">
        <StatusBadge status={qna.status} />
        <Text size="small">{t('qna.askedAt', { date: formatDate(qna.createdAt) })}</Text>
      </Inline>
      <section aria-labelledby="qna-question">
        <Stack gap="small">
          <Heading level={2} id="qna-question">
            {t('qna.question')}
          </Heading>
          {/* The server's HTML of the text as written (escaped, line breaks kept). */}
          <RichText html={qna.contents} />
        </Stack>
      </section>
      {qna.attachments.length > 0 ? <Attachments files={qna.attachments} /> : null}
      <section aria-labelledby="qna-answer">
        <Stack gap="small">
          <Heading level={2} id="qna-answer">
            {t('qna.answer')}
          </Heading>
          {qna.answer ? (
            <Stack gap="small">
              {qna.answeredAt ? (
                <Text size="small">
                  {t('qna.answeredAt', { date: formatDate(qna.answeredAt) })}
                </Text>
              ) : null}
              <RichText html={qna.answer} />
            </Stack>
          ) : (
            <Stack gap="small">
              <div>
                <StatusBadge status={qna.status} />
              </div>
              <Text tone="muted">{t('qna.waitingText')}</Text>
            </Stack>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

/** The files of an own question: each downloads with the member's credential. */
function Attachments({ files }: { files: QnaAttachment[] }) {
  const { t } = useCentreText();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async (file: QnaAttachment) => {
    setBusy(file.id);
    setFailure(null);
    try {
      const blob = await fetchQnaAttachment(apiClient, baseURL, file);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="qna-files">
      <Stack gap="small">
        <Heading level={2} id="qna-files">
          {t('qna.attachments')}
        </Heading>
        {failure ? <ActionFailure title={t('qna.downloadFailed')} error={failure} /> : null}
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              <Inline gap="small" align="center">
                <Text>
                  {file.fileName} ({formatBytes(file.sizeBytes)})
                </Text>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === file.id}
                  aria-label={t('qna.download', { name: file.fileName })}
                  onClick={() => void download(file)}
                >
                  {t('qna.downloadShort')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
