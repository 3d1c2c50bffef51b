import type { MultinomialRequest } from '../analyses/multinomial/types';
import { parseNumber } from '../read/table';
import { command, comment, literal, num } from './format';
import type { SyntaxContext } from './types';

/**
 * NOMREG with the same reference category, factors, covariates and criteria, printing the
 * tables the product shows. GNU PSPP has no NOMREG, so its target says so above the command.
 */
export function multinomialSyntax(r: MultinomialRequest, ctx: SyntaxContext): string[] {
  const dependent = ctx.name(r.dependents[0]);
  const factors = r.factors.map(ctx.name);
  const covariates = r.covariates.map(ctx.name);
  let base = 'LAST';
  if (r.referenceCategory === 'first') base = 'FIRST';
  if (r.referenceCategory === 'custom' && r.referenceValue !== null) {
    base = literal(parseNumber(r.referenceValue) ?? r.referenceValue);
  }
  const head = [
    dependent,
    `(BASE=${base} ORDER=ASCENDING)`,
    ...(factors.length > 0 ? ['BY', ...factors] : []),
    ...(covariates.length > 0 ? ['WITH', ...covariates] : []),
  ];
  const lines = command('NOMREG', head, [
    [
      'CRITERIA',
      `CIN(${num(r.selectedConfidence)})`,
      'DELTA(0)',
      `MXITER(${num(r.maxIterations)})`,
      `MXSTEP(${num(r.maxStepHalving)})`,
      'CHKSEP(20)',
      'LCONVERGE(0)',
      `PCONVERGE(${num(r.parameterChange)})`,
      'SINGULAR(0.00000001)',
    ],
    'MODEL',
    'INTERCEPT=INCLUDE',
    ['PRINT=CLASSTABLE', 'FIT', 'PARAMETER', 'SUMMARY', 'LRT', 'CPS', 'STEP', 'MFI'],
  ]);
  if (ctx.target === 'pspp') lines.unshift(...comment('PSPP has no NOMREG: SPSS runs this.'));
  return lines;
}
