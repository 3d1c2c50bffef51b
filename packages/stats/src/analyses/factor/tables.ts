import type { LocalizedText, ResultColumn, ResultRow, ResultTableModel } from '../../types';
import { fixedOrE } from '../common/sentence-numbers';
import type { FactorRequest, FactorResult, VarianceRow } from './types';

const label = (ko: string, en: string): LocalizedText => ({ ko, en });

const extractionNotes: Record<FactorResult['method'], LocalizedText> = {
  pca: label('추출 방법: 주성분 분석.', 'Extraction Method: Principal Component Analysis.'),
  paf: label('추출 방법: 주축 요인추출.', 'Extraction Method: Principal Axis Factoring.'),
  ml: label('추출 방법: 최대우도.', 'Extraction Method: Maximum Likelihood.'),
  uls: label('추출 방법: 비가중 최소제곱.', 'Extraction Method: Unweighted Least Squares.'),
  gls: label('추출 방법: 일반화 최소제곱.', 'Extraction Method: Generalized Least Squares.'),
  alpha: label('추출 방법: 알파 요인추출.', 'Extraction Method: Alpha Factoring.'),
  image: label('추출 방법: 이미지 요인추출.', 'Extraction Method: Image Factoring.'),
};

const rotationNotes: Record<
  Exclude<FactorRequest['selectedRotationMethod'], 'none'>,
  LocalizedText
> = {
  varimax: label(
    '회전 방법: Kaiser 정규화가 있는 베리멕스.',
    'Rotation Method: Varimax with Kaiser Normalization.',
  ),
  quartimax: label(
    '회전 방법: Kaiser 정규화가 있는 쿼티멕스.',
    'Rotation Method: Quartimax with Kaiser Normalization.',
  ),
  equamax: label(
    '회전 방법: Kaiser 정규화가 있는 이쿼멕스.',
    'Rotation Method: Equamax with Kaiser Normalization.',
  ),
  oblimin: label(
    '회전 방법: Kaiser 정규화가 있는 오블리민.',
    'Rotation Method: Oblimin with Kaiser Normalization.',
  ),
  promax: label(
    '회전 방법: Kaiser 정규화가 있는 프로멕스.',
    'Rotation Method: Promax with Kaiser Normalization.',
  ),
};

/**
 * Row order of a loading matrix: SPSS's "sorted by size" groups the variables by the factor
 * on which their absolute loading is largest, and orders each group by that loading,
 * largest first. Without sorting, request order.
 */
export function sortedOrder(l: readonly (readonly number[])[], sort: boolean): number[] {
  const order = l.map((_, i) => i);
  if (!sort) return order;
  const best = l.map((row) => {
    let j = 0;
    row.forEach((v, k) => {
      if (Math.abs(v) > Math.abs(row[j]!)) j = k;
    });
    return j;
  });
  return order.sort(
    (a, b) =>
      best[a]! - best[b]! || Math.abs(l[b]![best[b]!]!) - Math.abs(l[a]![best[a]!]!) || a - b,
  );
}

/**
 * SPSS-like tables of FACTOR. Suppression of small loadings (`suppressABS`) and sorting
 * by size change only these tables, never the numbers of the result.
 */
