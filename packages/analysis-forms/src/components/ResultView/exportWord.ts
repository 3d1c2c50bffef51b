/**
 * What the result view and the analysis history hand to the Word report, without loading it:
 * the report's sections from results, the charts on the page as PNG, and the download, which
 * imports `wordReport.ts` (and with it `docx`) only when a person asks for a report.
 */
import { chartPngBlob, type FormatOptions } from '@tonggye/ui';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import type { AnalysisLanguage } from '../../i18n';
import type { AnalysisResult, Interpretation } from '../../types';
import { localizeTable, localizedWarnings } from './ResultView';
import type { ReportChart, ReportLabels, ReportSection } from './wordReport';
import { downloadFile } from './exportTables';

export type { ReportChart, ReportLabels, ReportSection } from './wordReport';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How long one chart may take to rasterise before the report goes without it. */
const CHART_TIMEOUT_MS = 4000;

/** One analysis as a report section, its texts in the reader's language. */
export function reportSection(
  definition: AnyAnalysisDefinition,
  result: AnalysisResult,
  {
    title,
    language,
    decimals = null,
    subtitle,
    interpretation = null,
    syntax = null,
    charts = [],
  }: {
    title: string;
    language: AnalysisLanguage;
    decimals?: number | null;
    subtitle?: string;
    interpretation?: Interpretation | null;
    syntax?: string | null;
    charts?: ReportChart[];
  },
): ReportSection {
  // An interpretation in the other language stays out, as in the printed report.
  const shownInterpretation =
    interpretation &&
    (interpretation.language === undefined || interpretation.language === language)
      ? [interpretation.interpret, interpretation.interpretDetail].filter((text) => text !== '')
      : [];
  return {
    title,
    ...(subtitle ? { subtitle } : {}),
    tables: definition
      .resultTables(result)
      .map((table) => localizeTable(table, language, decimals)),
    warnings: localizedWarnings(result, language),
    charts,
    interpretation: shownInterpretation,
    syntax: syntax && syntax.trim() !== '' ? syntax : null,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The charts drawn inside `root` (each a `<figure>` whose SVG is the picture) as PNG images.
 * A chart the browser cannot rasterise (no canvas, as in a test DOM) is left out rather than
 * holding the report back.
 */
export async function captureCharts(root: ParentNode | null): Promise<ReportChart[]> {
  if (!root) return [];
  const svgs = [...root.querySelectorAll<SVGSVGElement>('figure svg[role="img"]')];
  const charts: ReportChart[] = [];
  for (const svg of svgs) {
    try {
      const blob = await withTimeout(chartPngBlob(svg, 2), CHART_TIMEOUT_MS);
      const png = new Uint8Array(await blob.arrayBuffer());
      const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '')
        .split(/[\s,]+/)
        .map(Number);
      const title = svg.querySelector('title')?.textContent ?? '';
      const description = svg.querySelector('desc')?.textContent ?? '';
      charts.push({
        title,
        ...(description ? { description } : {}),
        png,
        width: width || svg.clientWidth,
        height: height || svg.clientHeight,
      });
    } catch {
      // Skipped: the tables and texts still make a complete report.
    }
  }
  return charts;
}

/** A file name Windows and macOS accept. */
export function reportFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|\n\r\t]+/g, '_').trim() || 'report'}.docx`;
}

/** Builds the .docx (loading `docx` now, not with the page) and starts its download. */
export async function downloadWordReport(
  sections: readonly ReportSection[],
  options: FormatOptions,
  labels: ReportLabels,
  fileName: string,
): Promise<void> {
  const { buildWordReport } = await import('./wordReport');
  const bytes = await buildWordReport(sections, options, labels);
  downloadFile(bytes, reportFileName(fileName), DOCX_MIME);
}
