export * from './types';
export { mannWhitney } from './mann-whitney';
export { wilcoxon, signTest } from './related';
export { kruskalWallis, friedman } from './k-samples';
export { chiSquareGoodness, binomialTest } from './one-sample';
export {
  parseBinomialRequest,
  parseChiSquareGoodnessRequest,
  parseFriedmanRequest,
  parseKruskalWallisRequest,
  parseMannWhitneyRequest,
  parseSignRequest,
  parseWilcoxonRequest,
} from './request';
