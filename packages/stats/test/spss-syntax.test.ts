import { describe, expect, test } from 'vitest';
import {
  columnarOf,
  analysisIds,
  isValidSpssName,
  spssNames,
  spssSyntax,
  syntaxDataset,
  StatsInputError,
  type AnalysisId,
  type SyntaxDataset,
} from '../src';
import { inputError } from './helpers';

const dataset: SyntaxDataset = {
  fileName: '/data/설문.csv',
  columns: [
    { name: '성별', type: 'categorical', width: 3 },
    { name: '학년', type: 'numeric', decimals: 0, min: 1, max: 4 },
    { name: '점수', type: 'numeric', decimals: 2, min: 40, max: 99.5 },
    { name: '사전', type: 'numeric', decimals: 1 },
    { name: '사후', type: 'numeric', decimals: 1 },
    { name: '나이', type: 'numeric', decimals: 0, min: 19, max: 66 },
    { name: '만족 점수', type: 'numeric', decimals: 0 },
    { name: 'q1', type: 'numeric', decimals: 0, min: 1, max: 5 },
    { name: 'q2', type: 'numeric', decimals: 0, min: 1, max: 5 },
    { name: 'q3', type: 'numeric', decimals: 0, min: 0, max: 6 },
    { name: '매체1', type: 'numeric', decimals: 0, min: 0, max: 1 },
    { name: '매체2', type: 'numeric', decimals: 0, min: 0, max: 1 },
    { name: '흡연', type: 'categorical', width: 9 },
  ],
};

const syntax = (request: Record<string, unknown>, target: 'spss' | 'pspp' = 'spss') =>
  spssSyntax(request, dataset, { getData: false, target });

/** The text of the first command starting with `head`, up to its closing period. */
function commandText(text: string, head: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(head));
  expect(start, `no ${head} command in:\n${text}`).toBeGreaterThanOrEqual(0);
  const out: string[] = [];
  for (const line of lines.slice(start)) {
    out.push(line);
    if (line.endsWith('.')) break;
  }
  return out.join(' ').replace(/\s+/g, ' ');
}

describe('SPSS names', () => {
  test('Korean names are valid; spaces, leading digits, reserved words and long names are not', () => {
    expect(isValidSpssName('만족도')).toBe(true);
    expect(isValidSpssName('q1_total.2')).toBe(true);
    expect(isValidSpssName('만족 점수')).toBe(false);
    expect(isValidSpssName('1차')).toBe(false);
    expect(isValidSpssName('by')).toBe(false);
    expect(isValidSpssName('score.')).toBe(false);
    expect(isValidSpssName('#temp')).toBe(false);
    expect(isValidSpssName('가'.repeat(21))).toBe(true); // 63 bytes
    expect(isValidSpssName('가'.repeat(22))).toBe(false); // 66 bytes
  });

  test('invalid names get valid, unique names (case ignored), valid names stay', () => {
    const names = spssNames(['만족 점수', '만족_점수', '1차', 'AGE', 'age', 'with', '']);
    expect(names.get('만족_점수')).toBe('만족_점수');
    expect(names.get('만족 점수')).toBe('만족_점수_2');
    expect(names.get('1차')).toBe('V1차');
    expect(names.get('AGE')).toBe('AGE');
    expect(names.get('age')).toBe('age_2');
    expect(names.get('with')).toBe('with_');
    for (const name of names.values()) expect(isValidSpssName(name), name).toBe(true);
    expect(new Set([...names.values()].map((n) => n.toUpperCase())).size).toBe(names.size);
  });
});

