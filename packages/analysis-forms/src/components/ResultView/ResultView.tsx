import { Alert, Button, EmptyState, Heading, Inline, ResultTable, Stack } from '@tonggye/ui';
import type { AnalysisHandOver, AnyAnalysisDefinition } from '../../definitions/types';
import { FactorGroupsStep } from '../FactorGroups/FactorGroupsStep';
import type { AnalysisLanguage } from '../../i18n';
import type { AnalysisResult, ResultTableModel } from '../../types';
import { pickText, useAnalysisTranslation } from '../localize';
import { ResultCharts } from './ResultCharts';

export interface ResultViewProps {
  definition: AnyAnalysisDefinition;
  result: AnalysisResult;
  onInterpret?(): void;
  onEdit?(): void;
  pValueStyle?: 'spss' | 'apa';
  /** The submitted options (charts the person asked for); null when unknown. */
  values?: Record<string, unknown> | null;
  /** Opens another analysis from this result (the definition's `followUp`). */
  onHandOver?(handOver: AnalysisHandOver): void;
}

/** An engine table with its texts in one language, as the UI kit's ResultTable takes it. */
export function localizeTable(table: ResultTableModel, language: AnalysisLanguage) {
  return {
    id: table.id,
    title: pickText(table.title, language),
    ...(table.columnGroups
      ? {
          columnGroups: table.columnGroups.map((group) => ({
            label: pickText(group.label, language),
            span: group.span,
          })),
        }
      : {}),
    columns: table.columns.map((column) => ({
      ...column,
      label: pickText(column.label, language),
    })),
    rows: table.rows,
    ...(table.footnotes
      ? { footnotes: table.footnotes.map((note) => pickText(note, language)) }
      : {}),
  };
}

/** The warnings in the reader's language (English only when every line has a translation). */
export function localizedWarnings(result: AnalysisResult, language: AnalysisLanguage): string[] {
  if (language === 'en' && result.warningsEn && result.warningsEn.length === result.warnings.length)
    return result.warningsEn;
  return result.warnings;
}

export function ResultView({
  definition,
  result,
  onInterpret,
  onEdit,
  pValueStyle = 'spss',
  values = null,
  onHandOver,
}: ResultViewProps) {
  const { t, language } = useAnalysisTranslation();
  const tables = definition.resultTables(result);
  const warnings = localizedWarnings(result, language);
  return (
    <section aria-labelledby="analysis-result-heading">
      <Stack gap="large">
        <Heading level={2} id="analysis-result-heading">
          {t(definition.titleKey)} · {t('result.heading')}
        </Heading>
        {warnings.length > 0 ? (
          <Alert tone="caution" title={t('result.warnings')}>
            <ul>
              {warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {tables.length === 0 ? <EmptyState title={t('result.empty')} /> : null}
        {tables.map((table) => (
          <ResultTable
            key={table.id}
            table={localizeTable(table, language)}
            pValueStyle={pValueStyle}
            copyLabel={t('result.copy')}
            copiedLabel={t('result.copied')}
            locale={language}
          />
        ))}
        <ResultCharts charts={definition.resultCharts?.(result, values) ?? []} />
        {definition.followUp === 'factorGroups' && onHandOver ? (
          <FactorGroupsStep result={result} onHandOver={onHandOver} />
        ) : null}
        <Inline gap="small" justify="flex-end">
          {onEdit ? (
            <Button variant="secondary" onClick={onEdit}>
              {t('result.edit')}
            </Button>
          ) : null}
          {onInterpret ? (
            <Button variant="primary" onClick={onInterpret}>
              {t('result.interpret')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </section>
  );
}
