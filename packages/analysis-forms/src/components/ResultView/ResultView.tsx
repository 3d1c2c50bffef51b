import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  ResultTable,
  Select,
  Stack,
  Switch,
  Text,
  type PValueStyle,
} from '@tonggye/ui';
import type { AnalysisHandOver, AnyAnalysisDefinition } from '../../definitions/types';
import type { CaseSelection } from '../DataStep/DataPrep';
import { FactorGroupsStep } from '../FactorGroups/FactorGroupsStep';
import type { AnalysisLanguage } from '../../i18n';
import type { AnalysisResult, Interpretation, ResultTableModel } from '../../types';
import { Lines } from '../InterpretationStep/InterpretationStep';
import { pickText, useAnalysisTranslation } from '../localize';
import { ResultCharts } from './ResultCharts';
import { withIntegerCounts } from './counts';
import { downloadFile, resultWorkbook, XLSX_MIME } from './exportTables';
import { captureCharts, downloadWordReport, reportSection } from './exportWord';
import { SyntaxPanel } from './SyntaxPanel';

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
  /**
   * The interpretation produced for this result, if any: part of the report (and so of its
   * print / PDF) when it is in the reader's language.
   */
  interpretation?: Interpretation | null;
  /** SPSS syntax reproducing the run, when the server sent it: a panel and part of exports. */
  syntax?: string | null;
  /** The cases the analysis ran on, when a filter or a random sample chose them. */
  cases?: CaseSelection | null;
}

/**
 * Decimal places of 'number' columns: `null` keeps each column's own (as SPSS shows it, 3
 * where the engine names none); a chosen number applies to every decimal column.
 */
const DECIMAL_CHOICES = [0, 1, 2, 3, 4, 5, 6] as const;
const DEFAULT_DECIMALS = 3;

/**
 * Print rules of the report: the browser's print (or "save as PDF") shows the result, its
 * charts and notes, without the site's header, navigation, footer and the buttons.
 */
const PRINT_CSS = `@media print {
  header, nav, footer, [data-print-hide], [data-analysis-report] button { display: none !important; }
  [data-analysis-report] table { break-inside: avoid; }
}`;

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * The engine writes fixed row texts as 'Korean (English)' ('등분산을 가정함 (Equal variances
 * assumed)', "'학년' 종속 ('학년' Dependent)"). English readers get the part in brackets; a
 * text is split only when the part before is Korean and the bracketed part is English apart
 * from quoted names, so a variable such as '만족도 (5점)' stays whole.
 */
export function bilingualText(text: string, language: AnalysisLanguage): string {
  if (language !== 'en' || !text.endsWith(')')) return text;
  let depth = 0;
  let open = -1;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) {
      open = i;
      break;
    }
  }
  if (open <= 0 || text[open - 1] !== ' ') return text;
  const korean = text.slice(0, open - 1);
  const english = text.slice(open + 1, -1);
  // Names appear unquoted in both halves ('성별 중 % (% within 성별)'): a word the Korean part
  // has too is a name, not Korean wording.
  const koreanWords = new Set(korean.split(/\s+/));
  const unquoted = english
    .replace(/'[^']*'/g, '')
    .split(/\s+/)
    .filter((word) => !koreanWords.has(word))
    .join(' ');
  if (!HANGUL.test(korean) || HANGUL.test(unquoted) || !/[A-Za-z]/.test(unquoted)) return text;
  return english;
}

/** Rows with their bilingual texts in the reader's language; untouched rows stay the same. */
function englishRows(rows: ResultTableModel['rows'], language: AnalysisLanguage) {
  if (language !== 'en') return rows;
  let changed = false;
  const next = rows.map((row) => {
    const cells = Object.fromEntries(
      Object.entries(row.cells).map(([key, value]) => [
        key,
        typeof value === 'string' ? bilingualText(value, language) : value,
      ]),
    );
    const label = bilingualText(row.label, language);
    const group = row.group === undefined ? undefined : bilingualText(row.group, language);
    const same =
      label === row.label &&
      group === row.group &&
      Object.keys(cells).every((key) => cells[key] === row.cells[key]);
    if (same) return row;
    changed = true;
    return { ...row, label, ...(group !== undefined ? { group } : {}), cells };
  });
  return changed ? next : rows;
}

