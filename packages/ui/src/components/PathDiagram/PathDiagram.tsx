import { ChartFrame, frameProps } from '../Chart/Chart';
import type { ChartCommonProps, ChartTableData } from '../Chart/Chart';
import { chartMessages } from '../Chart/chartMessages';
import { significanceStars } from '../Chart/distribution';
import { estimateTextWidth, TITLE_FONT_SIZE } from '../Chart/layout';
import { formatNumber } from '../Chart/scale';
import * as styles from './PathDiagram.css';
import { arrowBetween, pathDiagramLayout, pointAlong } from './pathLayout';
import type { Arrow, NodeBox, Point } from './pathLayout';

/** An unstandardised (or standardised) path coefficient with its p-value. */
export interface PathEstimate {
  estimate: number;
  p?: number | null;
}

export interface Mediator {
  name: string;
  /** X → M. */
  a: PathEstimate;
  /** M → Y, controlling for X. */
  b: PathEstimate;
}

export interface PathDiagramProps extends Omit<ChartCommonProps, 'height'> {
  x: string;
  y: string;
  /** One mediator, or several in parallel (PROCESS model 4). */
  mediators: readonly Mediator[];
  /** Direct effect of X on Y with the mediators in the model. */
  cPrime: PathEstimate;
  /** Total effect of X on Y, printed beside c′ when given. */
  c?: PathEstimate;
  pathLabel?: string;
  estimateLabel?: string;
  /** Explains the stars; printed under the diagram. */
  significanceNote?: string;
  directLabel?: string;
  totalLabel?: string;
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const subscript = (n: number) =>
  String(n)
    .split('')
    .map((digit) => SUBSCRIPTS[Number(digit)])
    .join('');

/** Mediation model: X, the mediator(s) and Y as boxes, arrows labelled with a, b and c′ (c). */
export function PathDiagram(props: PathDiagramProps) {
  const messages = chartMessages(props.locale).pathDiagram;
  const {
    x: xName,
    y: yName,
    mediators,
    cPrime,
    c,
    pathLabel = messages.pathLabel,
    estimateLabel = messages.estimateLabel,
    significanceNote = '* p < .05, ** p < .01, *** p < .001',
    directLabel = messages.directLabel,
    totalLabel = messages.totalLabel,
    width = 640,
    description,
    ...common
  } = props;
  const locale = common.locale ?? 'ko';
  const decimals = common.decimals ?? 2;
  const several = mediators.length > 1;
  const names = [xName, yName, ...mediators.map((m) => m.name)];
  const boxWidth = Math.max(
    96,
    ...names.map((name) => estimateTextWidth(name, TITLE_FONT_SIZE) + 28),
  );
  const layout = pathDiagramLayout({ width, mediatorCount: mediators.length, boxWidth });
  const height = layout.height;
  const text = (path: PathEstimate) =>
    `${formatNumber(path.estimate, decimals, locale)}${significanceStars(path.p)}`;
  const aName = (index: number) => `a${several ? subscript(index + 1) : ''}`;
  const bName = (index: number) => `b${several ? subscript(index + 1) : ''}`;
  const mName = (index: number) => `M${several ? subscript(index + 1) : ''}`;
  const direct = arrowBetween(layout.x, layout.y);
  const cPrimeText = `c′ = ${text(cPrime)}${c ? ` (c = ${text(c)})` : ''}`;

  const paths = [
    ...mediators.flatMap((mediator, index) => [
      { label: `${aName(index)} (${xName} → ${mediator.name})`, path: mediator.a },
      { label: `${bName(index)} (${mediator.name} → ${yName})`, path: mediator.b },
    ]),
    { label: `c′ (${xName} → ${yName}, ${directLabel})`, path: cPrime },
    ...(c ? [{ label: `c (${xName} → ${yName}, ${totalLabel})`, path: c }] : []),
  ];
  const table: ChartTableData = {
    rowHeader: pathLabel,
    columns: [
      { key: 'estimate', label: estimateLabel, format: 'number', decimals: 3 },
      { key: 'p', label: 'p', format: 'pValue' },
    ],
    rows: paths.map(({ label, path }) => ({
      label,
      cells: { estimate: path.estimate, p: path.p ?? null },
    })),
  };
  const summary =
    description ??
    messages.summary({
      mediators: mediators
        .map(
          (mediator, index) =>
            `${xName} → ${mediator.name} → ${yName}: ${aName(index)} = ${text(mediator.a)}, ${bName(index)} = ${text(mediator.b)}`,
        )
        .join('; '),
      effects: `${directLabel} ${cPrimeText.replace(' (c =', ` (${totalLabel} c =`)}`,
    });

  return (
    <ChartFrame
      {...frameProps(common)}
      description={summary}
      width={width}
      height={height}
      table={table}
    >
      {mediators.map((mediator, index) => {
        const box = layout.mediators[index] as NodeBox;
        const a = arrowBetween(layout.x, box);
        const b = arrowBetween(box, layout.y);
        return (
          <g key={`${mediator.name}-${index}`}>
            <ArrowShape arrow={a} direct={false} />
            <ArrowShape arrow={b} direct={false} />
            <EstimateLabel
              at={pointAlong(a, several ? 0.7 : 0.5)}
              side="left"
              text={`${aName(index)} = ${text(mediator.a)}`}
            />
            <EstimateLabel
              at={pointAlong(b, several ? 0.3 : 0.5)}
              side="right"
              text={`${bName(index)} = ${text(mediator.b)}`}
            />
          </g>
        );
      })}
      <ArrowShape arrow={direct} direct />
      <text
        className={styles.estimate}
        x={direct.middle.x}
        y={layout.x.cy + layout.x.height / 2 + 18}
        textAnchor="middle"
      >
        {cPrimeText}
      </text>
      <Node box={layout.x} label={xName} />
      <Node box={layout.y} label={yName} />
      {mediators.map((mediator, index) => (
        <Node
          key={`${mediator.name}-${index}`}
          box={layout.mediators[index] as NodeBox}
          label={mediator.name}
          tag={several ? mName(index) : undefined}
        />
      ))}
      <text className={styles.note} x={16} y={height - 12}>
        {significanceNote}
      </text>
    </ChartFrame>
  );
}

function Node({ box, label, tag }: { box: NodeBox; label: string; tag?: string | undefined }) {
  return (
    <g>
      <rect
        className={styles.node}
        x={box.cx - box.width / 2}
        y={box.cy - box.height / 2}
        width={box.width}
        height={box.height}
        rx={6}
      />
      <text
        className={styles.nodeLabel}
        x={box.cx}
        y={box.cy}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {label}
      </text>
      {tag ? (
        <text
          className={styles.note}
          x={box.cx - box.width / 2 - 6}
          y={box.cy}
          textAnchor="end"
          dominantBaseline="central"
        >
          {tag}
        </text>
      ) : null}
    </g>
  );
}

function ArrowShape({ arrow, direct }: { arrow: Arrow; direct: boolean }) {
  const [tip, left, right] = arrow.head;
  const base = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  return (
    <g>
      <line
        className={direct ? styles.directPath : styles.path}
        x1={arrow.from.x}
        y1={arrow.from.y}
        x2={base.x}
        y2={base.y}
      />
      <polygon
        className={direct ? styles.directArrowHead : styles.arrowHead}
        points={`${tip.x},${tip.y} ${left.x},${left.y} ${right.x},${right.y}`}
      />
    </g>
  );
}

/** An estimate beside a point of its arrow, pushed off the line on the outer side. */
function EstimateLabel({ at, side, text }: { at: Point; side: 'left' | 'right'; text: string }) {
  const offset = 10;
  return (
    <text
      className={styles.estimate}
      x={at.x + (side === 'left' ? -offset : offset)}
      y={at.y - offset}
      textAnchor={side === 'left' ? 'end' : 'start'}
    >
      {text}
    </text>
  );
}
