import type { LinearRequest } from '../analyses/linear/types';
import { command, num } from './format';
import type { SyntaxContext } from './types';

const method = {
  enter: 'ENTER',
  stepwise: 'STEPWISE',
  forward: 'FORWARD',
  backward: 'BACKWARD',
  remove: 'REMOVE',
} as const;

export function linearSyntax(r: LinearRequest, ctx: SyntaxContext): string[] {
  const options = new Set(r.selectedLinearOptions);
  const dependent = ctx.name(r.dependents[0]);
  const independents = r.independents.map(ctx.name);
  const spss = ctx.target === 'spss';
  const statistics = [
    options.has('estimates') && 'COEFF',
    options.has('confidenceIntervals') && `CI(${num(r.selectedConfidence)})`,
    options.has('modelFit') && 'R ANOVA',
    spss && 'OUTS',
    spss && options.has('rSquaredChange') && 'CHANGE',
    spss && options.has('partCorrelations') && 'ZPP',
    options.has('collinearity') && (spss ? 'COLLIN TOL' : 'TOL'),
  ].filter((s): s is string => typeof s === 'string');
  const criteria =
    r.selectedStepping === 'fValue'
      ? `FIN(${num(r.entryValue)}) FOUT(${num(r.removalValue)})`
      : `PIN(${num(r.entryValue)}) POUT(${num(r.removalValue)})`;
  // REMOVE takes the named variables out of a model that holds them all: enter them first.
  const methods =
    r.selectedMethod === 'remove'
      ? [
          ['METHOD=ENTER', ...independents],
          ['METHOD=REMOVE', ...independents],
        ]
      : [[`METHOD=${method[r.selectedMethod]}`, ...independents]];
  return command(
    'REGRESSION',
    [],
    [
      spss && options.has('descriptives') && 'DESCRIPTIVES MEAN STDDEV CORR SIG N',
      // PSPP's REGRESSION has no /MISSING; its only treatment is listwise, SPSS's default.
      spss &&
        `MISSING ${r.selectedMissingValueControlMethod === 'mean' ? 'MEANSUBSTITUTION' : 'LISTWISE'}`,
      ['STATISTICS', ...(statistics.length > 0 ? statistics : ['DEFAULTS'])],
      spss && `CRITERIA=${criteria} TOLERANCE(${num(r.tolerance)})`,
      r.includeConstant ? (spss ? 'NOORIGIN' : false) : 'ORIGIN',
      `DEPENDENT ${dependent}`,
      ...methods,
      spss && options.has('durbinWatson') && 'RESIDUALS DURBIN',
      spss && options.has('casewise') && 'CASEWISE PLOT(ZRESID) OUTLIERS(3)',
    ],
  );
}
