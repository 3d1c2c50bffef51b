import { Button, DataGrid, Heading, Inline, Stack, Tabs, Text, Textarea, vars } from '@tonggye/ui';
import { useState, type CSSProperties } from 'react';
import type { DatasetDetail, VariableType } from '../../types';
import { useAnalysisTranslation } from '../localize';
import { DataPrep, SelectedCases } from './DataPrep';
import type { DataPrepActions } from './PrepForms';
import type { PrepStep } from './prepSteps';
import { VariableEditor } from './VariableEditor';

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
  dataset: Pick<DatasetDetail, 'title' | 'rowCount' | 'columns' | 'preview' | 'version'>;
  /**
   * The server's data-preparation calls; with them the variable view edits variables and the
   * data step offers transforms (each change stores the dataset's whole transform list).
   */
  prep?: DataPrepActions;
  /** Factor groups of the analysis being set up, offered as scales to score. */
  factorGroups?: readonly { name: string; variables: string[] }[];
  /** Called when the person changes a variable's type; without it the types are read-only. */
  onTypeChange?(name: string, type: VariableType): void;
  /**
   * Saves a variable's value labels (`/dataset/update`); without it they are read-only.
   * Resolves when stored, rejects when the server refused.
   */
  onValueLabelsChange?(name: string, valueLabels: Record<string, string>): Promise<void>;
}

/** "1 = 남" lines → value labels; the number (from 1) of the first line that is not one. */
export function parseValueLabels(
  text: string,
): { valueLabels: Record<string, string> } | { invalidLine: number } {
  const valueLabels: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const at = line.indexOf('=');
    const value = at < 0 ? '' : line.slice(0, at).trim();
    const label = at < 0 ? '' : line.slice(at + 1).trim();
    if (value === '' || label === '') return { invalidLine: index + 1 };
    valueLabels[value] = label;
  }
  return { valueLabels };
}

export function valueLabelsText(valueLabels: Record<string, string> | undefined): string {
  return Object.entries(valueLabels ?? {})
    .map(([value, label]) => `${value} = ${label}`)
    .join('\n');
}

const variableTypes: readonly VariableType[] = ['numeric', 'categorical'];

/**
 * The data step, shown as the first panel of the setting step (the URL keeps the
 * spec's four steps): a virtualised preview of the rows, each variable's detected type (which
 * the person can correct), its label, value labels and missing count.
 */
