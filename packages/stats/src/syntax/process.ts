import type { MediationRequest } from '../analyses/mediation/types';
import type { ModerationRequest } from '../analyses/moderation/types';
import { comment, num, wrap } from './format';
import type { SyntaxContext } from './types';

const processNotice = () =>
  comment(
    "Needs Andrew F. Hayes's PROCESS macro for SPSS (processmacro.org): run process.sps, or install the custom dialog, before this command.",
  );

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
        'Bias-corrected intervals need a PROCESS version that offers them (v3 and v4.1+: bc=1).',
      ),
    );
  }
  return [
    ...lines,
    ...processCall([
      `y=${ctx.name(r.dependents[0])}`,
      `x=${ctx.name(r.independents[0])}`,
      `m=${r.mediators.map(ctx.name).join(' ')}`,
      ...(r.covariates.length > 0 ? [`cov=${r.covariates.map(ctx.name).join(' ')}`] : []),
      `model=${r.modelNumber}`,
      `boot=${r.numberOfBootstrapSamples}`,
      ...(r.adjustBootstrap ? ['bc=1'] : []),
      `conf=${num(r.selectedConfidence)}`,
      `seed=${r.seed}`,
      'total=1',
      'effsize=1',
      'normal=1',
    ]),
  ];
}

export function moderationSyntax(r: ModerationRequest, ctx: SyntaxContext): string[] {
  const [w, z] = r.moderators;
  return [
    ...processNotice(),
    ...processCall([
      `y=${ctx.name(r.dependents[0])}`,
      `x=${ctx.name(r.independents[0])}`,
      `w=${ctx.name(w!)}`,
      ...(z !== undefined ? [`z=${ctx.name(z)}`] : []),
      ...(r.covariates.length > 0 ? [`cov=${r.covariates.map(ctx.name).join(' ')}`] : []),
      `model=${r.modelNumber}`,
      // PROCESS's center=1 centres every product's variable, center=2 only the continuous ones.
      ...(r.centering === 'none' ? [] : [`center=${r.centering === 'all' ? 1 : 2}`]),
      ...(r.probeValues === 'meanSd' ? ['moments=1'] : []),
      ...(r.johnsonNeyman ? ['jn=1'] : []),
      `conf=${num(r.selectedConfidence)}`,
      'intprobe=1',
    ]),
  ];
}