describe('GET DATA prologue', () => {
  test('reads the CSV with one format per column, labels renamed variables and makes empty text missing', () => {
    const text = spssSyntax({ analysis: 't/one', variables: ['만족 점수'] }, dataset);
    const get = commandText(text, 'GET DATA');
    expect(get).toContain("/FILE='/data/설문.csv'");
    expect(get).toContain("/ENCODING='UTF8'");
    expect(get).toContain('/DELIMITERS=","');
    expect(get).toContain('/FIRSTCASE=2');
    expect(get).toContain('성별 A3 학년 F40.0 점수 F40.2');
    expect(get).toContain('만족_점수 F40.0');
    expect(commandText(text, 'VARIABLE LABELS')).toBe("VARIABLE LABELS 만족_점수 '만족 점수'.");
    expect(commandText(text, 'MISSING VALUES')).toBe("MISSING VALUES 성별 흡연 ('').");
    expect(commandText(text, 'T-TEST')).toContain('/VARIABLES= 만족_점수');
  });

  test('CP949, tabs and a file without a header row', () => {
    const text = spssSyntax(
      { analysis: 't/one', variables: ['점수'] },
      { ...dataset, encoding: 'cp949', delimiter: '\t', firstRowAsNames: false },
    );
    const get = commandText(text, 'GET DATA');
    expect(get).toContain("/ENCODING='CP949'");
    expect(get).toContain('/DELIMITERS="\\t"');
    expect(get).toContain('/FIRSTCASE=1');
  });

  test('an SPSS file is opened by GET FILE, its missing values kept', () => {
    const text = spssSyntax(
      { analysis: 't/one', variables: ['점수'] },
      { ...dataset, format: 'sav', fileName: 'a.sav' },
    );
    expect(text).toContain("GET FILE='a.sav'.");
    expect(text).not.toContain('GET DATA');
    expect(text).not.toContain('MISSING VALUES');
    expect(commandText(text, 'RENAME VARIABLES')).toBe('RENAME VARIABLES (만족 점수 = 만족_점수).');
  });

  test('an Excel sheet is read as the CSV it is saved as', () => {
    const text = spssSyntax(
      { analysis: 't/one', variables: ['점수'] },
      { ...dataset, format: 'xlsx', fileName: '설문.xlsx', sheet: '응답' },
    );
    expect(text.replace(/\n\s+/g, ' ')).toContain(
      'Save the sheet 응답 of 설문.xlsx as CSV UTF-8 (설문.csv)',
    );
    expect(commandText(text, 'GET DATA')).toContain("/FILE='설문.csv' /ENCODING='UTF8'");
  });

  test('syntaxDataset takes widths in bytes, decimals and ranges from the table', () => {
    const info = syntaxDataset(
      {
        rowCount: 3,
        columns: [
          { name: '이름', type: 'categorical', values: ['김똠이', 'ab', null] },
          { name: 'x', type: 'numeric', values: [1.25, null, -3] },
        ],
      },
      'a.csv',
    );
    expect(info.columns).toEqual([
      { name: '이름', type: 'categorical', width: 9, categories: ['ab', '김똠이'] },
      { name: 'x', type: 'numeric', decimals: 2, min: -3, max: 1.25 },
    ]);
  });

  test("a column's decimals are those of its longest spelling, whatever the order of its values", () => {
    // The spelling of every value, as a reader of the file would count its decimals.
    const spelt = (values: number[]) =>
      Math.min(
        16,
        Math.max(
          0,
          ...values.map((n) => {
            const text = String(n);
            const point = text.indexOf('.');
            return point >= 0 && !/e/i.test(text) ? text.length - point - 1 : 0;
          }),
        ),
      );
    let state = 20261129;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const cases: number[][] = [
      [0.1 + 0.2, 1, 2],
      [1, 2.5, 0.125, -7.75, 3.1],
      [1e-7, 2, 0.5],
      [1e21, 1.5],
      [123456789.123, 0.001],
      [Number.MAX_SAFE_INTEGER, 0.3],
      [-0, 0, 4.000001],
      [1 / 3, 2 / 3, 0.1],
    ];
    for (let c = 0; c < 200; c++) {
      const places = Math.floor(next() * 8);
      cases.push(
        Array.from({ length: 50 }, () => {
          const raw = (next() - 0.5) * 10 ** Math.floor(next() * 9);
          return next() < 0.1 ? raw : Math.round(raw * 10 ** places) / 10 ** places;
        }),
      );
    }
    for (const values of cases) {
      for (const order of [values, [...values].reverse()]) {
        const info = syntaxDataset(
          { rowCount: order.length, columns: [{ name: 'x', type: 'numeric', values: order }] },
          'a.csv',
        );
        expect(info.columns[0]).toMatchObject({ decimals: spelt(order) });
      }
    }
  });

  test('an upload read as typed arrays gives the facts its cells give', () => {
    const table = {
      rowCount: 5,
      columns: [
        {
          name: '이름',
          type: 'categorical' as const,
          values: ['김똠이', ' ab ', null, 'ab', '김똠이'],
        },
        { name: '빈', type: 'categorical' as const, values: [null, null, null, null, null] },
        { name: 'x', type: 'numeric' as const, values: [1.25, null, -3, 0.1 + 0.2, 7] },
        { name: 'y', type: 'numeric' as const, values: [null, null, null, null, null] },
      ],
    };
    const cells = syntaxDataset(table, 'a.csv');
    expect(syntaxDataset(columnarOf(table), 'a.csv')).toEqual(cells);
    expect(cells.columns[0]).toMatchObject({ width: 9, categories: ['ab', '김똠이'] });
    expect(cells.columns[2]).toMatchObject({ decimals: 16, min: -3, max: 7 });
  });

  test('transform lines come after GET DATA and before the analysis, in order', () => {
    const text = spssSyntax({ analysis: 't/one', variables: ['점수'] }, dataset, {
      transforms: ['COMPUTE z = 점수 / 10.', 'EXECUTE.'],
    });
    const lines = text.split('\n');
    const get = lines.findIndex((l) => l.startsWith('GET DATA'));
    const compute = lines.indexOf('COMPUTE z = 점수 / 10.');
    expect(compute).toBeGreaterThan(get);
    expect(lines[compute + 1]).toBe('EXECUTE.');
    expect(lines.findIndex((l) => l.startsWith('T-TEST'))).toBeGreaterThan(compute);
  });
});

