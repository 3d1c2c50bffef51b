import type {
  BinomialRequest,
  ChiSquareGoodnessRequest,
  FriedmanRequest,
  KruskalWallisRequest,
  MannWhitneyRequest,
  RelatedPairsRequest,
} from '../analyses/nonparametric/types';
import { numericFactors } from './anova';
import { command, comment, num } from './format';
import { groupValue } from './t-tests';
import type { SyntaxContext } from './types';

/** The product's "pairwise" is NPAR TESTS' test-by-test default (/MISSING ANALYSIS). */
const missing = (method: 'pairwise' | 'listwise') =>
  `MISSING ${method === 'listwise' ? 'LISTWISE' : 'ANALYSIS'}`;

export function mannWhitneySyntax(r: MannWhitneyRequest, ctx: SyntaxContext): string[] {
  const g = r.groupingVariable;
  const groups = g.groups.map((v) => groupValue(v, g.variable, ctx)).join(' ');
  return command(
    'NPAR TESTS',
    [],
    [
      ['M-W=', ...r.testVariables.map(ctx.name), 'BY', `${ctx.name(g.variable)}(${groups})`],
      missing(r.selectedMissingValueControlMethod),
    ],
  );
}

/** WILCOXON and SIGN on pairs `first WITH second (PAIRED)`: SPSS's difference is second − first. */
export function relatedPairsSyntax(
  keyword: 'WILCOXON' | 'SIGN',
  r: RelatedPairsRequest<string>,
  ctx: SyntaxContext,
): string[] {
  const pairs = r.pairs.map(([a, b]) => [ctx.name(a), ctx.name(b)] as const);
  return command(
    'NPAR TESTS',
    [],
    [
      [`${keyword}=`, ...pairs.map(([a]) => a), 'WITH', ...pairs.map(([, b]) => b), '(PAIRED)'],
      missing(r.selectedMissingValueControlMethod),
    ],
  );
}

/**
 * K-W needs a numeric grouping variable and a range of its values: a text variable is coded
 * 1, 2, … in ascending order first (as the product orders its groups). Dunn's pairwise
 * comparisons exist only in NPTESTS, written after it when asked.
 */
export function kruskalWallisSyntax(r: KruskalWallisRequest, ctx: SyntaxContext): string[] {
  const { lines, names } = numericFactors([r.groupingVariable], ctx);
  const coded = names[0]!;
  const text = ctx.column(r.groupingVariable)?.type === 'categorical';
  let range: string;
  if (r.groups && !text) {
    const values = r.groups.map(Number).filter(Number.isFinite);
    range = `(${num(Math.min(...values))} ${num(Math.max(...values))})`;
    lines.push(
      ...comment(
        'K-W takes a range of group values: groups between the chosen ones are included too.',
      ),
    );
  } else {
    const column = ctx.column(r.groupingVariable);
    range = text
      ? `(1 ${column?.categories?.length ?? 1})`
      : `(${num(column?.min ?? 1)} ${num(column?.max ?? 1)})`;
  }
  lines.push(
    ...command(
      'NPAR TESTS',
      [],
      [
        ['K-W=', ...r.testVariables.map(ctx.name), 'BY', `${coded}${range}`],
        missing(r.selectedMissingValueControlMethod),
      ],
    ),
  );
  if (r.pairwise && ctx.target === 'spss') {
    lines.push(
      ...command(
        'NPTESTS',
        [],
        [
          ['INDEPENDENT TEST', `(${r.testVariables.map(ctx.name).join(' ')})`, `GROUP (${coded})`],
          'KRUSKAL_WALLIS(COMPARE=PAIRWISE)',
          `MISSING SCOPE=${r.selectedMissingValueControlMethod === 'listwise' ? 'LISTWISE' : 'ANALYSIS'}`,
        ],
      ),
    );
  }
  return lines;
}

/** FRIEDMAN, and KENDALL for W (SPSS prints W in its own table). */
export function friedmanSyntax(r: FriedmanRequest, ctx: SyntaxContext): string[] {
  const variables = r.variables.map(ctx.name);
  return command(
    'NPAR TESTS',
    [],
    [['FRIEDMAN=', ...variables], ['KENDALL=', ...variables], 'MISSING LISTWISE'],
  );
}

export function chiSquareGoodnessSyntax(r: ChiSquareGoodnessRequest, ctx: SyntaxContext): string[] {
  return command(
    'NPAR TESTS',
    [],
    [
      ['CHISQUARE=', ...r.testVariables.map(ctx.name)],
      r.expected === 'equal' ? 'EXPECTED=EQUAL' : ['EXPECTED=', ...r.expected.map(num)],
      missing(r.selectedMissingValueControlMethod),
    ],
  );
}

/**
 * BINOMIAL with the test proportion; two groups by the data, a cut point or two values. NPAR
 * TESTS takes numeric variables only: a text variable is coded 1, 2, … in ascending order
 * first, which keeps the first value met first, and two chosen values become their codes.
 */
export function binomialSyntax(r: BinomialRequest, ctx: SyntaxContext): string[] {
  const { lines, names } = numericFactors(r.testVariables, ctx);
  const split = (name: string, original: string) => {
    if (r.cutPoint !== null) return `${name}(${num(r.cutPoint)})`;
    if (!r.groups) return name;
    const categories = ctx.column(original)?.categories;
    const values = r.groups.map((v) =>
      categories ? num(categories.indexOf(String(v).trim()) + 1) : groupValue(v, original, ctx),
    );
    return `${name}(${values.join(', ')})`;
  };
  lines.push(
    ...command(
      'NPAR TESTS',
      [],
      [
        [
          `BINOMIAL (${num(r.testProportion)})=`,
          ...r.testVariables.map((v, i) => split(names[i]!, v)),
        ],
        missing(r.selectedMissingValueControlMethod),
      ],
    ),
  );
  return lines;
}
