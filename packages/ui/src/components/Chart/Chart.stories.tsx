import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ChartFrame } from './Chart';
import type { ChartTableData } from './Chart';
import { ChartAxes, ChartLegend, Marker, seriesLook } from './ChartAxes';
import { legendLayout, plotArea } from './layout';
import { bandScale, linearScale, niceAxis, positionTicks } from './scale';
import { exportByKeyboard, expectEnglishOnly, openTableByKeyboard } from './storyChecks';

const width = 560;
const height = 320;
const series = ['1학년', '2학년', '3학년', '4학년', '대학원', '기타'];
const values = [3.1, 3.4, 3.6, 3.2, 3.9, 2.8];

const table: ChartTableData = {
  rowHeader: '학년',
  columns: [{ key: 'mean', label: '만족도 평균', format: 'number' }],
  rows: series.map((label, index) => ({ label, cells: { mean: values[index] ?? null } })),
};

/** A small chart drawn with the shared parts: every series colour, marker and dash once. */
function PaletteSample({
  names = series,
  seriesTitle = '계열',
  xTitle = '학년',
  yTitle = '만족도',
}: {
  names?: string[];
  seriesTitle?: string;
  xTitle?: string;
  yTitle?: string;
}) {
  const legend = legendLayout(names, 0, width - 32, seriesTitle);
  const yAxis = niceAxis(values, { includeZero: true });
  const plot = plotArea({
    width,
    height,
    yTickLabels: yAxis.ticks.map(String),
    xTitle,
    yTitle,
    legendRows: legend.rows,
  });
  const x = bandScale(names.length, [plot.left, plot.right]);
  const y = linearScale(yAxis.domain, [plot.bottom, plot.top]);
  return (
    <>
      <ChartAxes
        plot={plot}
        xTicks={names.map((label, index) => ({ position: x.center(index), label }))}
        yTicks={positionTicks(yAxis.ticks, y)}
        xTitle={xTitle}
        yTitle={yTitle}
      />
      {values.map((value, index) => {
        const look = seriesLook(index);
        return (
          <g key={index}>
            <rect
              className={look.fill}
              x={x(index)}
              y={y(value)}
              width={x.bandwidth}
              height={y(0) - y(value)}
            />
            <line
              className={look.stroke}
              strokeDasharray={look.dash}
              x1={x(index)}
              x2={x(index) + x.bandwidth}
              y1={y(value) - 14}
              y2={y(value) - 14}
            />
            <Marker
              shape={look.shape}
              x={x.center(index)}
              y={y(value) - 14}
              className={look.outline}
            />
          </g>
        );
      })}
      <ChartLegend
        items={legend.items.map((item) => ({ ...item, x: item.x + plot.left }))}
        title={seriesTitle}
        titleX={plot.left}
        kind="line"
      />
    </>
  );
}

const meta = {
  title: 'Components/Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: '학년별 만족도',
    description:
      '학년별 만족도 평균을 막대로, 차트 팔레트의 여섯 계열 색과 표식을 함께 보여 줍니다.',
    width,
    height,
    table,
    children: <PaletteSample />,
    onExport: fn(),
  },
  argTypes: { children: { control: false }, table: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          '모든 차트의 바탕. `<figure>` 안의 SVG는 제목으로 이름 붙고 설명으로 기술되는 이미지(role="img")이며, "표로 보기"로 같은 숫자의 표를 열고 "SVG로 저장"·"PNG로 저장"으로 테마 색을 넣은 파일을 내려받습니다. 차트를 새로 만들 때는 `ChartAxes`, `ChartLegend`, `seriesLook`과 `scale.ts`의 눈금 계산(R의 pretty)을 씁니다. 계열은 색, 표식, 점선 모양이 함께 바뀌어 색만으로 구별하지 않습니다. 버튼 문구와 각 차트의 기본 축·표 이름, 자동 설명은 `locale`(기본 \'ko\', \'en\')을 따르며 `chartMessagesKo`·`chartMessagesEn`(`chartMessages(locale)`)에 모여 있고, 문구 prop을 주면 그것이 우선합니다.',
      },
    },
  },
} satisfies Meta<typeof ChartFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TableOpenByDefault: Story = {
  args: { defaultTableOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '표 숨기기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('table', { name: '학년별 만족도' })).toBeVisible();
  },
};

export const TableAlternative: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '학년별 만족도' });
    await expect(image).toHaveAccessibleDescription(/여섯 계열/);
    await expect(canvas.getByRole('figure', { name: '학년별 만족도' })).toBeVisible();
    const table = await openTableByKeyboard(canvas);
    await expect(within(table).getByRole('row', { name: /대학원/ })).toHaveTextContent('3.90');
  },
};

export const ExportByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await exportByKeyboard(canvas, args.onExport as never);
  },
};

export const EnglishLabels: Story = {
  args: {
    title: 'Satisfaction by year',
    description: 'Mean satisfaction by year, showing the six series of the chart palette.',
    showTableLabel: 'View as table',
    hideTableLabel: 'Hide table',
    saveSvgLabel: 'Save SVG',
    savePngLabel: 'Save PNG',
    locale: 'en',
  },
  play: async ({ canvas, args }) => {
    await openTableByKeyboard(canvas, 'View as table');
    await exportByKeyboard(canvas, args.onExport as never, { svg: 'Save SVG', png: 'Save PNG' });
  },
};

const yearsEn = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Graduate', 'Other'];

/** `locale="en"` without label props: the toolbar's default texts are English. */
export const English: Story = {
  args: {
    title: 'Satisfaction by year',
    description: 'Mean satisfaction by year, showing the six series of the chart palette.',
    table: {
      rowHeader: 'Year',
      columns: [{ key: 'mean', label: 'Mean satisfaction', format: 'number' }],
      rows: yearsEn.map((label, index) => ({ label, cells: { mean: values[index] ?? null } })),
    },
    children: (
      <PaletteSample names={yearsEn} seriesTitle="Series" xTitle="Year" yTitle="Satisfaction" />
    ),
    locale: 'en',
  },
  play: async ({ canvas, canvasElement, args }) => {
    const table = await expectEnglishOnly(canvas, canvasElement);
    await expect(within(table).getByRole('row', { name: /Graduate/ })).toHaveTextContent('3.90');
    await exportByKeyboard(canvas, args.onExport as never, {
      svg: 'Save as SVG',
      png: 'Save as PNG',
    });
  },
};
