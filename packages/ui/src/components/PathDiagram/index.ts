export { PathDiagram } from './PathDiagram';
export type { PathDiagramProps, PathEstimate, Mediator } from './PathDiagram';
export { arrowBetween, boxEdgePoint, pathDiagramLayout, pointAlong } from './pathLayout';
export type { Arrow, NodeBox, PathDiagramLayout, Point } from './pathLayout';
