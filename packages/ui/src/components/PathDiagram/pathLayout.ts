/** Geometry of a mediation path diagram. Pure, so it is tested directly. */

export interface Point {
  x: number;
  y: number;
}

export interface NodeBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** Where the segment from the box's centre towards `toward` leaves the box. */
export function boxEdgePoint(box: NodeBox, toward: Point): Point {
  const dx = toward.x - box.cx;
  const dy = toward.y - box.cy;
  if (dx === 0 && dy === 0) return { x: box.cx, y: box.cy };
  const scale = Math.min(
    dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
  );
  return { x: box.cx + dx * scale, y: box.cy + dy * scale };
}

export interface Arrow {
  from: Point;
  to: Point;
  /** Triangle of the arrowhead, its tip at `to`. */
  head: [Point, Point, Point];
  /** Middle of the shaft. */
  middle: Point;
}

/** The point a fraction `t` of the way along an arrow (0: its start, 1: its tip). */
export function pointAlong(arrow: Arrow, t: number): Point {
  return {
    x: arrow.from.x + (arrow.to.x - arrow.from.x) * t,
    y: arrow.from.y + (arrow.to.y - arrow.from.y) * t,
  };
}

/** An arrow between two boxes, from edge to edge, `gap` short of the target. */
export function arrowBetween(source: NodeBox, target: NodeBox, gap = 2, headLength = 10): Arrow {
  const start = boxEdgePoint(source, { x: target.cx, y: target.cy });
  const end = boxEdgePoint(target, { x: source.cx, y: source.cy });
  const length = Math.hypot(end.x - start.x, end.y - start.y) || 1;
  const ux = (end.x - start.x) / length;
  const uy = (end.y - start.y) / length;
  const tip = { x: end.x - ux * gap, y: end.y - uy * gap };
  const base = { x: tip.x - ux * headLength, y: tip.y - uy * headLength };
  const half = headLength * 0.45;
  return {
    from: start,
    to: tip,
    head: [
      tip,
      { x: base.x - uy * half, y: base.y + ux * half },
      { x: base.x + uy * half, y: base.y - ux * half },
    ],
    middle: { x: (start.x + tip.x) / 2, y: (start.y + tip.y) / 2 },
  };
}

export interface PathDiagramLayout {
  x: NodeBox;
  y: NodeBox;
  mediators: NodeBox[];
  height: number;
}

const MARGIN = 16;
const ROW_GAP = 28;
/** Parallel mediators sit further apart so the arrows fanning out to them stay clear of the boxes. */
const PARALLEL_ROW_GAP = 56;

/**
 * X bottom left, Y bottom right, the mediators stacked in the middle above them (parallel
 * mediation). The height grows with the number of mediators.
 */
export function pathDiagramLayout({
  width,
  mediatorCount,
  boxWidth,
  boxHeight = 44,
  bottomSpace = 64,
}: {
  width: number;
  mediatorCount: number;
  boxWidth: number;
  boxHeight?: number;
  /** Room below X and Y for the direct-path label and the significance note. */
  bottomSpace?: number;
}): PathDiagramLayout {
  const gap = mediatorCount > 1 ? PARALLEL_ROW_GAP : ROW_GAP;
  const mediators = Array.from({ length: mediatorCount }, (_, index) => ({
    cx: width / 2,
    cy: MARGIN + boxHeight / 2 + index * (boxHeight + gap),
    width: boxWidth,
    height: boxHeight,
  }));
  // X and Y sit below the lowest mediator: 2.5 rows below one mediator, so a and b slope
  // clearly; only 0.6 below several, as flatter arrows to the upper ones pass clear of the lower.
  const rowsBelow = mediatorCount === 0 ? 0 : mediatorCount - 1 + (mediatorCount > 1 ? 0.6 : 2.5);
  const cy = MARGIN + boxHeight / 2 + rowsBelow * (boxHeight + gap);
  const x = { cx: MARGIN + boxWidth / 2, cy, width: boxWidth, height: boxHeight };
  const y = { cx: width - MARGIN - boxWidth / 2, cy, width: boxWidth, height: boxHeight };
  return { x, y, mediators, height: Math.ceil(cy + boxHeight / 2 + bottomSpace) };
}
