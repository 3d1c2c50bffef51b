import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { formatCell } from '../ResultTable/format';
import type { ResultColumn } from '../ResultTable/format';
import * as styles from './Chart.css';
import { chartMessages } from './chartMessages';
import { chartFileName, chartPngBlob, chartSvgBlob, downloadBlob } from './exportChart';
import type { ChartExportFormat } from './exportChart';

/** The data-table alternative: one row per mark, numbers formatted as in result tables. */
export interface ChartTableData {
  /** Header of the first column, which labels each row (e.g. 집단, 구간). */
  rowHeader: string;
  columns: ResultColumn[];
  rows: { label: string; cells: Record<string, number | string | null> }[];
}

/** Texts and hooks every chart shares; each chart passes them on to ChartFrame. */
export interface ChartCommonProps {
  title: string;
  /** What the chart shows, in a sentence; each chart writes one in `locale` when it is left out. */
  description?: string;
  /** Natural size in CSS pixels; the chart scales down to narrower containers. */
  width?: number;
  height?: number;
  /** Name of saved files without extension (default: the title). */
  fileName?: string;
  /** Receives the exported file instead of downloading it (uploads, tests). */
  onExport?: (format: ChartExportFormat, file: Blob) => void;
  defaultTableOpen?: boolean;
  showTableLabel?: string;
  hideTableLabel?: string;
  saveSvgLabel?: string;
  savePngLabel?: string;
  /** Number format and the language of every default text (chartMessages); default 'ko'. */
  locale?: 'ko' | 'en';
  /** Default decimals of numbers in the data table. */
  decimals?: number;
}

export interface ChartFrameProps extends ChartCommonProps {
  description: string;
  width: number;
  height: number;
  table: ChartTableData;
  /** SVG content, drawn in a viewBox of width × height. */
  children: ReactNode;
}

/**
 * The accessible shell of every chart: a figure whose SVG is an image named by the title and
 * described by the description, a "view as table" disclosure with the numbers, and SVG/PNG export.
 */
export function ChartFrame({
  title,
  description,
  width,
  height,
  table,
  children,
  fileName,
  onExport,
  defaultTableOpen = false,
  showTableLabel,
  hideTableLabel,
  saveSvgLabel,
  savePngLabel,
  locale = 'ko',
  decimals = 2,
}: ChartFrameProps) {
  const text = chartMessages(locale).frame;
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const tableId = `${id}-table`;
  const svgRef = useRef<SVGSVGElement>(null);
  const [tableOpen, setTableOpen] = useState(defaultTableOpen);

  async function exportAs(format: ChartExportFormat) {
    const svg = svgRef.current;
    if (!svg) return;
    try {
      const file = format === 'svg' ? chartSvgBlob(svg) : await chartPngBlob(svg);
      if (onExport) onExport(format, file);
      else downloadBlob(file, chartFileName(fileName ?? title, format));
    } catch (error) {
      // As a failed table copy: logged, the chart stays as it is.
      console.error(`Exporting the chart as ${format.toUpperCase()} failed`, error);
    }
  }

  const formatOptions = { decimals, pValueStyle: 'spss', locale } as const;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      </figcaption>
      <svg
        ref={svgRef}
        className={styles.svg}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        <title>{title}</title>
        <desc>{description}</desc>
        {children}
      </svg>
      <div className={styles.toolbar}>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
        >
          {tableOpen ? (hideTableLabel ?? text.hideTable) : (showTableLabel ?? text.showTable)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => exportAs('svg')}>
          {saveSvgLabel ?? text.saveSvg}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => exportAs('png')}>
          {savePngLabel ?? text.savePng}
        </Button>
      </div>
      <div
        id={tableId}
        className={styles.tableRegion}
        hidden={!tableOpen}
        role="region"
        aria-labelledby={`${tableId}-caption`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={`${tableId}-caption`} className={styles.tableCaption}>
            {title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {table.rowHeader}
              </th>
              {table.columns.map((column) => (
                <th key={column.key} scope="col" className={styles.headerCell}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row" className={styles.rowHeader}>
                  {row.label}
                </th>
                {table.columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    {formatCell(row.cells[column.key], column, formatOptions)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The props ChartFrame takes from a chart's own props, so each chart forwards them in one go. */
export function frameProps({
  title,
  fileName,
  onExport,
  defaultTableOpen,
  showTableLabel,
  hideTableLabel,
  saveSvgLabel,
  savePngLabel,
  locale,
  decimals,
}: ChartCommonProps): ChartCommonProps {
  return {
    title,
    fileName,
    onExport,
    defaultTableOpen,
    showTableLabel,
    hideTableLabel,
    saveSvgLabel,
    savePngLabel,
    locale,
    decimals,
  };
}