describe('t-tests', () => {
  test('one sample: test value, confidence, missing treatment, effect sizes in SPSS only', () => {
    const request = {
      analysis: 't/one',
      variables: ['점수', '나이'],
      populationMean: 70.5,
      selectedConfidence: 90,
      selectedMissingValueControlMethod: 'listwise',
    };
    const t = commandText(syntax(request), 'T-TEST');
    expect(t).toBe(
      'T-TEST /TESTVAL=70.5 /MISSING=LISTWISE /VARIABLES= 점수 나이 /ES DISPLAY(TRUE) /CRITERIA=CI(0.9).',
    );
    expect(commandText(syntax(request, 'pspp'), 'T-TEST')).not.toContain('/ES');
  });

  test('paired: one WITH list, or one command per pair when a variable repeats', () => {
    const t = commandText(
      syntax({
        analysis: 't/paired',
        pairedSampleTestValue: [
          ['사전', '사후'],
          ['점수', '나이'],
        ],
      }),
      'T-TEST',
    );
    expect(t).toContain('PAIRS= 사전 점수 WITH 사후 나이 (PAIRED)');
    expect(t).toContain('/ES DISPLAY(TRUE) STANDARDIZER(SD)');
    expect(t).toContain('/MISSING=ANALYSIS');
    const repeated = syntax({
      analysis: 't/paired',
      pairedSampleTestValue: [
        ['사전', '사후'],
        ['점수', '사후'],
      ],
    });
    expect(repeated.match(/^T-TEST PAIRS=/gm)).toHaveLength(2);
  });

  test('independent: text groups quoted, numeric groups bare, cut point as one value', () => {
    const groups = (grouping: unknown) =>
      commandText(
        syntax({
          analysis: 't/independent',
          independentSampleTestValue: ['점수'],
          independentGroupingVariable: grouping,
        }),
        'T-TEST',
      );
    expect(groups({ variable: '성별', groups: ['남', "여'자"] })).toContain(
      "T-TEST GROUPS=성별('남' '여''자')",
    );
    expect(groups({ variable: '학년', groups: [1, '2'] })).toContain('T-TEST GROUPS=학년(1 2)');
    expect(groups({ variable: '나이', cutPoint: 40 })).toContain('T-TEST GROUPS=나이(40)');
  });
});

describe('ANOVA', () => {
  test('one-way: statistics, effect size, plot, confidence, post hoc keywords and alpha', () => {
    const request = {
      analysis: 'anova',
      dependents: ['점수', '나이'],
      factors: ['학년'],
      selectedAnovaOptions: [
        'descriptives',
        'homogeneity',
        'welch',
        'brownForsythe',
        'effectSize',
        'meansPlot',
      ],
      postHoc: ['tukey', 'gamesHowell', 'dunnettT3', 'dunnett', 'snk'],
      dunnettControl: 'first',
      selectedConfidence: 99,
    };
    const oneway = commandText(syntax(request), 'ONEWAY');
    expect(oneway).toContain('ONEWAY 점수 나이 BY 학년');
    expect(oneway).toContain('/ES=OVERALL');
    expect(oneway).toContain('/STATISTICS DESCRIPTIVES HOMOGENEITY WELCH BROWNFORSYTHE');
    expect(oneway).toContain('/PLOT MEANS');
    expect(oneway).toContain('/MISSING ANALYSIS');
    expect(oneway).toContain('/CRITERIA=CILEVEL(0.99)');
    expect(oneway).toContain('/POSTHOC= TUKEY GH T3 DUNNETT(1) SNK ALPHA(0.01)');
    const pspp = commandText(syntax(request, 'pspp'), 'ONEWAY');
    expect(pspp).not.toMatch(/WELCH|\/ES|CILEVEL|PLOT/);
  });

  test('a text factor is coded by AUTORECODE first', () => {
    const text = syntax({ analysis: 'anova', dependents: ['점수'], factors: ['성별'] });
    expect(commandText(text, 'AUTORECODE')).toBe('AUTORECODE VARIABLES=성별 /INTO 성별_code.');
    expect(commandText(text, 'ONEWAY')).toContain('BY 성별_code');
  });

  test('factorial: UNIANOVA with Type III, post hoc, EMMEANS, ETASQ and the full factorial design', () => {
    const request = {
      analysis: 'anova',
      dependents: ['점수'],
      factors: ['성별', '학년', '흡연'],
      anovaAnalysisType: 'factorial',
      selectedAnovaOptions: ['descriptives', 'homogeneity', 'effectSize'],
      postHoc: ['bonferroni'],
      pairwiseComparisons: 'sidak',
    };
    const text = syntax(request);
    const u = commandText(text, 'UNIANOVA');
    expect(u).toContain('UNIANOVA 점수 BY 성별_code 학년 흡연_code');
    expect(u).toContain('/METHOD=SSTYPE(3) /INTERCEPT=INCLUDE');
    expect(u).toContain('/POSTHOC= 성별_code 학년 흡연_code (BONFERRONI)');
    expect(u).toContain('/EMMEANS=TABLES(학년) COMPARE ADJ(SIDAK)');
    expect(u).toContain('/PRINT= DESCRIPTIVE HOMOGENEITY ETASQ');
    expect(u).toContain('/CRITERIA=ALPHA(0.05)');
    expect(u).toContain(
      '/DESIGN= 성별_code 학년 흡연_code 성별_code*학년 성별_code*흡연_code 학년*흡연_code 성별_code*학년*흡연_code.',
    );
    const glm = commandText(syntax(request, 'pspp'), 'GLM');
    expect(glm).not.toMatch(/POSTHOC|EMMEANS|PRINT/);
    expect(glm).toContain('/DESIGN=');
  });

  test('chosen terms go to /DESIGN as given', () => {
    const u = commandText(
      syntax({
        analysis: 'anova',
        dependents: ['점수'],
        factors: ['학년', '나이'],
        anovaAnalysisType: 'factorial',
        selectedEffect: ['학년', '학년*나이'],
      }),
      'UNIANOVA',
    );
    expect(u).toContain('/DESIGN= 학년 학년*나이.');
  });
});

