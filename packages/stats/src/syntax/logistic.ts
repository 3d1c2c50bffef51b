import type { LogisticRequest } from '../analyses/logistic/types';
import { command, comment, num } from './format';
import type { SyntaxContext } from './types';

const method = {
  enter: 'ENTER',
  forwardLR: 'FSTEP(LR)',
  forwardWald: 'FSTEP(WALD)',
  backwardLR: 'BSTEP(LR)',
  backwardWald: 'BSTEP(WALD)',
} as const;

/**
 * LOGISTIC REGRESSION with the same method, categorical coding, criteria and cut value. The
 * enter method is written as `VARIABLES y WITH x…`, which SPSS and PSPP both read; PSPP has no
 * stepwise methods, no /CONTRAST and no Hosmer-Lemeshow test, so its target says so and keeps
 * what it can run.
 */
export function logisticSyntax(r: LogisticRequest, ctx: SyntaxContext): string[] {
  const spss = ctx.target === 'spss';
  const dependent = ctx.name(r.dependents[0]);
  const independents = r.independents.map(ctx.name);
  const categorical = r.categoricalVariables.map(ctx.name);
  const options = new Set(r.selectedLogisticOptions);
  const stepwise = r.selectedMethod !== 'enter';
  const lines: string[] = [];
  if (!spss && stepwise)
    lines.push(
      ...comment(
        'PSPP has no stepwise LOGISTIC REGRESSION: the model below enters every variable.',
      ),
    );
  const head =
    stepwise && spss ? ['VARIABLES', dependent] : ['VARIABLES', dependent, 'WITH', ...independents];
  const print = [
    spss && options.has('hosmerLemeshow') && 'GOODFIT',
    options.has('confidenceIntervals') && `CI(${num(r.selectedConfidence)})`,
  ].filter((s): s is string => typeof s === 'string');
  const criteria = [
    spss && stepwise && `PIN(${num(r.entryValue)}) POUT(${num(r.removalValue)})`,
    `ITERATE(${num(r.maxIterations)})`,
    `BCON(${num(r.parameterChange)})`,
    `CUT(${num(r.cutValue)})`,
  ].filter((s): s is string => typeof s === 'string');
  lines.push(
    ...command('LOGISTIC REGRESSION', head, [
      stepwise && spss && [`METHOD=${method[r.selectedMethod]}`, ...independents],
      categorical.length > 0 && ['CATEGORICAL', ...categorical],
      // SPSS codes /CATEGORICAL by INDICATOR with the last category as reference by default;
      // written out so the syntax says which, INDICATOR(1) for the first.
      ...(spss
        ? categorical.map(
            (name) => `CONTRAST (${name})=INDICATOR${r.referenceCategory === 'first' ? '(1)' : ''}`,
          )
        : []),
      !r.includeConstant && 'ORIGIN',
      print.length > 0 && ['PRINT', ...print],
      ['CRITERIA', ...criteria],
    ]),
  );
  return lines;
}
