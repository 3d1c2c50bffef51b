import { describe, expect, it } from 'vitest';
import { arrowBetween, boxEdgePoint, pathDiagramLayout, pointAlong } from './pathLayout';

const box = { cx: 100, cy: 100, width: 80, height: 40 };

describe('boxEdgePoint', () => {
  it('leaves through the side the direction points at', () => {
    expect(boxEdgePoint(box, { x: 300, y: 100 })).toEqual({ x: 140, y: 100 });
    expect(boxEdgePoint(box, { x: 100, y: 0 })).toEqual({ x: 100, y: 80 });
    // A 45° ray hits the shorter half-side (the top, 20 above) first.
    expect(boxEdgePoint(box, { x: 200, y: 0 })).toEqual({ x: 120, y: 80 });
    expect(boxEdgePoint(box, { x: 100, y: 100 })).toEqual({ x: 100, y: 100 });
  });
});

describe('arrowBetween', () => {
  it('runs edge to edge and puts the arrowhead tip at the end', () => {
    const arrow = arrowBetween(box, { cx: 300, cy: 100, width: 80, height: 40 }, 2, 10);
    expect(arrow.from).toEqual({ x: 140, y: 100 });
    expect(arrow.to).toEqual({ x: 258, y: 100 });
    expect(arrow.head[0]).toEqual(arrow.to);
    expect(arrow.head[1]).toEqual({ x: 248, y: 104.5 });
    expect(arrow.head[2]).toEqual({ x: 248, y: 95.5 });
    expect(arrow.middle).toEqual({ x: 199, y: 100 });
    expect(pointAlong(arrow, 0.25)).toEqual({ x: 169.5, y: 100 });
  });
});

describe('pathDiagramLayout', () => {
  it('puts X left and Y right on one row below the mediators', () => {
    const layout = pathDiagramLayout({ width: 600, mediatorCount: 2, boxWidth: 100 });
    expect(layout.x.cx).toBe(66);
    expect(layout.y.cx).toBe(534);
    expect(layout.x.cy).toBe(layout.y.cy);
    expect(layout.mediators.map((m) => m.cx)).toEqual([300, 300]);
    const lowest = layout.mediators[1]?.cy ?? 0;
    expect(layout.x.cy).toBeGreaterThan(lowest + 44);
    expect(layout.height).toBeGreaterThan(layout.x.cy + 22);
  });

  it('stacks mediators without overlap', () => {
    const { mediators } = pathDiagramLayout({ width: 600, mediatorCount: 3, boxWidth: 100 });
    for (let i = 1; i < mediators.length; i += 1)
      expect((mediators[i]?.cy ?? 0) - (mediators[i - 1]?.cy ?? 0)).toBeGreaterThanOrEqual(44);
  });

  it('keeps the arrow from X to the top mediator clear of the mediators below it', () => {
    const layout = pathDiagramLayout({ width: 640, mediatorCount: 3, boxWidth: 110 });
    const [top, ...below] = layout.mediators;
    if (!top) throw new Error('no mediator');
    const arrow = arrowBetween(layout.x, top);
    for (const box of below) {
      // Where the arrow crosses the mediator's top edge, it is left of the box.
      const edgeY = box.cy - box.height / 2;
      const t = (arrow.from.y - edgeY) / (arrow.from.y - arrow.to.y);
      expect(pointAlong(arrow, t).x).toBeLessThan(box.cx - box.width / 2);
    }
  });
});