test('crosstabs: layers, cells and statistics', () => {
  const c = commandText(
    syntax({
      analysis: 'chi',
      rows: '성별',
      columns: '흡연',
      layers: ['학년'],
      counts: ['observed', 'expected'],
      percentages: ['row', 'column', 'total'],
      chiSquareTest: true,
      statistics: ['phiCramer', 'contingency', 'lambda', 'gamma'],
    }),
    'CROSSTABS',
  );
  expect(c).toBe(
    'CROSSTABS /TABLES=성별 BY 흡연 BY 학년 /FORMAT=AVALUE TABLES /CELLS= COUNT EXPECTED ROW COLUMN TOTAL /STATISTICS= CHISQ PHI CC LAMBDA GAMMA.',
  );
});

describe('FACTOR', () => {
  const base = { analysis: 'factor', factorVariables: ['q1', 'q2', 'q3'] };

  test('defaults: principal components, eigenvalues over 1, no rotation, listwise', () => {
    const f = commandText(syntax(base), 'FACTOR');
    expect(f).toBe(
      'FACTOR /VARIABLES q1 q2 q3 /MISSING LISTWISE /ANALYSIS q1 q2 q3 /PRINT INITIAL KMO EXTRACTION /CRITERIA MINEIGEN(1) ITERATE(25) /EXTRACTION PC /CRITERIA ITERATE(25) /ROTATION NOROTATE /METHOD=CORRELATION.',
    );
  });

  test('every option reaches its subcommand', () => {
    const f = commandText(
      syntax({
        ...base,
        selectedMethod: 'ml',
        selectedRotationMethod: 'oblimin',
        delta: -0.5,
        selectedExtract: 'fixed',
        factorsToExtract: 2,
        extractIteration: 50,
        rotationIteration: 40,
        selectedSortOptions: 'size',
        suppressABS: 0.3,
        selectedScoreMethod: 'andersonRubin',
        selectedMissingValueControlMethod: 'mean',
        selectedMatrix: 'covariance',
        selectedAnalysisOptions: [
          'univariate',
          'coefficients',
          'significance',
          'determinant',
          'inverse',
          'reproduced',
          'antiImage',
        ],
        selectedChartType: ['scree', 'loadingPlot'],
      }),
      'FACTOR',
    );
    expect(f).toContain('/MISSING MEANSUB');
    expect(f).toContain(
      '/PRINT UNIVARIATE CORRELATION SIG DET INV REPR AIC EXTRACTION ROTATION FSCORE',
    );
    expect(f).toContain('/FORMAT SORT BLANK(0.3)');
    expect(f).toContain('/PLOT EIGEN ROTATION');
    expect(f).toContain('/CRITERIA FACTORS(2) ITERATE(50)');
    expect(f).toContain('/EXTRACTION ML');
    expect(f).toContain('/CRITERIA ITERATE(40) DELTA(-0.5)');
    expect(f).toContain('/ROTATION OBLIMIN');
    expect(f).toContain('/SAVE AR(ALL)');
    expect(f).toContain('/METHOD=COVARIANCE');
  });

  test('promax carries kappa; methods map to SPSS keywords', () => {
    expect(
      commandText(syntax({ ...base, selectedRotationMethod: 'promax', kappa: 3 }), 'FACTOR'),
    ).toContain('/ROTATION PROMAX(3)');
    for (const [method, keyword] of [
      ['paf', 'PAF'],
      ['uls', 'ULS'],
      ['gls', 'GLS'],
      ['alpha', 'ALPHA'],
      ['image', 'IMAGE'],
    ]) {
      expect(commandText(syntax({ ...base, selectedMethod: method }), 'FACTOR')).toContain(
        `/EXTRACTION ${keyword}`,
      );
    }
  });
});

describe('RELIABILITY', () => {
  test('one command per factor group, with model, statistics and summaries', () => {
    const text = syntax({
      analysis: 'reliability',
      factorGroups: [
        { name: '요인 1', variables: ['q1', 'q2'] },
        { name: "O'B", variables: ['q3', '매체1'] },
      ],
      model: 'strict',
      selectedAnalysisOptions: [
        'item',
        'scale',
        'scaleIfItemDeleted',
        'interItemCorrelations',
        'interItemCovariances',
        'summaryMeans',
      ],
    });
    expect(text.match(/^RELIABILITY$/gm)).toHaveLength(2);
    const first = commandText(text, 'RELIABILITY');
    expect(first).toBe(
      "RELIABILITY /VARIABLES= q1 q2 /SCALE('요인 1') ALL /MODEL=STRICTPARALLEL /STATISTICS= DESCRIPTIVE SCALE CORR COV /SUMMARY= TOTAL MEANS /MISSING=EXCLUDE.",
    );
    expect(text).toContain("/SCALE('O''B') ALL");
  });

  test('omega is its own model (SPSS 29); PSPP gets an explicit split point', () => {
    const omega = syntax({
      analysis: 'reliability',
      reliabilityVariables: ['q1', 'q2', 'q3'],
      selectedAnalysisOptions: ['omega'],
    });
    expect(omega).toContain('/MODEL=OMEGA');
    expect(omega).toContain('SPSS Statistics 29');
    const split = {
      analysis: 'reliability',
      reliabilityVariables: ['q1', 'q2', 'q3'],
      model: 'splitHalf',
    };
    expect(syntax(split)).toContain('/MODEL=SPLIT\n');
    expect(syntax(split, 'pspp')).toContain('/MODEL=SPLIT(2)');
  });
});