export function DataStep({
  dataset,
  onTypeChange,
  onValueLabelsChange,
  prep,
  factorGroups,
}: DataStepProps) {
  const { t } = useAnalysisTranslation();
  const { preview } = dataset;
  const types = new Map(dataset.columns.map((column) => [column.name, column.type]));
  const [editing, setEditing] = useState<string | null>(null);
  const editedColumn = dataset.columns.find((column) => column.name === editing);
  const transforms = (dataset.version?.transforms ?? []) as PrepStep[];
  const headCell = { ...styles.cell, ...styles.head };
  return (
    <section aria-labelledby="data-step-heading" style={styles.panel}>
      <Stack gap="medium">
        <Stack gap="xsmall">
          <Heading level={2} id="data-step-heading">
            {t('dataStep.heading')}
          </Heading>
          <Text tone="muted">{t('dataStep.lead')}</Text>
        </Stack>
        {dataset.version ? (
          <SelectedCases selected={dataset.version.selectedCount} total={dataset.rowCount} />
        ) : null}
        <Tabs.Root defaultValue="data">
          <Tabs.List aria-label={t('dataPrep.tabs.label')}>
            <Tabs.Trigger value="data">{t('dataPrep.tabs.data')}</Tabs.Trigger>
            <Tabs.Trigger value="variables">{t('dataPrep.tabs.variables')}</Tabs.Trigger>
            {prep ? <Tabs.Trigger value="prep">{t('dataPrep.tabs.prep')}</Tabs.Trigger> : null}
          </Tabs.List>
          <Tabs.Content value="data">
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
          </Tabs.Content>
          <Tabs.Content value="variables">
            <Stack gap="medium">
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
                      <th scope="col" style={headCell}>
                        {t('dataStep.columns.valueLabels')}
                      </th>
                      <th scope="col" style={headCell}>
                        {t('dataPrep.variableView.level')}
                      </th>
                      <th scope="col" style={headCell}>
                        {t('dataPrep.variableView.missingValues')}
                      </th>
                      {prep ? (
                        <th scope="col" style={headCell}>
                          {t('dataPrep.variableView.edit')}
                        </th>
                      ) : null}
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
                          <ValueLabelsCell
                            name={column.name}
                            valueLabels={column.valueLabels}
                            {...(onValueLabelsChange ? { onSave: onValueLabelsChange } : {})}
                          />
                        </td>
                        <td style={styles.cell}>
                          {column.measure
                            ? t(`dataPrep.levels.${column.measure}`)
                            : t('dataStep.none')}
                        </td>
                        <td style={styles.cell}>
                          {column.missingValues && column.missingValues.length > 0
                            ? column.missingValues.join(', ')
                            : t('dataStep.none')}
                        </td>
                        {prep ? (
                          <td style={styles.cell}>
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={t('dataPrep.variableView.editNamed', {
                                name: column.name,
                              })}
                              aria-expanded={editing === column.name}
                              onClick={() => setEditing(column.name)}
                            >
                              {t('dataPrep.variableView.edit')}
                            </Button>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {prep && editedColumn ? (
                <VariableEditor
                  // A fresh form for each variable.
                  key={editedColumn.name}
                  column={editedColumn}
                  transforms={transforms}
                  apply={prep.apply}
                  onClose={() => setEditing(null)}
                />
              ) : null}
              <Text tone="muted" size="small">
                {t('dataStep.missingNote')}
              </Text>
              {onTypeChange ? (
                <Text tone="muted" size="small">
                  {t('dataStep.typeNote')}
                </Text>
              ) : null}
            </Stack>
          </Tabs.Content>
          {prep ? (
            <Tabs.Content value="prep">
              <DataPrep
                columns={dataset.columns}
                version={dataset.version}
                actions={prep}
                {...(factorGroups ? { factorGroups } : {})}
              />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      </Stack>
    </section>
  );
}

/** A variable's value labels, with an editor when they can be saved. */
function ValueLabelsCell({
  name,
  valueLabels,
  onSave,
}: {
  name: string;
  valueLabels: Record<string, string> | undefined;
  onSave?(name: string, valueLabels: Record<string, string>): Promise<void>;
}) {
  const { t } = useAnalysisTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown =
    valueLabels && Object.keys(valueLabels).length > 0
      ? Object.entries(valueLabels)
          .map(([value, label]) => `${value} = ${label}`)
          .join(', ')
      : t('dataStep.none');
  if (!onSave) return <>{shown}</>;
  if (draft === null)
    return (
      <Inline gap="small">
        <span>{shown}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('dataStep.valueLabels.editNamed', { name })}
          onClick={() => {
            setDraft(valueLabelsText(valueLabels));
            setError(null);
          }}
        >
          {t('dataStep.valueLabels.edit')}
        </Button>
      </Inline>
    );
  const save = () => {
    const parsed = parseValueLabels(draft);
    if ('invalidLine' in parsed) {
      setError(t('dataStep.valueLabels.invalid', { line: parsed.invalidLine }));
      return;
    }
    setSaving(true);
    onSave(name, parsed.valueLabels)
      .then(() => setDraft(null))
      .catch(() => setError(t('dataStep.valueLabels.failed')))
      .finally(() => setSaving(false));
  };
  return (
    <Stack gap="small">
      <Textarea
        label={t('dataStep.valueLabels.field', { name })}
        description={t('dataStep.valueLabels.help')}
        value={draft}
        onChange={setDraft}
        rows={4}
        error={error}
      />
      <Inline gap="small">
        <Button variant="primary" size="sm" disabled={saving} onClick={save}>
          {t('dataStep.valueLabels.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
          {t('dataStep.valueLabels.cancel')}
        </Button>
      </Inline>
    </Stack>
  );
}
