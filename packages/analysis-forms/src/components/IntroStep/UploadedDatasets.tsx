import { Button, Card, Inline, Stack, Text } from '@tonggye/ui';
import type { DatasetListItem } from '../../types';
import { formatDate, useWizardIntroTranslation } from '../localize';

/** The visitor's earlier uploads on the upload step, each to open or delete. */
export function UploadedDatasets({
  datasets,
  onOpen,
  onRemove,
}: {
  datasets: readonly DatasetListItem[];
  onOpen(uuid: string): void;
  onRemove(uuid: string): void;
}) {
  const { t } = useWizardIntroTranslation();
  return (
    <Stack as="ul" gap="small">
      {datasets.map((dataset) => (
        <li key={dataset.uuid}>
          <Card>
            <Inline gap="medium" justify="space-between">
              <Stack gap="xxsmall">
                <Text weight="strong">{dataset.title || dataset.fileName}</Text>
                <Text tone="muted" size="small">
                  {dataset.fileName} ·{' '}
                  {t('intro.rowsColumns', {
                    rows: dataset.rowCount,
                    columns: dataset.columnCount,
                  })}{' '}
                  · {t('intro.uploadedAt', { date: formatDate(dataset.createdAt) })}
                </Text>
              </Stack>
              <Inline gap="xsmall">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('intro.openNamed', {
                    title: dataset.title || dataset.fileName,
                  })}
                  onClick={() => onOpen(dataset.uuid)}
                >
                  {t('intro.open')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('intro.removeNamed', {
                    title: dataset.title || dataset.fileName,
                  })}
                  onClick={() => onRemove(dataset.uuid)}
                >
                  {t('intro.remove')}
                </Button>
              </Inline>
            </Inline>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