test('correlations: Pearson by CORRELATIONS, Spearman and Kendall by NONPAR CORR', () => {
  const text = syntax({
    analysis: 'correlation',
    correlationVariables: ['점수', '나이'],
    selectedCoefficientOptions: ['pearson', 'spearman', 'kendall'],
    selectedSignificance: 'oneTailed',
    selectedDisplayOptions: [],
    selectedMissingValueControlMethod: 'listwise',
    selectedAnalysisOptions: ['meansAndSd', 'crossProducts'],
  });
  expect(commandText(text, 'CORRELATIONS')).toBe(
    'CORRELATIONS /VARIABLES= 점수 나이 /PRINT=ONETAIL SIG /STATISTICS DESCRIPTIVES XPROD /MISSING=LISTWISE.',
  );
  expect(commandText(text, 'NONPAR CORR')).toBe(
    'NONPAR CORR /VARIABLES= 점수 나이 /PRINT=BOTH ONETAIL SIG /MISSING=LISTWISE.',
  );
  const spearman = syntax({
    analysis: 'correlation',
    correlationVariables: ['점수', '나이'],
    selectedCoefficientOptions: ['spearman'],
  });
  expect(spearman).not.toContain('CORRELATIONS');
  expect(commandText(spearman, 'NONPAR CORR')).toContain('/PRINT=SPEARMAN TWOTAIL NOSIG');
});

describe('REGRESSION', () => {
  test('enter with every statistic', () => {
    const r = commandText(
      syntax({
        analysis: 'linear',
        dependents: ['점수'],
        independents: ['나이', '학년'],
        selectedLinearOptions: [
          'estimates',
          'confidenceIntervals',
          'modelFit',
          'rSquaredChange',
          'descriptives',
          'partCorrelations',
          'collinearity',
          'durbinWatson',
          'casewise',
        ],
        selectedConfidence: 90,
      }),
      'REGRESSION',
    );
    expect(r).toBe(
      'REGRESSION /DESCRIPTIVES MEAN STDDEV CORR SIG N /MISSING LISTWISE /STATISTICS COEFF CI(90) R ANOVA OUTS CHANGE ZPP COLLIN TOL /CRITERIA=PIN(0.05) POUT(0.1) TOLERANCE(0.0001) /NOORIGIN /DEPENDENT 점수 /METHOD=ENTER 나이 학년 /RESIDUALS DURBIN /CASEWISE PLOT(ZRESID) OUTLIERS(3).',
    );
  });

  test('stepping methods, F criteria, no constant, mean substitution, remove', () => {
    const stepwise = commandText(
      syntax({
        analysis: 'linear',
        dependents: ['점수'],
        independents: ['나이', '학년'],
        selectedMethod: 'stepwise',
        selectedStepping: 'fValue',
        entryValue: 4,
        removalValue: 3,
        includeConstant: false,
        selectedMissingValueControlMethod: 'mean',
      }),
      'REGRESSION',
    );
    expect(stepwise).toContain('/MISSING MEANSUBSTITUTION');
    expect(stepwise).toContain('/CRITERIA=FIN(4) FOUT(3)');
    expect(stepwise).toContain('/ORIGIN');
    expect(stepwise).toContain('/METHOD=STEPWISE 나이 학년');
    for (const method of ['forward', 'backward']) {
      expect(
        syntax({
          analysis: 'linear',
          dependents: ['점수'],
          independents: ['나이'],
          selectedMethod: method,
        }),
      ).toContain(`/METHOD=${method.toUpperCase()} 나이`);
    }
    const remove = syntax({
      analysis: 'linear',
      dependents: ['점수'],
      independents: ['나이'],
      selectedMethod: 'remove',
    });
    expect(remove).toContain('/METHOD=ENTER 나이\n  /METHOD=REMOVE 나이');
  });
});

