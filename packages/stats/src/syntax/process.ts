import type { MediationRequest } from '../analyses/mediation/types';
import type { ModerationRequest } from '../analyses/moderation/types';
import { command, comment, num, wrap } from './format';
import type { SyntaxContext } from './types';

const processNotice = () =>
  comment(
    'Needs the PROCESS macro for SPSS by Andrew F. Hayes (processmacro.org): run process.sps, or install the custom dialog, before this command.',
  );

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * PROCESS for SPSS accepts variable names of at most eight characters. When a variable of the
 * model has a longer name (a Korean name of three syllables is nine bytes), every variable of
 * the model is renamed to its role (Y, X, M1 ...) for the call and renamed back after it.
 */
function processNames(
  roles: readonly (readonly [role: string, variable: string])[],
  ctx: SyntaxContext,
): { before: string[]; after: string[]; name: (variable: string) => string } {
  const long = roles.some(([, v]) => bytes(ctx.name(v)) > 8);
  if (!long) return { before: [], after: [], name: ctx.name };
  const short = new Map(roles.map(([role, v]) => [v, ctx.newName(role)]));
  const from = roles.map(([, v]) => ctx.name(v));
  const to = roles.map(([, v]) => short.get(v)!);
  return {
    before: [
      ...comment(
        'PROCESS for SPSS takes names of at most eight characters: the variables of the model are renamed for the call.',
      ),
      ...command('RENAME VARIABLES', [`(${from.join(' ')} = ${to.join(' ')})`]),
    ],
    after: command('RENAME VARIABLES', [`(${to.join(' ')} = ${from.join(' ')})`]),
    name: (v) => short.get(v) ?? ctx.name(v),
  };
}

/** PROCESS reads its options as `key=value` after slashes, as Hayes documents it. */
function processCall(parts: readonly string[]): string[] {
  const lines = wrap(
    'PROCESS',
    parts.map((p, i) => (i === 0 ? p : `/${p}`)),
  );
  lines[lines.length - 1] += '.';
  return lines;
}

export function mediationSyntax(r: MediationRequest, ctx: SyntaxContext): string[] {
  const lines = [
    ...processNotice(),
    ...comment(
      'Bootstrap intervals depend on the resamples: with the same seed PROCESS draws other resamples than this service, so its intervals differ slightly; every other number is the same.',
    ),
  ];
  if (r.adjustBootstrap) {
    lines.push(
      ...comment(
        'This service used bias-corrected bootstrap intervals; PROCESS prints percentile intervals unless the installed version offers a bias-corrected option.',
      ),
    );
  }
  const names = processNames(
    [
      ['Y', r.dependents[0]],
      ['X', r.independents[0]],
      ...r.mediators.map((m, k) => [`M${k + 1}`, m] as const),
      ...r.moderators.map((w) => ['W', w] as const),
      ...r.covariates.map((c, k) => [`COV${k + 1}`, c] as const),
    ],
    ctx,
  );
  // PROCESS offers the total effect and effect sizes for unmoderated models only, and
  // Sobel's test for model 4 only; the moderated models probe W at its 16th, 50th and 84th
  // percentiles by default, as this service does.
  const extras =
    r.modelNumber === 4
      ? ['total=1', 'effsize=1', 'normal=1']
      : r.modelNumber === 6
        ? ['total=1']
        : [];
  return [
    ...lines,
    ...names.before,
    ...processCall([
      `y=${names.name(r.dependents[0])}`,
      `x=${names.name(r.independents[0])}`,
      `m=${r.mediators.map(names.name).join(' ')}`,
      ...r.moderators.map((w) => `w=${names.name(w)}`),
      ...(r.covariates.length > 0 ? [`cov=${r.covariates.map(names.name).join(' ')}`] : []),
      `model=${r.modelNumber}`,
      `boot=${r.numberOfBootstrapSamples}`,
      `conf=${num(r.selectedConfidence)}`,
      `seed=${r.seed}`,
      ...extras,
    ]),
    ...names.after,
  ];
}

export function moderationSyntax(r: ModerationRequest, ctx: SyntaxContext): string[] {
  const [w, z] = r.moderators;
  const names = processNames(
    [
      ['Y', r.dependents[0]],
      ['X', r.independents[0]],
      ['W', w!],
      ...(z !== undefined ? [['Z', z] as const] : []),
      ...r.covariates.map((c, k) => [`COV${k + 1}`, c] as const),
    ],
    ctx,
  );
  return [
    ...processNotice(),
    ...names.before,
    ...processCall([
      `y=${names.name(r.dependents[0])}`,
      `x=${names.name(r.independents[0])}`,
      `w=${names.name(w!)}`,
      ...(z !== undefined ? [`z=${names.name(z)}`] : []),
      ...(r.covariates.length > 0 ? [`cov=${r.covariates.map(names.name).join(' ')}`] : []),
      `model=${r.modelNumber}`,
      // PROCESS's center=1 centres every product's variable, center=2 only the continuous ones.
      ...(r.centering === 'none' ? [] : [`center=${r.centering === 'all' ? 1 : 2}`]),
      ...(r.probeValues === 'meanSd' ? ['moments=1'] : []),
      ...(r.johnsonNeyman ? ['jn=1'] : []),
      `conf=${num(r.selectedConfidence)}`,
      'intprobe=1',
    ]),
    ...names.after,
  ];
}
