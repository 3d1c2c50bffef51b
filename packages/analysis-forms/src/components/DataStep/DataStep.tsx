import { DataGrid, Heading, Stack, Text, vars } from '@tonggye/ui';
import type { CSSProperties } from 'react';
import type { DatasetDetail, VariableType } from '../../types';
import { useAnalysisTranslation } from '../localize';

// Token-based inline styles: this package ships no stylesheet of its own.
const styles = {
  panel: {
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  },
  tableScroll: { overflowX: 'auto' },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.small,
    color: vars.color.text,
  },
  caption: { textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.xsmall },
  cell: {
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderBottom: `1px solid ${vars.color.border}`,
    textAlign: 'left',
    verticalAlign: 'middle',
  },
  head: { color: vars.color.textMuted, fontWeight: 600 },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  select: {
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    padding: `2px ${vars.space.xsmall}`,
  },
} satisfies Record<string, CSSProperties>;

export interface DataStepProps {
  dataset: Pick<DatasetDetail, 'title' | 'rowCount' | 'columns' | 'preview'>;
  /** Called when the person changes a variable's type; without it the types are read-only. */
  onTypeChange?(name: string, type: VariableType): void;
}

const variableTypes: readonly VariableType[] = ['numeric', 'categorical'];

/**
 * The data step of issue 7, shown as the first panel of the setting step (the URL keeps the
 * spec's four steps): a virtualised preview of the rows, each variable's detected type (which
 * the person can correct), its label, value labels and missing count.
 */
export function DataStep({ dataset, onTypeChange }: DataStepProps) {
  const { t } = useAnalysisTranslation();
  const { preview } = dataset;
  const types = new Map(dataset.columns.map((column) => [column.name, column.type]));
  return (
    <section aria-labelledby="data-step-heading" style={styles.panel}>
      <Stack gap="medium">
        <Stack gap="xsmall">
          <Heading level={2} id="data-step-heading">
            {t('dataStep.heading')}
          </Heading>
          <Text tone="muted">{t('dataStep.lead')}</Text>
        </Stack>
        <DataGrid
          label={t('dataStep.grid', { title: dataset.title })}
          summary={t('dataStep.gridSummary', {
            rows: dataset.rowCount,
            shown: preview.rows.length,
            columns: preview.columns.length,
          })}
          columns={preview.columns.map((name) => ({
            key: name,
            label: name,
            type: types.get(name) ?? 'text',
          }))}
          rowCount={preview.rows.length}
          getValue={(row, column) => preview.rows[row]?.[column] ?? null}
          visibleRows={8}
          typeLabels={{
            numeric: t('dataStep.types.numeric'),
            categorical: t('dataStep.types.categorical'),
            text: t('dataStep.types.text'),
          }}
          missingLabel={t('dataStep.missingCell')}
          rowNumberLabel={t('dataStep.rowNumber')}
        />
        <div style={styles.tableScroll}>
          <table style={styles.table}>
            <caption style={styles.caption}>{t('dataStep.variables')}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.name')}
                </th>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.label')}
                </th>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.type')}
                </th>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.valid')}
                </th>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.missing')}
                </th>
                <th scope="col" style={{ ...styles.cell, ...styles.head }}>
                  {t('dataStep.columns.valueLabels')}
                </th>
              </tr>
            </thead>
            <tbody>
              {dataset.columns.map((column) => (
                <tr key={column.name}>
                  <th scope="row" style={styles.cell}>
                    {column.name}
                  </th>
                  <td style={styles.cell}>{column.label ?? ''}</td>
                  <td style={styles.cell}>
                    {onTypeChange ? (
                      <select
                        style={styles.select}
                        aria-label={t('dataStep.typeOf', { name: column.name })}
                        value={column.type}
                        onChange={(event) =>
                          onTypeChange(column.name, event.target.value as VariableType)
                        }
                      >
                        {variableTypes.map((type) => (
                          <option key={type} value={type}>
                            {t(`dataStep.types.${type}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(`dataStep.types.${column.type}`)
                    )}
                  </td>
                  <td style={{ ...styles.cell, ...styles.number }}>{column.validCount}</td>
                  <td style={{ ...styles.cell, ...styles.number }}>{column.missingCount}</td>
                  <td style={styles.cell}>
                    {column.valueLabels && Object.keys(column.valueLabels).length > 0
                      ? Object.entries(column.valueLabels)
                          .map(([value, label]) => `${value} = ${label}`)
                          .join(', ')
                      : t('dataStep.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Text tone="muted" size="small">
          {t('dataStep.missingNote')}
        </Text>
        {onTypeChange ? (
          <Text tone="muted" size="small">
            {t('dataStep.typeNote')}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