describe('FREQUENCIES, DESCRIPTIVES, EXAMINE', () => {
  test('frequencies: statistics and quartiles', () => {
    const f = commandText(
      syntax({
        analysis: 'frequencies',
        variables: ['점수'],
        statistics: ['mean', 'mode', 'skewness', 'min', 'quartiles'],
      }),
      'FREQUENCIES',
    );
    expect(f).toBe(
      'FREQUENCIES /VARIABLES= 점수 /FORMAT=AVALUE /NTILES=4 /STATISTICS= MEAN MODE SKEWNESS SESKEW MINIMUM /ORDER=ANALYSIS.',
    );
  });

  test('frequencies: factor groups recoded into new variables', () => {
    const text = syntax({
      analysis: 'frequencies',
      variables: ['학년', '성별'],
      factorGroups: [
        { variable: '학년', groups: [{ label: '저학년', values: [1, 2] }] },
        { variable: '성별', groups: [{ label: '남자', values: ['남'] }] },
      ],
    });
    expect(commandText(text, 'RECODE 학년')).toBe(
      'RECODE 학년 (1,2=5) (ELSE=COPY) INTO 학년_group.',
    );
    expect(commandText(text, 'VALUE LABELS')).toBe("VALUE LABELS 학년_group 5 '저학년'.");
    expect(text).toContain('STRING 성별_group (A6).');
    expect(commandText(text, 'RECODE 성별')).toBe(
      "RECODE 성별 ('남'='남자') (ELSE=COPY) INTO 성별_group.",
    );
    expect(commandText(text, 'FREQUENCIES')).toContain('/VARIABLES= 학년_group 성별_group');
  });

  test('descriptive: DESCRIPTIVES by default; FREQUENCIES for median and mode; EXAMINE for intervals, IQR, tests and plots', () => {
    const plain = syntax({ analysis: 'descriptive', variables: ['점수'] });
    expect(commandText(plain, 'DESCRIPTIVES')).toBe(
      'DESCRIPTIVES /VARIABLES= 점수 /STATISTICS= MEAN STDDEV MIN MAX.',
    );
    expect(plain).not.toMatch(/EXAMINE|FREQUENCIES/);
    const full = syntax({
      analysis: 'descriptive',
      variables: ['점수'],
      centralTendency: ['mean', 'median', 'mode'],
      dispersion: ['iqr'],
      distribution: ['skewness'],
      confidenceInterval: 99,
      significance: ['shapiroWilk'],
      visualize: ['histogram', 'boxplot'],
    });
    expect(commandText(full, 'DESCRIPTIVES')).toContain('/STATISTICS= MEAN SKEWNESS');
    expect(commandText(full, 'FREQUENCIES')).toContain('/FORMAT=NOTABLE /STATISTICS= MEDIAN MODE');
    const examine = commandText(full, 'EXAMINE');
    expect(examine).toContain('/PLOT BOXPLOT HISTOGRAM NPPLOT');
    expect(examine).toContain('/CINTERVAL 99');
    expect(examine).toContain('/MISSING PAIRWISE');
    expect(
      commandText(
        syntax({ analysis: 'descriptive', variables: ['점수'], confidenceInterval: 99 }, 'pspp'),
        'EXAMINE',
      ),
    ).toContain('/CINTERVAL 0.99');
  });

  test('descriptive: missing values filled by the mean or median through RMV', () => {
    const text = syntax({ analysis: 'descriptive', variables: ['점수'], fillMethod: 'median' });
    expect(commandText(text, 'RMV')).toBe('RMV /점수_median=MEDIAN(점수, ALL).');
    expect(commandText(text, 'DESCRIPTIVES')).toContain('/VARIABLES= 점수_median');
  });
});

test('MULT RESPONSE: dichotomies at their counted value, categories over the items’ range', () => {
  const m = commandText(
    syntax({
      analysis: 'multiple-responses',
      sets: [
        {
          name: '매체',
          label: '이용 매체',
          type: 'dichotomies',
          variables: ['매체1', '매체2'],
          countedValue: 1,
        },
        { name: 'q', type: 'categories', variables: ['q1', 'q2', 'q3'] },
      ],
    }),
    'MULT RESPONSE',
  );
  expect(m).toBe(
    "MULT RESPONSE /GROUPS=$MR1 '매체: 이용 매체' (매체1 매체2 (1)) /GROUPS=$MR2 'q' (q1 q2 q3 (0,6)) /FREQUENCIES= $MR1 $MR2.",
  );
});

test('MULT RESPONSE needs numeric items: text items get a note instead', () => {
  const text = syntax({
    analysis: 'multiple-responses',
    sets: [{ name: '흡연', type: 'dichotomies', variables: ['성별', '흡연'], countedValue: '예' }],
  });
  expect(text).not.toContain('MULT RESPONSE /');
  expect(text.replace(/\n\s+/g, ' ')).toContain('code the items of set 흡연 as numbers');
});

