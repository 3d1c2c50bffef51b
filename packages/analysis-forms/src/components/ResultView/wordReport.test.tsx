import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { chiDefinition } from '../../definitions/chi';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { chiInterpretationFixture, chiResultFixture } from '../../fixtures/chi';
import { tIndependentResultFixture } from '../../fixtures/tTests';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import type { AnalysisResult } from '../../types';
import { reportSection } from './exportWord';
import { buildWordReport, type ReportLabels } from './wordReport';

const tIndependent = tIndependentDefinition as unknown as AnyAnalysisDefinition;
const chi = chiDefinition as unknown as AnyAnalysisDefinition;
const tResult = tIndependentResultFixture as unknown as AnalysisResult;

const SYNTAX = [
  "T-TEST GROUPS=집단('1' '2')",
  '  /VARIABLES=사전 사후',
  '  /CRITERIA=CI(.95).',
].join('\n');

/** A 1×1 white PNG: a chart as the browser rasterises it. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

function labels(catalogue: { result: { report: ReportLabels } }): ReportLabels {
  return { ...catalogue.result.report };
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of every `w:t` inside a piece of WordprocessingML, joined. */
function texts(xml: string): string {
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decode(m[1]!)).join('');
}

/** A document's tables as rows of cell texts (a cell spanning columns is one entry). */
function tables(xml: string): string[][][] {
  return [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((table) =>
    [...table[1]!.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>|<w:tr [^>]*>([\s\S]*?)<\/w:tr>/g)].map((row) =>
      [...(row[1] ?? row[2]!).matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((cell) => texts(cell[1]!)),
    ),
  );
}

/** The paragraphs of a document as text (tables included, cell by cell). */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((m) =>
    texts(m[1] ?? m[2]!),
  );
}

