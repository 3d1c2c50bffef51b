import { Button, Inline, Text } from '@tonggye/ui';
import { useId } from 'react';
import type { DatasetDetail } from '../../types';
import { useAnalysisTranslation } from '../localize';

export interface DatasetInUseProps {
  dataset: Pick<DatasetDetail, 'title' | 'fileName' | 'rowCount' | 'columns'>;
  /** Back to the upload step and the list of uploaded datasets. */
  onChoose(): void;
}

/**
 * Which file the analysis runs on. The site reopens the visitor's working dataset when another
 * analysis starts, so the page says which one it is and offers a way to pick another.
 */
export function DatasetInUse({ dataset, onChoose }: DatasetInUseProps) {
  const { t } = useAnalysisTranslation();
  const labelId = useId();
  const name = dataset.title || dataset.fileName;
  return (
    <section aria-labelledby={labelId}>
      <Inline gap="small" align="center" justify="space-between">
        <Inline gap="small" align="center">
          <Text as="span" weight="strong" id={labelId}>
            {t('wizard.datasetInUse.label')}
          </Text>
          <Text as="span">
            {name}
            {dataset.title && dataset.title !== dataset.fileName ? ` (${dataset.fileName})` : ''}
          </Text>
          <Text as="span" tone="muted">
            {t('wizard.datasetInUse.size', {
              rows: dataset.rowCount,
              columns: dataset.columns.length,
            })}
          </Text>
        </Inline>
        <Button variant="secondary" size="sm" onClick={onChoose}>
          {t('wizard.datasetInUse.choose')}
        </Button>
      </Inline>
    </section>
  );
}
