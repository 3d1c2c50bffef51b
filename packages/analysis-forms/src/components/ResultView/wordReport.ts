/**
 * The Word report (.docx): every section one analysis, its tables as real Word tables in APA
 * style (number and title above, horizontal rules only), its warnings and notes, charts as
 * images, the interpretation, and the SPSS syntax in a monospace appendix. Opens and edits in
 * Word and in 한글. This module pulls in `docx`, so it is only ever loaded by a dynamic import
 * (`exportWord.ts`) and stays out of every page's initial bundle.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IBorderOptions,
} from 'docx';
import {
  columnHeaderGroups,
  footnoteMark,
  formatCell,
  withoutRepeatedNames,
  type FormatOptions,
  type ResultTableData,
} from '@tonggye/ui';

/** A chart drawn on the page, rasterised to PNG (pixel size of the drawing, not of the PNG). */
export interface ReportChart {
  title: string;
  description?: string;
  png: Uint8Array;
  width: number;
  height: number;
}

/** One analysis of the report. Texts are already in the reader's language. */
export interface ReportSection {
  /** The analysis name, the section's heading. */
  title: string;
  /** A line under the heading: data file, date. */
  subtitle?: string;
  tables: ResultTableData[];
  warnings: string[];
  charts: ReportChart[];
  /** The interpretation's paragraphs (summary, then detail); empty when there is none. */
  interpretation: string[];
  syntax: string | null;
}

/** The fixed words of the report, from the i18n catalogue. */
export interface ReportLabels {
  documentTitle: string;
  /** "표" / "Table" */
  table: string;
  /** "그림" / "Figure" */
  figure: string;
  /** "주." / "Note." */
  note: string;
  warnings: string;
  interpretation: string;
  /** The appendix heading ("부록: SPSS 구문"). */
  syntaxAppendix: string;
}

/** Body text: a serif for Latin script, 맑은 고딕 for Hangul (present in Word and 한글 alike). */
export const REPORT_FONT = {
  ascii: 'Times New Roman',
  hAnsi: 'Times New Roman',
  cs: 'Times New Roman',
  eastAsia: 'Malgun Gothic',
} as const;
/** Syntax: a fixed-width font for Latin script and 굴림체 (fixed-width Hangul) for names. */
export const SYNTAX_FONT = {
  ascii: 'Courier New',
  hAnsi: 'Courier New',
  cs: 'Courier New',
  eastAsia: 'GulimChe',
} as const;

const RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 8, color: '000000' };
const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** A4 text width at 2.54 cm margins, in twentieths of a point. */
const TEXT_WIDTH_TWIP = 9026;
/** Charts wider than the text are scaled down to it (pixels at 96 dpi). */
const TEXT_WIDTH_PX = 600;

function cellParagraph(
  text: string,
  options: { bold?: boolean; right?: boolean; marks?: string; centre?: boolean } = {},
): Paragraph {
  const runs = [new TextRun({ text, bold: options.bold ?? false })];
  if (options.marks) runs.push(new TextRun({ text: options.marks, superScript: true }));
  return new Paragraph({
    children: runs,
    alignment: options.right
      ? AlignmentType.RIGHT
      : options.centre
        ? AlignmentType.CENTER
        : AlignmentType.LEFT,
    spacing: { before: 20, after: 20 },
  });
}

/** A cell with rules only where APA puts them: under the header rows (the table rules frame it). */
function cell(
  paragraph: Paragraph,
  { bottomRule = false, columnSpan = 1 }: { bottomRule?: boolean; columnSpan?: number } = {},
): TableCell {
  return new TableCell({
    children: [paragraph],
    columnSpan,
    borders: { top: NONE, left: NONE, right: NONE, bottom: bottomRule ? RULE : NONE },
    margins: { left: 80, right: 80 },
  });
}