export function factorTables(result: FactorResult, request: FactorRequest): ResultTableModel[] {
  const tables: ResultTableModel[] = [];
  const opts = new Set(request.selectedAnalysisOptions);
  const vars = result.variables;
  const m = result.factorCount;
  const components = result.method === 'pca';
  const method = result.method;
  const unit = components ? label('성분', 'Component') : label('요인', 'Factor');
  const factorColumns: ResultColumn[] = Array.from({ length: m }, (_, j) => ({
    key: `f${j}`,
    label: label(`${unit.ko} ${j + 1}`, `${unit.en} ${j + 1}`),
    format: 'number',
    decimals: 3,
  }));
  const notes = (rotated: boolean): LocalizedText[] => {
    const out = [extractionNotes[method]];
    if (rotated && result.rotation) out.push(rotationNotes[result.rotation.method]);
    return out;
  };
  const variableColumns = (): ResultColumn[] =>
    vars.map((v, j) => ({ key: `v${j}`, label: label(v, v), format: 'number', decimals: 3 }));
  const matrixRows = (
    matrix: readonly (readonly (number | null)[])[],
    group?: string,
  ): ResultRow[] =>
    matrix.map((row, i) => ({
      label: vars[i]!,
      ...(group !== undefined ? { group } : {}),
      cells: Object.fromEntries(row.map((v, j) => [`v${j}`, v])),
    }));

  if (result.descriptives) {
    tables.push({
      id: 'factor-descriptives',
      title: label('기술통계량', 'Descriptive Statistics'),
      columns: [
        { key: 'mean', label: label('평균', 'Mean'), format: 'number', decimals: 2 },
        { key: 'std', label: label('표준편차', 'Std. Deviation'), format: 'number', decimals: 3 },
        { key: 'n', label: label('분석 N', 'Analysis N'), format: 'integer' },
      ],
      rows: result.descriptives.map((d) => ({
        label: d.variable,
        cells: { mean: d.mean, std: d.std, n: d.n },
      })),
    });
  }
  if (opts.has('coefficients') || opts.has('significance') || opts.has('determinant')) {
    const rows: ResultRow[] = [];
    if (opts.has('coefficients') || opts.has('determinant'))
      rows.push(...matrixRows(result.correlation, '상관관계 (Correlation)'));
    if (result.significance)
      rows.push(...matrixRows(result.significance, '유의확률 (단측) (Sig. (1-tailed))'));
    const table: ResultTableModel = {
      id: 'factor-correlation',
      title: label('상관행렬', 'Correlation Matrix'),
      columns: variableColumns(),
      rows,
    };
    if (opts.has('determinant'))
      table.footnotes = [
        label(
          `행렬식 = ${fixedOrE(result.determinant, 3)}`,
          `Determinant = ${fixedOrE(result.determinant, 3)}`,
        ),
      ];
    tables.push(table);
  }
  if (opts.has('inverse') && result.inverse) {
    tables.push({
      id: 'factor-inverse',
      title: label('상관행렬의 역행렬', 'Inverse of Correlation Matrix'),
      columns: variableColumns(),
      rows: matrixRows(result.inverse),
    });
  }
  if (opts.has('kmoBartlett')) {
    tables.push({
      id: 'factor-kmo-bartlett',
      title: label('KMO와 Bartlett의 검정', "KMO and Bartlett's Test"),
      columns: [{ key: 'value', label: label('값', 'Value'), format: 'number', decimals: 3 }],
      rows: [
        {
          label:
            '표본 적절성의 Kaiser-Meyer-Olkin 측도 (Kaiser-Meyer-Olkin Measure of Sampling Adequacy)',
          cells: { value: result.kmo },
        },
        {
          label: '근사 카이제곱 (Approx. Chi-Square)',
          group: 'Bartlett의 구형성 검정 (Bartlett’s Test of Sphericity)',
          cells: { value: result.bartlett.chiSquare },
        },
        {
          label: '자유도 (df)',
          group: 'Bartlett의 구형성 검정 (Bartlett’s Test of Sphericity)',
          cells: { value: result.bartlett.df },
        },
        {
          label: '유의확률 (Sig.)',
          group: 'Bartlett의 구형성 검정 (Bartlett’s Test of Sphericity)',
          cells: { value: result.bartlett.pValue },
        },
      ],
    });
  }
  if (opts.has('antiImage') && result.antiImageCovariance && result.antiImageCorrelation) {
    tables.push({
      id: 'factor-anti-image',
      title: label('반영상 행렬', 'Anti-image Matrices'),
      columns: variableColumns(),
      rows: [
        ...matrixRows(result.antiImageCovariance, '반영상 공분산 (Anti-image Covariance)'),
        ...matrixRows(result.antiImageCorrelation, '반영상 상관 (Anti-image Correlation)'),
      ],
      footnotes: [
        label(
          '반영상 상관의 대각선은 표본 적절성 측도(MSA)입니다.',
          'The diagonal of the anti-image correlation holds the Measures of Sampling Adequacy (MSA).',
        ),
      ],
    });
  }
  if (m === 0) return tables;

  const communalityColumns: ResultColumn[] = [];
  if (opts.has('initial'))
    communalityColumns.push({
      key: 'initial',
      label: label('초기', 'Initial'),
      format: 'number',
      decimals: 3,
    });
  communalityColumns.push({
    key: 'extraction',
    label: label('추출', 'Extraction'),
    format: 'number',
    decimals: 3,
  });
  const communalityNotes = notes(false);
  if (request.communalitiesCleanningValue !== null && result.communalities.some((c) => c.flagged))
    communalityNotes.push(
      label(
        `* 추출 공통성이 ${request.communalitiesCleanningValue}보다 작은 변수입니다.`,
        `* Extraction communality below ${request.communalitiesCleanningValue}.`,
      ),
    );
  const rescaled = result.rescaled;
  const communalityTable: ResultTableModel = {
    id: 'factor-communalities',
    title: label('공통성', 'Communalities'),
    columns: communalityColumns,
    rows: result.communalities.map((c, i) => ({
      label: c.flagged ? `${c.variable} *` : c.variable,
      cells: {
        initial: c.initial,
        extraction: c.extraction,
        ...(rescaled
          ? {
              rescaledInitial: rescaled.communalities[i]!.initial,
              rescaledExtraction: rescaled.communalities[i]!.extraction,
            }
          : {}),
      },
    })),
    footnotes: communalityNotes,
  };
  if (rescaled) {
    // SPSS on a covariance matrix: raw communalities, then rescaled (raw / variance).
    const raw = [...communalityColumns];
    communalityTable.columnGroups = [
      { label: label('원자료', 'Raw'), span: raw.length },
      { label: label('재척도', 'Rescaled'), span: raw.length },
    ];
    communalityTable.columns = [
      ...raw,
      ...raw.map((c) => ({
        ...c,
        key: c.key === 'initial' ? 'rescaledInitial' : 'rescaledExtraction',
      })),
    ];
  }
  tables.push(communalityTable);

  const ve = result.varianceExplained;
  const oblique = result.rotation?.pattern !== undefined;
  const triple = (prefix: string): ResultColumn[] => [
    {
      key: `${prefix}Total`,
      label: label('합계', 'Total'),
      format: 'number',
      decimals: 3,
    },
    {
      key: `${prefix}Percent`,
      label: label('% 분산', '% of Variance'),
      format: 'number',
      decimals: 3,
    },
    {
      key: `${prefix}Cumulative`,
      label: label('누적 %', 'Cumulative %'),
      format: 'number',
      decimals: 3,
    },
  ];
  const groups: { label: LocalizedText; span: number }[] = [
    { label: label('초기 고유값', 'Initial Eigenvalues'), span: 3 },
    {
      label: label('추출 제곱합 적재량', 'Extraction Sums of Squared Loadings'),
      span: 3,
    },
  ];
  const columns = [...triple('initial'), ...triple('extraction')];
  if (ve.rotation) {
    groups.push({
      label: label('회전 제곱합 적재량', 'Rotation Sums of Squared Loadings'),
      span: oblique ? 1 : 3,
    });
    columns.push(...(oblique ? triple('rotation').slice(0, 1) : triple('rotation')));
  }
  const put = (
    cells: Record<string, number | null>,
    prefix: string,
    row: VarianceRow | undefined,
  ) => {
    cells[`${prefix}Total`] = row?.total ?? null;
    cells[`${prefix}Percent`] = row?.percent ?? null;
    cells[`${prefix}Cumulative`] = row?.cumulative ?? null;
  };
  const varianceNotes = notes(false);
  if (oblique)
    varianceNotes.push(
      label(
        '요인이 서로 상관되어 있으면 제곱합 적재량을 더해 총분산을 얻을 수 없습니다(구조행렬 열의 제곱합).',
        'When factors are correlated, sums of squared loadings cannot be added to obtain a total variance (column sums of squares of the structure matrix).',
      ),
    );
  tables.push({
    id: 'factor-variance',
    title: label('설명된 총분산', 'Total Variance Explained'),
    columnGroups: groups,
    columns,
    rows: ve.initial.map((row, j) => {
      const cells: Record<string, number | null> = {};
      put(cells, 'initial', row);
      put(cells, 'extraction', ve.extraction[j]);
      if (ve.rotation) put(cells, 'rotation', ve.rotation[j]);
      if (oblique) {
        delete cells.rotationPercent;
        delete cells.rotationCumulative;
      }
      return { label: String(j + 1), cells };
    }),
    footnotes: varianceNotes,
  });

  const sort = request.selectedSortOptions === 'size';
  const cut = request.suppressABS;
  const loadingTable = (
    id: string,
    title: LocalizedText,
    l: number[][],
    rotated: boolean,
    extra: LocalizedText[] = [],
  ): ResultTableModel => {
    const footnotes = [...notes(rotated), ...extra];
    if (result.method === 'pca' || !rotated)
      footnotes.push(
        label(`${unit.ko} ${m}개가 추출되었습니다.`, `${m} ${unit.en.toLowerCase()}s extracted.`),
      );
    if (cut !== null)
      footnotes.push(
        label(
          `절대값이 ${cut}보다 작은 계수는 표시하지 않았습니다.`,
          `Coefficients with absolute value below ${cut} are suppressed.`,
        ),
      );
    return {
      id,
      title,
      columns: factorColumns,
      rows: sortedOrder(l, sort).map((i) => ({
        label: vars[i]!,
        cells: Object.fromEntries(
          l[i]!.map((v, j) => [`f${j}`, cut !== null && Math.abs(v) < cut ? null : v]),
        ),
      })),
      footnotes,
    };
  };
  const iterationNote =
    result.extractionIterations !== null
      ? [
          result.extractionConverged
            ? label(
                `${result.extractionIterations}번 반복했습니다.`,
                `${result.extractionIterations} iterations required.`,
              )
            : label(
                `${result.extractionIterations}번 반복 안에 수렴하지 않았습니다.`,
                `Did not converge in ${result.extractionIterations} iterations.`,
              ),
        ]
      : [];
  const rescaledTitle = (t: LocalizedText): LocalizedText =>
    label(`${t.ko} (재척도)`, `${t.en} (Rescaled)`);
  const matrixTitle = components
    ? label('성분행렬', 'Component Matrix')
    : label('요인행렬', 'Factor Matrix');
  tables.push(loadingTable('factor-matrix', matrixTitle, result.loadings, false, iterationNote));
  if (rescaled) {
    tables.push(
      loadingTable(
        'factor-matrix-rescaled',
        rescaledTitle(matrixTitle),
        rescaled.loadings,
        false,
        iterationNote,
      ),
    );
    tables.push({
      id: 'factor-variance-rescaled',
      title: label('설명된 총분산 (재척도)', 'Total Variance Explained (Rescaled)'),
      columnGroups: [
        { label: label('추출 제곱합 적재량', 'Extraction Sums of Squared Loadings'), span: 3 },
        ...(rescaled.rotation
          ? [
              {
                label: label('회전 제곱합 적재량', 'Rotation Sums of Squared Loadings'),
                span: oblique ? 1 : 3,
              },
            ]
          : []),
      ],
      columns: [
        ...triple('extraction'),
        ...(rescaled.rotation
          ? oblique
            ? triple('rotation').slice(0, 1)
            : triple('rotation')
          : []),
      ],
      rows: rescaled.extraction.map((row, j) => {
        const cells: Record<string, number | null> = {};
        put(cells, 'extraction', row);
        if (rescaled.rotation) put(cells, 'rotation', rescaled.rotation[j]);
        if (oblique) {
          delete cells.rotationPercent;
          delete cells.rotationCumulative;
        }
        return { label: String(j + 1), cells };
      }),
      footnotes: [
        label(
          '재척도 적재량은 원자료 적재량을 각 변수의 표준편차로 나눈 값이며, 백분율은 변수 개수에 대한 비율입니다.',
          'Rescaled loadings are the raw loadings divided by each variable’s standard deviation; percentages are of the number of variables.',
        ),
      ],
    });
  }
  if (result.goodnessOfFit) {
    tables.push({
      id: 'factor-goodness-of-fit',
      title: label('적합도 검정', 'Goodness-of-fit Test'),
      columns: [
        { key: 'chiSquare', label: label('카이제곱', 'Chi-Square'), format: 'number', decimals: 3 },
        { key: 'df', label: label('자유도', 'df'), format: 'integer' },
        { key: 'pValue', label: label('유의확률', 'Sig.'), format: 'pValue' },
      ],
      rows: [{ label: '', cells: { ...result.goodnessOfFit } }],
    });
  }
  if (result.reproduced) {
    tables.push({
      id: 'factor-reproduced',
      title:
        result.matrix === 'covariance'
          ? label('재생공분산', 'Reproduced Covariances')
          : label('재생상관', 'Reproduced Correlations'),
      columns: variableColumns(),
      rows: [
        ...matrixRows(result.reproduced.correlation, '재생상관 (Reproduced Correlation)'),
        ...matrixRows(result.reproduced.residual, '잔차 (Residual)'),
      ],
      footnotes: [
        label(
          `재생상관의 대각선은 추출 공통성입니다. 잔차는 관측 상관과 재생 상관의 차이이며, 절대값이 0.05보다 큰 비중복 잔차는 ${result.reproduced.largeResiduals}개(${result.reproduced.largeResidualsPercent.toFixed(1)}%)입니다.`,
          `The diagonal of the reproduced correlations holds the extracted communalities. Residuals are observed minus reproduced correlations; ${result.reproduced.largeResiduals} (${result.reproduced.largeResidualsPercent.toFixed(1)}%) nonredundant residuals have absolute values greater than 0.05.`,
        ),
      ],
    });
  }
  const rot = result.rotation;
  if (rot) {
    const rotNote = [
      rot.converged
        ? label(
            `${rot.iterations}번 반복 후 회전이 수렴했습니다.`,
            `Rotation converged in ${rot.iterations} iterations.`,
          )
        : label(
            `${rot.iterations}번 반복 안에 회전이 수렴하지 않았습니다.`,
            `Rotation failed to converge in ${rot.iterations} iterations.`,
          ),
    ];
    if (rot.rotated) {
      tables.push(
        loadingTable(
          'factor-rotated',
          components
            ? label('회전된 성분행렬', 'Rotated Component Matrix')
            : label('회전된 요인행렬', 'Rotated Factor Matrix'),
          rot.rotated,
          true,
          rotNote,
        ),
      );
      if (rescaled?.rotated)
        tables.push(
          loadingTable(
            'factor-rotated-rescaled',
            rescaledTitle(
              components
                ? label('회전된 성분행렬', 'Rotated Component Matrix')
                : label('회전된 요인행렬', 'Rotated Factor Matrix'),
            ),
            rescaled.rotated,
            true,
            rotNote,
          ),
        );
      tables.push({
        id: 'factor-transformation',
        title: components
          ? label('성분 변환행렬', 'Component Transformation Matrix')
          : label('요인 변환행렬', 'Factor Transformation Matrix'),
        columns: factorColumns,
        rows: rot.transformation!.map((row, i) => ({
          label: String(i + 1),
          cells: Object.fromEntries(row.map((v, j) => [`f${j}`, v])),
        })),
        footnotes: notes(true),
      });
    } else {
      tables.push(
        loadingTable(
          'factor-pattern',
          label('패턴행렬', 'Pattern Matrix'),
          rot.pattern!,
          true,
          rotNote,
        ),
        loadingTable(
          'factor-structure',
          label('구조행렬', 'Structure Matrix'),
          rot.structure!,
          true,
        ),
      );
      if (rescaled?.pattern && rescaled.structure)
        tables.push(
          loadingTable(
            'factor-pattern-rescaled',
            rescaledTitle(label('패턴행렬', 'Pattern Matrix')),
            rescaled.pattern,
            true,
            rotNote,
          ),
          loadingTable(
            'factor-structure-rescaled',
            rescaledTitle(label('구조행렬', 'Structure Matrix')),
            rescaled.structure,
            true,
          ),
        );
      tables.push({
        id: 'factor-correlation-matrix',
        title: components
          ? label('성분 상관행렬', 'Component Correlation Matrix')
          : label('요인 상관행렬', 'Factor Correlation Matrix'),
        columns: factorColumns,
        rows: rot.factorCorrelation!.map((row, i) => ({
          label: String(i + 1),
          cells: Object.fromEntries(row.map((v, j) => [`f${j}`, v])),
        })),
        footnotes: notes(true),
      });
    }
  }
  if (result.scores) {
    tables.push({
      id: 'factor-score-coefficients',
      title: components
        ? label('성분점수 계수행렬', 'Component Score Coefficient Matrix')
        : label('요인점수 계수행렬', 'Factor Score Coefficient Matrix'),
      columns: factorColumns,
      rows: result.scores.coefficients.map((row, i) => ({
        label: vars[i]!,
        cells: Object.fromEntries(row.map((v, j) => [`f${j}`, v])),
      })),
      footnotes: notes(true),
    });
  }
  return tables;
}