/** An engine table with its texts in one language, as the UI kit's ResultTable takes it. */
export function localizeTable(
  table: ResultTableModel,
  language: AnalysisLanguage,
  decimals: number | null = null,
) {
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
      // Columns named after the engine's row texts ("(상수) (Constant)") are bilingual too.
      label: bilingualText(pickText(column.label, language), language),
      ...(decimals !== null && (column.format === 'number' || column.format === 'df')
        ? { decimals }
        : {}),
    })),
    // Counts in decimal columns are shown as integers (counts.ts).
    rows: englishRows(withIntegerCounts(table, language), language),
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
  interpretation = null,
  syntax = null,
  cases = null,
}: ResultViewProps) {
  const { t, language } = useAnalysisTranslation();
  const [decimals, setDecimals] = useState<number | null>(null);
  const [wordState, setWordState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const chartsRef = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<PValueStyle>(pValueStyle);
  const tables = definition.resultTables(result);
  const shownTables = tables.map((table) => localizeTable(table, language, decimals));
  const warnings = localizedWarnings(result, language);
  const title = t(definition.titleKey);
  const shownSyntax = syntax && syntax.trim() !== '' ? syntax : null;
  // The options the tables are drawn with, so every export shows the same digits.
  const formatOptions = {
    decimals: decimals ?? DEFAULT_DECIMALS,
    pValueStyle: style,
    locale: language,
  };
  const downloadXlsx = () =>
    downloadFile(
      resultWorkbook(
        t('result.sheetName'),
        shownTables,
        formatOptions,
        shownSyntax ? { sheetName: t('result.syntaxSheet'), text: shownSyntax } : null,
      ),
      `${title}.xlsx`,
      XLSX_MIME,
    );
  const downloadWord = async () => {
    if (wordState === 'busy') return;
    setWordState('busy');
    try {
      const section = reportSection(definition, result, {
        title,
        language,
        decimals,
        interpretation,
        syntax: shownSyntax,
        charts: await captureCharts(chartsRef.current),
      });
      await downloadWordReport([section], formatOptions, reportLabels(t), title);
      setWordState('done');
    } catch (error) {
      console.error('Making the Word report failed', error);
      setWordState('failed');
    }
  };
  return (
    <section aria-labelledby="analysis-result-heading" data-analysis-report="">
      {/* The printed report: tables, charts and notes without the site's frame and buttons. */}
      <style>{PRINT_CSS}</style>
      <Stack gap="large">
        <Heading level={2} id="analysis-result-heading">
          {title} · {t('result.heading')}
        </Heading>
        {cases ? <Text weight="strong">{t('dataPrep.selected', { ...cases })}</Text> : null}
        {tables.length > 0 ? (
          <div role="group" aria-label={t('result.toolsLabel')} data-print-hide="">
            <Inline gap="medium" align="flex-end">
              <Select
                label={t('result.decimals')}
                options={[
                  { value: 'auto', label: t('result.decimalsAuto') },
                  ...DECIMAL_CHOICES.map((n) => ({ value: String(n), label: String(n) })),
                ]}
                value={decimals === null ? 'auto' : String(decimals)}
                onChange={(value) => setDecimals(value === 'auto' ? null : Number(value))}
              />
              <Switch
                label={t('result.apa')}
                description={t('result.apaHelp')}
                checked={style === 'apa'}
                onCheckedChange={(checked) => setStyle(checked ? 'apa' : 'spss')}
              />
              <Button variant="secondary" onClick={downloadXlsx}>
                {t('result.downloadXlsx')}
              </Button>
              <Button
                variant="secondary"
                loading={wordState === 'busy'}
                onClick={() => void downloadWord()}
              >
                {t('result.downloadDocx')}
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                {t('result.print')}
              </Button>
            </Inline>
            <span role="status">
              {wordState === 'busy'
                ? t('result.preparingDocx')
                : wordState === 'done'
                  ? t('result.docxReady')
                  : ''}
            </span>
            {wordState === 'failed' ? (
              <Alert tone="critical">{t('result.docxFailed')}</Alert>
            ) : null}
          </div>
        ) : null}
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
        {shownTables.map((table) => (
          <ResultTable
            key={table.id}
            table={table}
            decimals={decimals ?? DEFAULT_DECIMALS}
            pValueStyle={style}
            copyLabel={t('result.copy')}
            copiedLabel={t('result.copied')}
            locale={language}
          />
        ))}
        <div ref={chartsRef}>
          <ResultCharts charts={definition.resultCharts?.(result, values) ?? []} />
        </div>
        {shownSyntax ? <SyntaxPanel syntax={shownSyntax} /> : null}
        {interpretation ? <ReportInterpretation interpretation={interpretation} /> : null}
        {definition.followUp === 'factorGroups' && onHandOver ? (
          <FactorGroupsStep result={result} onHandOver={onHandOver} />
        ) : null}
        <div data-print-hide="">
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
        </div>
      </Stack>
    </section>
  );
}

/** The report's fixed words in the reader's language. */
export function reportLabels(t: (key: string) => string) {
  return {
    documentTitle: t('result.report.documentTitle'),
    table: t('result.report.table'),
    figure: t('result.report.figure'),
    note: t('result.report.note'),
    warnings: t('result.report.warnings'),
    interpretation: t('result.report.interpretation'),
    syntaxAppendix: t('result.report.syntaxAppendix'),
  };
}

/**
 * The interpretation as a part of the report, under the tables and charts, so the browser's
 * print / PDF holds it too. A text asked in the other language (the reader switched since) is
 * left out of the report, with a note on screen to ask for it again.
 */
function ReportInterpretation({ interpretation }: { interpretation: Interpretation }) {
  const { t, language } = useAnalysisTranslation();
  if (interpretation.language !== undefined && interpretation.language !== language)
    return (
      <div data-print-hide="">
        <Alert tone="info">{t('result.interpretationOtherLanguage')}</Alert>
      </div>
    );
  return (
    <section aria-labelledby="analysis-report-interpretation-heading" data-report-interpretation="">
      <Stack gap="medium">
        <Heading level={3} id="analysis-report-interpretation-heading">
          {t('interpretation.heading')}
        </Heading>
        <Card title={t('interpretation.summary')}>
          <Lines text={interpretation.interpret} />
        </Card>
        <Card title={t('interpretation.detail')}>
          <Lines text={interpretation.interpretDetail} />
        </Card>
      </Stack>
    </section>
  );
}