describe('PROCESS', () => {
  test('mediation: model 4 with bootstrap, seed, confidence and the macro notice', () => {
    const text = syntax({
      analysis: 'mediation',
      dependents: ['q1'],
      independents: ['q2'],
      mediators: ['q3'],
      covariates: ['학년'],
      numberOfBootstrapSamples: 2000,
      seed: 42,
      selectedConfidence: 90,
    });
    expect(text).toContain('PROCESS macro for SPSS');
    expect(commandText(text, 'PROCESS')).toBe(
      'PROCESS y=q1 /x=q2 /m=q3 /cov=학년 /model=4 /boot=2000 /conf=90 /seed=42 /total=1 /effsize=1 /normal=1.',
    );
    expect(text).not.toContain('RENAME');
  });

  test('mediation: PROCESS models 6, 7, 8, 14 and 58 name W and leave out the extras of model 4', () => {
    const call = (change: Record<string, unknown>) =>
      commandText(
        syntax({
          analysis: 'mediation',
          dependents: ['q1'],
          independents: ['q2'],
          mediators: ['q3'],
          moderators: ['나이'],
          numberOfBootstrapSamples: 1000,
          seed: 7,
          ...change,
        }),
        'PROCESS',
      );
    expect(call({ modelNumber: 6, mediators: ['q3', '점수'], moderators: [] })).toBe(
      'PROCESS y=q1 /x=q2 /m=q3 점수 /model=6 /boot=1000 /conf=95 /seed=7 /total=1.',
    );
    for (const model of [7, 8, 14, 58]) {
      expect(call({ modelNumber: model })).toBe(
        `PROCESS y=q1 /x=q2 /m=q3 /w=나이 /model=${model} /boot=1000 /conf=95 /seed=7.`,
      );
    }
  });

  test('moderation: W and Z, centring, probe values and Johnson-Neyman; long names renamed for the call', () => {
    const text = syntax({
      analysis: 'moderation',
      dependents: ['만족 점수'],
      independents: ['나이'],
      moderators: ['q1', 'q2'],
      modelNumber: 3,
      centering: 'continuous',
      probeValues: 'meanSd',
      johnsonNeyman: true,
    });
    expect(commandText(text, 'RENAME VARIABLES')).toBe(
      'RENAME VARIABLES (만족_점수 나이 q1 q2 = Y X W Z).',
    );
    expect(commandText(text, 'PROCESS')).toBe(
      'PROCESS y=Y /x=X /w=W /z=Z /model=3 /center=2 /moments=1 /jn=1 /conf=95 /intprobe=1.',
    );
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'RENAME VARIABLES (Y X W Z = 만족_점수 나이 q1 q2).',
    );
  });
});

describe('LOGISTIC REGRESSION', () => {
  const base = {
    analysis: 'logistic',
    dependents: ['흡연'],
    independents: ['나이', '성별'],
    categoricalVariables: ['성별'],
  };

  test('enter as VARIABLES … WITH, the coding, criteria and printed statistics as asked', () => {
    const text = syntax({
      ...base,
      referenceCategory: 'first',
      cutValue: 0.4,
      selectedConfidence: 90,
      selectedLogisticOptions: ['hosmerLemeshow', 'confidenceIntervals'],
    });
    expect(commandText(text, 'LOGISTIC REGRESSION')).toBe(
      'LOGISTIC REGRESSION VARIABLES 흡연 WITH 나이 성별 /CATEGORICAL 성별 ' +
        '/CONTRAST (성별)=INDICATOR(1) /PRINT GOODFIT CI(90) /CRITERIA ITERATE(20) BCON(0.001) CUT(0.4).',
    );
  });

  test('a stepwise method names its variables on /METHOD with its entry and removal criteria', () => {
    const text = syntax({ ...base, selectedMethod: 'backwardWald', includeConstant: false });
    expect(commandText(text, 'LOGISTIC REGRESSION')).toBe(
      'LOGISTIC REGRESSION VARIABLES 흡연 /METHOD=BSTEP(WALD) 나이 성별 /CATEGORICAL 성별 ' +
        '/CONTRAST (성별)=INDICATOR /ORIGIN /PRINT GOODFIT CI(95) /CRITERIA PIN(0.05) POUT(0.1) ITERATE(20) BCON(0.001) CUT(0.5).',
    );
  });

  test('for PSPP: enter only, with a comment, and no SPSS-only subcommands', () => {
    const text = syntax(
      { ...base, selectedMethod: 'forwardLR', selectedLogisticOptions: ['hosmerLemeshow'] },
      'pspp',
    );
    expect(text).toContain('PSPP has no stepwise LOGISTIC REGRESSION');
    expect(commandText(text, 'LOGISTIC REGRESSION')).toBe(
      'LOGISTIC REGRESSION VARIABLES 흡연 WITH 나이 성별 /CATEGORICAL 성별 ' +
        '/CRITERIA ITERATE(20) BCON(0.001) CUT(0.5).',
    );
  });
});

describe('repeated measures', () => {
  test('GLM with WSFACTOR: measures in order, polynomial contrasts, EMMEANS per within factor', () => {
    const text = syntax({
      analysis: 'anova/repeated',
      withinFactors: [
        { name: '사전', levels: 2 },
        { name: 'time 2', levels: 2 },
      ],
      measures: ['q1', 'q2', 'q3', '점수'],
      betweenFactors: ['성별', '학년'],
      pairwiseComparisons: 'sidak',
      selectedConfidence: 99,
    });
    // '사전' is a variable of the dataset, so the factor gets a name of its own.
    expect(commandText(text, 'GLM')).toBe(
      'GLM q1 q2 q3 점수 BY 성별 학년 /WSFACTOR= 사전_2 2 Polynomial time_2 2 Polynomial ' +
        '/METHOD=SSTYPE(3) /EMMEANS=TABLES(사전_2) COMPARE ADJ(SIDAK) ' +
        '/EMMEANS=TABLES(time_2) COMPARE ADJ(SIDAK) /PRINT= DESCRIPTIVE ETASQ ' +
        '/PLOT=PROFILE(사전_2*성별) /CRITERIA=ALPHA(0.01) /WSDESIGN= 사전_2 time_2 사전_2*time_2 ' +
        '/DESIGN= 성별 학년 성별*학년.',
    );
    const alone = syntax({
      analysis: 'anova/repeated',
      withinFactors: [{ name: '시점', levels: 2 }],
      measures: ['사전', '사후'],
    });
    expect(commandText(alone, 'GLM')).toContain('/WSDESIGN= 시점 /DESIGN.');
    expect(
      syntax(
        {
          analysis: 'anova/repeated',
          withinFactors: [{ name: '시점', levels: 2 }],
          measures: ['사전', '사후'],
        },
        'pspp',
      ),
    ).toContain('PSPP has no GLM WSFACTOR');
  });
});