async function unpack(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const read = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the .docx`);
    return strFromU8(file);
  };
  return { files, document: read('word/document.xml'), styles: read('word/styles.xml') };
}

const options = { decimals: 3, pValueStyle: 'spss' as const, locale: 'ko' as const };

describe('Word report (.docx)', () => {
  it('writes every result table as a Word table, with the numbers as the result view shows them', async () => {
    const section = reportSection(tIndependent, tResult, {
      title: '독립표본 t 검정',
      language: 'ko',
      syntax: SYNTAX,
    });
    const { document } = await unpack(await buildWordReport([section], options, labels(ko)));
    const found = tables(document);
    expect(found).toHaveLength(tIndependent.resultTables(tResult).length);

    const [groupStatistics, tests] = found;
    // Korean headers, the grouped variable named once on its first row, numbers at 3 decimals.
    expect(groupStatistics![0]).toEqual(['', '집단', 'N', '평균', '표준편차', '평균의 표준오차']);
    expect(groupStatistics![1]).toEqual(['사전', '1', '24', '61.846', '7.873', '1.607']);
    expect(groupStatistics![2]).toEqual(['', '2', '30', '65.990', '8.674', '1.584']);
    // Column groups above their columns (the independent-samples table).
    expect(tests![0]).toContain('Levene의 등분산 검정');
    expect(tests![0]).toContain('평균의 동일성에 대한 t 검정');
    // p without its leading zero, as SPSS prints it.
    expect(
      tests!
        .slice(2)
        .flat()
        .some((text) => /^\.\d{3}$/.test(text)),
    ).toBe(true);
    // APA captions: the number, then the title, above each table.
    const lines = paragraphs(document);
    expect(lines).toContain('표 1');
    expect(lines[lines.indexOf('표 1') + 1]).toBe('집단통계량');
    expect(lines).toContain('표 2');
    expect(lines[lines.indexOf('표 2') + 1]).toBe('독립표본 검정');
  });

  it('draws horizontal rules only and sets a Korean-capable font and a monospace syntax font', async () => {
    const section = reportSection(tIndependent, tResult, {
      title: '독립표본 t 검정',
      language: 'ko',
      syntax: SYNTAX,
    });
    const { document, styles } = await unpack(
      await buildWordReport([section], options, labels(ko)),
    );
    const borders = document.match(/<w:tblBorders>([\s\S]*?)<\/w:tblBorders>/)![1]!;
    expect(borders).toMatch(/<w:top w:val="single"/);
    expect(borders).toMatch(/<w:bottom w:val="single"/);
    expect(borders).toMatch(/<w:left w:val="none"/);
    expect(borders).toMatch(/<w:right w:val="none"/);
    expect(borders).toMatch(/<w:insideV w:val="none"/);
    expect(borders).toMatch(/<w:insideH w:val="none"/);
    // No cell draws a vertical line.
    expect(document).not.toMatch(/<w:(left|right) w:val="single"/);
    const defaults = styles.match(/<w:docDefaults>([\s\S]*?)<\/w:docDefaults>/)![1]!;
    expect(defaults).toMatch(/w:ascii="Times New Roman"/);
    expect(defaults).toMatch(/w:eastAsia="Malgun Gothic"/);

    const lines = paragraphs(document);
    const appendix = lines.indexOf('부록: SPSS 구문');
    expect(appendix).toBeGreaterThan(0);
    expect(lines.slice(appendix + 1, appendix + 4)).toEqual(SYNTAX.split('\n'));
    // Every syntax line is set in the fixed-width fonts.
    const syntaxRuns = [...document.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)].filter((run) =>
      texts(run[1]!).startsWith('T-TEST'),
    );
    expect(syntaxRuns).toHaveLength(1);
    expect(syntaxRuns[0]![1]).toMatch(/w:ascii="Courier New"/);
    expect(syntaxRuns[0]![1]).toMatch(/w:eastAsia="GulimChe"/);
  });

  it('uses English headers and captions in English, with the bracketed English row texts', async () => {
    const section = reportSection(tIndependent, tResult, {
      title: 'Independent-samples t test',
      language: 'en',
    });
    const { document } = await unpack(
      await buildWordReport([section], { ...options, locale: 'en' }, labels(en)),
    );
    const [groupStatistics, tests] = tables(document);
    // The group column is named after the grouping variable itself.
    expect(groupStatistics![0]).toEqual([
      '',
      '집단',
      'N',
      'Mean',
      'Std. Deviation',
      'Std. Error Mean',
    ]);
    expect(tests!.flat()).toContain('Equal variances assumed');
    expect(tests!.flat().join(' ')).not.toMatch(/등분산/);
    const lines = paragraphs(document);
    expect(lines).toContain('Table 1');
    expect(lines).toContain('Group Statistics');
    // No syntax, no appendix.
    expect(lines.some((line) => line.startsWith('Appendix'))).toBe(false);
  });

  it('puts several analyses, their notes, interpretation and charts into one document', async () => {
    const first = reportSection(tIndependent, tResult, {
      title: '독립표본 t 검정',
      subtitle: 'survey.csv · 2026-11-29',
      language: 'ko',
      syntax: SYNTAX,
      charts: [
        { title: '집단별 평균', description: '두 집단의 평균', png: PNG, width: 900, height: 450 },
      ],
    });
    const second = reportSection(chi, chiResultFixture, {
      title: '카이제곱 검정',
      language: 'ko',
      interpretation: { ...chiInterpretationFixture, language: 'ko' },
      syntax: 'CROSSTABS /TABLES=성별 BY 흡연\n  /STATISTICS=CHISQ PHI.',
    });
    const { document, files } = await unpack(
      await buildWordReport([first, second], options, labels(ko)),
    );
    const chiTables = chi.resultTables(chiResultFixture);
    const tTables = tIndependent.resultTables(tResult).length;
    expect(tables(document)).toHaveLength(tTables + chiTables.length);
    const lines = paragraphs(document);
    expect(lines).toContain('통계 분석 보고서');
    expect(lines).toContain('survey.csv · 2026-11-29');
    // Table numbers run on across the analyses.
    expect(lines).toContain(`표 ${tTables + chiTables.length}`);
    // The engine's footnotes under their table, marked as in SPSS.
    const footnote = chiTables.flatMap((table) => table.footnotes ?? [])[0];
    expect(footnote).toBeDefined();
    expect(lines.some((line) => line.endsWith(footnote!.ko))).toBe(true);
    expect(lines).toContain('주. a ' + footnote!.ko);
    // The interpretation, line by line.
    expect(lines).toContain('결과 해석');
    expect(lines).toContain('[APA 형식 보고]');
    expect(lines).toContain(chiInterpretationFixture.interpret);
    // The chart as an image scaled to the text width, described for screen readers.
    const media = Object.keys(files).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(files[media[0]!]).toEqual(PNG);
    expect(lines).toContain('그림 1');
    expect(document).toMatch(/<wp:docPr [^>]*descr="두 집단의 평균"/);
    expect(document).toMatch(/<wp:extent cx="5715000" cy="2857500"\/>/);
    // Each analysis's syntax in the appendix, under its name.
    const appendix = lines.indexOf('부록: SPSS 구문');
    expect(lines.slice(appendix)).toEqual(
      expect.arrayContaining([
        '독립표본 t 검정',
        '카이제곱 검정',
        'CROSSTABS /TABLES=성별 BY 흡연',
      ]),
    );
  });

  it('leaves out an interpretation written in the other language', () => {
    const section = reportSection(chi, chiResultFixture, {
      title: 'Chi-square test',
      language: 'en',
      interpretation: { ...chiInterpretationFixture, language: 'ko' },
    });
    expect(section.interpretation).toEqual([]);
  });
});
