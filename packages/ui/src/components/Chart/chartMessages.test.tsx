import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../BarChart';
import { BoxPlot } from '../BoxPlot';
import { Histogram } from '../Histogram';
import { InteractionPlot } from '../InteractionPlot';
import { MeansPlot } from '../MeansPlot';
import { PathDiagram } from '../PathDiagram';
import { QQPlot } from '../QQPlot';
import { ScatterPlot } from '../ScatterPlot';
import { ScreePlot } from '../ScreePlot';

type Locale = 'ko' | 'en' | undefined;

/** Hangul syllables and jamo. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Every chart with data only (no labels, no description), so each default text shows. The data
 * uses Latin group names, so any Hangul in the English output comes from a default.
 */
const charts: { name: string; chart: (locale: Locale) => ReactElement }[] = [
  {
    name: 'Histogram',
    chart: (locale) => (
      <Histogram title="Chart" locale={locale} values={[1, 2, 2, 3, 3, 3, 4, 4, 5]} />
    ),
  },
  {
    name: 'BoxPlot',
    chart: (locale) => (
      <BoxPlot
        title="Chart"
        locale={locale}
        groups={[
          { label: 'A', min: 1, q1: 2, median: 3, q3: 4, max: 5, outliers: [9] },
          { label: 'B', min: 2, q1: 3, median: 4, q3: 5, max: 6 },
        ]}
      />
    ),
  },
  {
    name: 'QQPlot',
    chart: (locale) => <QQPlot title="Chart" locale={locale} values={[1, 2, 3, 4, 6]} />,
  },
  {
    name: 'ScatterPlot',
    chart: (locale) => (
      <ScatterPlot
        title="Chart"
        locale={locale}
        points={[
          { x: 1, y: 2 },
          { x: 2, y: 3 },
          { x: 3, y: 5 },
        ]}
        fitLine={{ intercept: 0.33, slope: 1.5, rSquared: 0.964 }}
      />
    ),
  },
  {
    name: 'MeansPlot',
    chart: (locale) => (
      <MeansPlot
        title="Chart"
        locale={locale}
        groups={[
          { label: 'A', mean: 3, lower: 2.5, upper: 3.5, n: 10 },
          { label: 'B', mean: 4, lower: 3.2, upper: 4.8, n: 12 },
        ]}
      />
    ),
  },
  {
    name: 'BarChart',
    chart: (locale) => (
      <BarChart
        title="Chart"
        locale={locale}
        categories={['A', 'B', 'C']}
        series={[{ name: 'n', values: [5, null, 7] }]}
      />
    ),
  },
  {
    name: 'ScreePlot',
    chart: (locale) => <ScreePlot title="Chart" locale={locale} eigenvalues={[2.5, 1.2, 0.3]} />,
  },
  {
    name: 'InteractionPlot',
    chart: (locale) => (
      <InteractionPlot
        title="Chart"
        locale={locale}
        lines={[
          {
            label: 'Low',
            points: [
              { x: 1, y: 2 },
              { x: 3, y: 2.5 },
            ],
          },
          {
            label: 'High',
            points: [
              { x: 1, y: 2.2 },
              { x: 3, y: 4 },
            ],
          },
        ]}
      />
    ),
  },
  {
    name: 'PathDiagram',
    chart: (locale) => (
      <PathDiagram
        title="Chart"
        locale={locale}
        x="X"
        y="Y"
        mediators={[{ name: 'M', a: { estimate: 0.5, p: 0.001 }, b: { estimate: 0.4, p: 0.02 } }]}
        cPrime={{ estimate: 0.1, p: 0.3 }}
        c={{ estimate: 0.3, p: 0.01 }}
      />
    ),
  },
];

