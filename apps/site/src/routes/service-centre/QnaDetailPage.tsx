import { useState } from 'react';
import { useLocation } from 'wouter';
import { deleteQna, getMyQna, isApiError, updateQna, type QnaDetail } from '@tonggye/api';
import { Alert, AlertDialog, Button, EmptyState, Heading, Inline, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/apiClient';
import { AppLink } from '../../app/AppLink';
import { usePageTitle } from '../../app/UiStateContext';
import { useAction, useLoad } from '../my-activity/useRequest';
import { ActionFailure, CentrePage, ListSkeleton, LoadFailure, useCentreText } from './parts';
import { QnaForm, type QnaFormValues } from './QnaForm';
import { QnaThread } from './QnaThread';

const LIST_PATH = '/qna';

/**
 * `/qna/{id}` (members): one own question with its files and the answer area. While it waits
 * for its answer the member can edit it (the form of `/qna`, filled) or delete it (after a
 * confirmation); an answered question shows why it can no longer be changed.
 */
export function QnaDetailPage({ id }: { id: string }) {
  const { t } = useCentreText();
  const qna = useLoad((signal) => getMyQna(apiClient, id, { signal }), id);
  usePageTitle(qna.data?.title ?? t('qna.title'));
  const notFound = isApiError(qna.error) && qna.error.status === 404;
  return (
    <CentrePage>
      <Heading level={1}>{qna.data?.title ?? t('qna.title')}</Heading>
      {notFound ? (
        <EmptyState
          title={t('qna.notFound')}
          description={t('qna.notFoundText')}
          action={<AppLink href={LIST_PATH}>{t('qna.backToList')}</AppLink>}
        />
      ) : null}
      {qna.error && !notFound ? <LoadFailure error={qna.error} onRetry={qna.reload} /> : null}
      {qna.loading && !qna.data ? <ListSkeleton rows={6} /> : null}
      {qna.data && !notFound ? <OwnQuestion qna={qna.data} onChanged={qna.reload} /> : null}
      {notFound ? null : (
        <div>
          <AppLink href={LIST_PATH}>{t('qna.backToList')}</AppLink>
        </div>
      )}
    </CentrePage>
  );
}

function OwnQuestion({ qna, onChanged }: { qna: QnaDetail; onChanged: () => void }) {
  const { t } = useCentreText();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The edit's result: shown once after saving, cleared by the next edit or delete.
  const [saved, setSaved] = useState(false);
  const update = useAction((values: QnaFormValues) =>
    updateQna(apiClient, { id: qna.id, ...values }),
  );
  const remove = useAction(() => deleteQna(apiClient, qna.id));
  const answered = qna.status === 'answered' || Boolean(qna.answer);
  const editable = !answered && (qna.kind ?? 'individual') === 'individual';

  const startEdit = () => {
    setSaved(false);
    update.reset();
    setEditing(true);
  };
  const confirmDelete = async () => {
    setConfirming(false);
    setSaved(false);
    const done = await remove.run();
    if (done) navigate(LIST_PATH, { replace: true });
  };

  if (editing)
    return (
      <QnaForm
        headingId="qna-edit"
        heading={t('qna.editTitle')}
        submitLabel={t('qna.save')}
        failedTitle={t('qna.editFailed')}
        question={qna}
        busy={update.busy}
        error={update.error}
        onSubmit={async (values) => {
          const changed = await update.run(values);
          if (!changed) return false;
          update.reset();
          setSaved(true);
          setEditing(false);
          onChanged();
          return true;
        }}
        onCancel={() => setEditing(false)}
      />
    );

  return (
    <Stack gap="large">
      {saved ? (
        <Alert tone="positive" title={t('qna.saved')}>
          {t('qna.savedText')}
        </Alert>
      ) : null}
      {remove.error ? <ActionFailure title={t('qna.deleteFailed')} error={remove.error} /> : null}
      <QnaThread qna={qna} />
      {editable ? (
        <Inline gap="small">
          <Button variant="secondary" onClick={startEdit}>
            {t('qna.edit')}
          </Button>
          <Button variant="danger" loading={remove.busy} onClick={() => setConfirming(true)}>
            {t('qna.delete')}
          </Button>
        </Inline>
      ) : null}
      {answered ? <Text tone="muted">{t('qna.editClosed')}</Text> : null}
      <AlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={t('qna.confirmTitle')}
        description={t('qna.confirmText')}
        confirmLabel={t('qna.confirmDelete')}
        cancelLabel={t('qna.cancel')}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