/** One result table as a Word table, cells formatted exactly as the result view shows them. */
function wordTable(given: ResultTableData, options: FormatOptions): Table {
  const table = withoutRepeatedNames(given);
  const grouped = table.rows.some((row) => row.group);
  const corner = grouped ? 2 : 1;
  const header: TableRow[] = [];
  if (table.columnGroups?.length) {
    const groups = columnHeaderGroups(table);
    // The first header row: group labels over their columns (a rule under each label); columns
    // outside any group are named in the second row, under an empty cell.
    header.push(
      new TableRow({
        tableHeader: true,
        children: [
          ...Array.from({ length: corner }, () => cell(cellParagraph(''))),
          ...groups.map((group) =>
            cell(cellParagraph(group.label, { centre: true }), {
              bottomRule: group.label !== '',
              columnSpan: group.columns.length,
            }),
          ),
        ],
      }),
    );
  }
  header.push(
    new TableRow({
      tableHeader: true,
      children: [
        ...Array.from({ length: corner }, () => cell(cellParagraph(''), { bottomRule: true })),
        ...table.columns.map((column) =>
          cell(cellParagraph(column.label, { centre: true }), { bottomRule: true }),
        ),
      ],
    }),
  );
  const body = table.rows.map((row, index) => {
    // A group's name heads the first row of its run only, as on screen.
    const groupText =
      grouped && (index === 0 || table.rows[index - 1]!.group !== row.group)
        ? (row.group ?? '')
        : '';
    const marks = (row.footnoteRefs ?? []).map(footnoteMark).join(',');
    // A row named in the group column only (its own group) carries its marks there.
    const ownGroup = row.label === '' && !!row.group;
    return new TableRow({
      children: [
        ...(grouped ? [cell(cellParagraph(groupText, ownGroup && marks ? { marks } : {}))] : []),
        cell(cellParagraph(row.label, !ownGroup && marks ? { marks } : {})),
        ...table.columns.map((column) =>
          cell(
            cellParagraph(formatCell(row.cells[column.key], column, options), {
              right: column.format !== 'text',
            }),
          ),
        ),
      ],
    });
  });
  return new Table({
    rows: [...header, ...body],
    width: { size: TEXT_WIDTH_TWIP, type: WidthType.DXA },
    borders: {
      top: RULE,
      bottom: RULE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
  });
}

/** APA's caption: the bold number on one line, the italic title on the next. */
function caption(kind: string, number: number, title: string): Paragraph[] {
  return [
    new Paragraph({
      children: [new TextRun({ text: `${kind} ${number}`, bold: true })],
      spacing: { before: 240 },
      keepNext: true,
    }),
    new Paragraph({
      children: [new TextRun({ text: title, italics: true })],
      spacing: { after: 80 },
      keepNext: true,
    }),
  ];
}

function tableNotes(table: ResultTableData, labels: ReportLabels): Paragraph[] {
  return (table.footnotes ?? []).map(
    (note, index) =>
      new Paragraph({
        children: [
          ...(index === 0 ? [new TextRun({ text: `${labels.note} `, italics: true })] : []),
          new TextRun({ text: footnoteMark(index), superScript: true }),
          new TextRun({ text: ` ${note}` }),
        ],
        spacing: { after: 40 },
      }),
  );
}

function lines(text: string): string[] {
  return text.split(/\r?\n/);
}

/** The document model of the report (exported for tests that inspect it before packing). */
export function reportDocument(
  sections: readonly ReportSection[],
  options: FormatOptions,
  labels: ReportLabels,
): Document {
  let tableNumber = 0;
  let figureNumber = 0;
  const body: (Paragraph | Table)[] = [
    new Paragraph({ text: labels.documentTitle, heading: HeadingLevel.TITLE }),
  ];
  sections.forEach((section, sectionIndex) => {
    body.push(
      new Paragraph({
        text: section.title,
        heading: HeadingLevel.HEADING_1,
        ...(sectionIndex > 0 ? { pageBreakBefore: true } : {}),
      }),
    );
    if (section.subtitle) body.push(new Paragraph({ text: section.subtitle }));
    if (section.warnings.length > 0) {
      body.push(new Paragraph({ text: labels.warnings, heading: HeadingLevel.HEADING_2 }));
      for (const warning of section.warnings)
        body.push(new Paragraph({ text: warning, bullet: { level: 0 } }));
    }
    for (const table of section.tables) {
      tableNumber += 1;
      body.push(...caption(labels.table, tableNumber, table.title));
      body.push(wordTable(table, options));
      body.push(...tableNotes(table, labels));
    }
    for (const chart of section.charts) {
      figureNumber += 1;
      body.push(...caption(labels.figure, figureNumber, chart.title));
      const scale = Math.min(1, TEXT_WIDTH_PX / Math.max(1, chart.width));
      body.push(
        new Paragraph({
          children: [
            new ImageRun({
              type: 'png',
              data: chart.png,
              transformation: {
                width: Math.round(chart.width * scale),
                height: Math.round(chart.height * scale),
              },
              altText: {
                name: chart.title,
                title: chart.title,
                description: chart.description ?? chart.title,
              },
            }),
          ],
        }),
      );
    }
    if (section.interpretation.length > 0) {
      body.push(new Paragraph({ text: labels.interpretation, heading: HeadingLevel.HEADING_2 }));
      for (const paragraph of section.interpretation)
        for (const line of lines(paragraph))
          if (line.trim() !== '') body.push(new Paragraph({ text: line, spacing: { after: 80 } }));
    }
  });
  const withSyntax = sections.filter((section) => section.syntax);
  if (withSyntax.length > 0) {
    body.push(
      new Paragraph({
        children: [new PageBreak()],
      }),
      new Paragraph({ text: labels.syntaxAppendix, heading: HeadingLevel.HEADING_1 }),
    );
    for (const section of withSyntax) {
      if (sections.length > 1)
        body.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_2 }));
      for (const line of lines(section.syntax!))
        body.push(
          new Paragraph({
            children: [new TextRun({ text: line, font: SYNTAX_FONT, size: 18 })],
            spacing: { before: 0, after: 0 },
          }),
        );
    }
  }
  return new Document({
    title: labels.documentTitle,
    creator: 'tonggye',
    styles: {
      default: {
        document: {
          run: { font: REPORT_FONT, size: 22 },
          paragraph: { spacing: { after: 120 } },
        },
      },
    },
    sections: [{ children: body }],
  });
}

/** The packed .docx file. */
export async function buildWordReport(
  sections: readonly ReportSection[],
  options: FormatOptions,
  labels: ReportLabels,
): Promise<Uint8Array> {
  const buffer = await Packer.toArrayBuffer(reportDocument(sections, options, labels));
  return new Uint8Array(buffer);
}