/** Today's Korean (as before locale reached these texts) and its English, per chart. */
const expected: Record<string, Record<'ko' | 'en', { description: string; headers: string[] }>> = {
  Histogram: {
    ko: {
      description:
        '히스토그램. 평균 = 3.00, 표준편차 = 1.22, N = 9. 막대는 구간별 빈도이고, 곡선은 평균과 표준편차가 같은 정규분포입니다.',
      headers: ['구간', '빈도'],
    },
    en: {
      description:
        'Histogram. Mean = 3.00, SD = 1.22, N = 9. Bars show the frequency in each bin; the curve is the normal distribution with the same mean and SD.',
      headers: ['Bin', 'Frequency'],
    },
  },
  BoxPlot: {
    ko: {
      description: '상자도표. A: 중위수 3.00, B: 중위수 4.00.',
      headers: ['집단', '최솟값', '제1사분위수', '중위수', '제3사분위수', '최댓값', '이상값'],
    },
    en: {
      description: 'Box plot. A: Median 3.00, B: Median 4.00.',
      headers: [
        'Group',
        'Minimum',
        'First quartile',
        'Median',
        'Third quartile',
        'Maximum',
        'Outliers',
      ],
    },
  },
  QQPlot: {
    ko: {
      description:
        '정규 Q-Q 도표. 5개 관측값과 기대 정규값, 평균 = 3.20, 표준편차 = 1.92인 정규분포의 기준선. 점이 직선에 가까울수록 정규분포에 가깝습니다.',
      headers: ['순서', '관측값', '기대 정규값'],
    },
    en: {
      description:
        'Normal Q-Q plot. 5 observed values against expected normal values, with the reference line of the normal distribution with mean = 3.20 and SD = 1.92. The closer the points lie to the line, the closer the data are to a normal distribution.',
      headers: ['Order', 'Observed value', 'Expected normal value'],
    },
  },
  ScatterPlot: {
    ko: {
      description: '산점도. 3개 케이스, 회귀선 ŷ = 0.33 + 1.50x, R² = 0.964.',
      headers: ['케이스', 'x', 'y'],
    },
    en: {
      description: 'Scatter plot. 3 cases, regression line ŷ = 0.33 + 1.50x, R² = 0.964.',
      headers: ['Case', 'x', 'y'],
    },
  },
  MeansPlot: {
    ko: {
      description: '평균 도표. A 3.00 [2.50, 3.50], B 4.00 [3.20, 4.80]. 오차 막대: 95% 신뢰구간.',
      headers: ['집단', '평균', '하한', '상한', 'N'],
    },
    en: {
      description:
        'Means plot. A 3.00 [2.50, 3.50], B 4.00 [3.20, 4.80]. Error bars: 95% confidence interval.',
      headers: ['Group', 'Mean', 'Lower bound', 'Upper bound', 'N'],
    },
  },
  BarChart: {
    ko: {
      description: '빈도 막대그래프. A 5; B 결측; C 7.',
      headers: ['', '빈도'],
    },
    en: {
      description: 'Bar chart of Frequency. A 5; B missing; C 7.',
      headers: ['', 'Frequency'],
    },
  },
  ScreePlot: {
    ko: {
      description:
        '스크리 도표. 3개 성분의 고유값: 2.50, 1.20, 0.30. 고유값이 1보다 큰 성분은 2개입니다.',
      headers: ['성분 번호', '고유값', '분산 %'],
    },
    en: {
      description:
        'Scree plot. Eigenvalues of 3 components: 2.50, 1.20, 0.30. 2 components have an eigenvalue greater than 1.',
      headers: ['Component number', 'Eigenvalue', '% of variance'],
    },
  },
  InteractionPlot: {
    ko: {
      description:
        '상호작용 도표. Low: 1.00에서 2.00, 3.00에서 2.50; High: 1.00에서 2.20, 3.00에서 4.00.',
      headers: ['', '1.00', '3.00'],
    },
    en: {
      description:
        'Interaction plot. Low: 2.00 at 1.00, 2.50 at 3.00; High: 2.20 at 1.00, 4.00 at 3.00.',
      headers: ['', '1.00', '3.00'],
    },
  },
  PathDiagram: {
    ko: {
      description:
        '매개모형 경로도. X → M → Y: a = 0.50**, b = 0.40*. 직접효과 c′ = 0.10 (총효과 c = 0.30*).',
      headers: ['경로', '추정값', 'p'],
    },
    en: {
      description:
        'Mediation path diagram. X → M → Y: a = 0.50**, b = 0.40*. Direct effect c′ = 0.10 (total effect c = 0.30*).',
      headers: ['Path', 'Estimate', 'p'],
    },
  },
};

/** The automatic description, the data table's header row and the toolbar's button names. */
function texts(chart: ReactElement) {
  const { container, unmount } = render(chart);
  const image = screen.getByRole('img', { name: 'Chart' });
  const description =
    document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  const headers = [...container.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const buttons = screen.getAllByRole('button').map((button) => button.textContent);
  unmount();
  return { description, headers, buttons };
}

describe('chart default texts follow locale', () => {
  for (const { name, chart } of charts) {
    it(`${name}: English description, table headers and buttons with locale="en"`, () => {
      const { description, headers, buttons } = texts(chart('en'));
      expect(description).toBe(expected[name]?.en.description);
      expect(headers).toEqual(expected[name]?.en.headers);
      expect(buttons).toEqual(['Show as table', 'Save as SVG', 'Save as PNG']);
      for (const text of [description, ...headers, ...buttons]) expect(text).not.toMatch(HANGUL);
    });

    it(`${name}: today's Korean by default and with locale="ko"`, () => {
      const byDefault = texts(chart(undefined));
      expect(byDefault.description).toBe(expected[name]?.ko.description);
      expect(byDefault.headers).toEqual(expected[name]?.ko.headers);
      expect(byDefault.buttons).toEqual(['표로 보기', 'SVG로 저장', 'PNG로 저장']);
      expect(texts(chart('ko'))).toEqual(byDefault);
    });
  }

  it('lets a label given as a prop win over the English default', () => {
    const { description, headers } = texts(
      <Histogram title="Chart" locale="en" values={[1, 2, 3]} yLabel="Count" meanLabel="M" />,
    );
    expect(headers).toEqual(['Bin', 'Count']);
    expect(description).toContain('M = 2.00');
  });
});