describe('NOMREG', () => {
  test('the reference category, factors, covariates, criteria and printed tables', () => {
    const request = {
      analysis: 'multinomial',
      dependents: ['학년'],
      factors: ['성별'],
      covariates: ['나이'],
      selectedConfidence: 90,
    };
    expect(commandText(syntax(request), 'NOMREG')).toBe(
      'NOMREG 학년 (BASE=LAST ORDER=ASCENDING) BY 성별 WITH 나이 /CRITERIA CIN(90) DELTA(0) ' +
        'MXITER(100) MXSTEP(5) CHKSEP(20) LCONVERGE(0) PCONVERGE(0.000001) SINGULAR(0.00000001) ' +
        '/MODEL /INTERCEPT=INCLUDE /PRINT=CLASSTABLE FIT PARAMETER SUMMARY LRT CPS STEP MFI.',
    );
    const custom = syntax({ ...request, referenceCategory: 'custom', referenceValue: '2' });
    expect(commandText(custom, 'NOMREG')).toContain('(BASE=2 ORDER=ASCENDING)');
    const text = syntax({ ...request, referenceCategory: 'custom', referenceValue: "가'나" });
    expect(commandText(text, 'NOMREG')).toContain("(BASE='가''나' ORDER=ASCENDING)");
    expect(syntax(request, 'pspp')).toContain('PSPP has no NOMREG');
  });
});

describe('every analysis', () => {
  const requests: Record<AnalysisId, Record<string, unknown>> = {
    descriptive: { variables: ['점수'] },
    't/one': { variables: ['점수'] },
    't/paired': { pairedSampleTestValue: [['사전', '사후']] },
    't/independent': {
      independentSampleTestValue: ['점수'],
      independentGroupingVariable: { variable: '나이', cutPoint: 30 },
    },
    frequencies: { variables: ['학년'] },
    correlation: { correlationVariables: ['점수', '나이'] },
    anova: { dependents: ['점수'], factors: ['학년'] },
    linear: { dependents: ['점수'], independents: ['나이'] },
    reliability: { reliabilityVariables: ['q1', 'q2'] },
    'multiple-responses': { sets: [{ name: 's', variables: ['매체1', '매체2'] }] },
    chi: { rows: '성별', columns: '흡연' },
    factor: { factorVariables: ['q1', 'q2', 'q3'] },
    mediation: { dependents: ['q1'], independents: ['q2'], mediators: ['q3'] },
    moderation: { dependents: ['q1'], independents: ['q2'], moderators: ['q3'] },
    logistic: {
      dependents: ['흡연'],
      independents: ['나이', '성별'],
      categoricalVariables: ['성별'],
    },
    multinomial: { dependents: ['학년'], factors: ['성별'], covariates: ['나이'] },
    'nonparametric/mann-whitney': {
      testVariables: ['점수'],
      groupingVariable: { variable: '성별', groups: ['남', '여'] },
    },
    'nonparametric/wilcoxon': { pairs: [['사전', '사후']] },
    'nonparametric/sign': { pairs: [['사전', '사후']] },
    'nonparametric/kruskal-wallis': {
      testVariables: ['점수'],
      groupingVariable: '성별',
      pairwise: true,
    },
    'nonparametric/friedman': { variables: ['q1', 'q2', 'q3'] },
    'nonparametric/chi-square': { testVariables: ['학년'], expected: [1, 2, 1, 1] },
    'nonparametric/binomial': { testVariables: ['성별'], groups: ['여', '남'] },
    'anova/repeated': {
      withinFactors: [{ name: '시점', levels: 2 }],
      measures: ['사전', '사후'],
      betweenFactors: ['성별'],
    },
  };

  test.each(analysisIds.map((id) => [id] as const))(
    '%s: commands end with a period and comments never end early',
    (id) => {
      const text = spssSyntax({ analysis: id, ...requests[id] }, dataset);
      const lines = text.trimEnd().split('\n');
      expect(lines.at(-1)!.endsWith('.')).toBe(true);
      for (const line of lines)
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(256);
      // A `*` comment runs to the first line that ends with a period: that line must be the
      // comment's own last line, so the next line starts a command or another comment.
      lines.forEach((line, i) => {
        if (line.startsWith('*') && !line.endsWith('.'))
          expect(lines[i + 1]!.startsWith('  ')).toBe(true);
      });
    },
  );

  test('an unknown variable or analysis is an input error naming it', () => {
    const error = inputError(() => syntax({ analysis: 't/one', variables: ['없는변수'] }));
    expect(error.code).toBe('UNKNOWN_VARIABLE');
    expect(error.messageKo).toContain('없는변수');
    expect(error.message).toContain('없는변수');
    expect(inputError(() => syntax({ analysis: 'nope' })).code).toBe('UNKNOWN_ANALYSIS');
    expect(() => syntax({ analysis: 'factor', factorVariables: ['q1'] })).toThrow(StatsInputError);
  });
});
