import type { MultipleResponsesRequest } from '../analyses/multiple-responses/types';
import { command, comment, quote } from './format';
import type { SyntaxContext } from './types';

/**
 * MULT RESPONSE: dichotomies counted at their value, categories over the items' range. The
 * procedure counts integer codes of numeric variables only, and its set names are short, so
 * sets are named $MR1, $MR2 ... with the product's name as their label.
 */
export function multipleResponsesSyntax(r: MultipleResponsesRequest, ctx: SyntaxContext): string[] {
  const out: string[] = [];
  const groups: string[] = [];
  const names: string[] = [];
  r.sets.forEach((set, k) => {
    const name = `$MR${k + 1}`;
    const items = set.variables.map(ctx.name);
    const columns = set.variables.map(ctx.column);
    const numeric = columns.every((c) => c?.type === 'numeric');
    const label = quote(set.label === set.name ? set.name : `${set.name}: ${set.label}`);
    if (set.type === 'dichotomies') {
      const counted =
        typeof set.countedValue === 'number' ? set.countedValue : Number(set.countedValue ?? 1);
      if (numeric && Number.isInteger(counted)) {
        groups.push(`${name} ${label} (${items.join(' ')} (${counted}))`);
        names.push(name);
        return;
      }
    } else {
      const lows = columns.map((c) => c?.min);
      const highs = columns.map((c) => c?.max);
      if (numeric && lows.every((v) => v !== undefined) && highs.every((v) => v !== undefined)) {
        const low = Math.floor(Math.min(...(lows as number[])));
        const high = Math.ceil(Math.max(...(highs as number[])));
        groups.push(`${name} ${label} (${items.join(' ')} (${low},${high}))`);
        names.push(name);
        return;
      }
    }
    out.push(
      ...comment(
        `MULT RESPONSE counts integer codes of numeric variables only: code the items of set ${set.name} as numbers (AUTORECODE or RECODE) first.`,
      ),
    );
  });
  if (groups.length === 0) return out;
  out.push(
    ...command(
      'MULT RESPONSE',
      [],
      [...groups.map((g) => `GROUPS=${g}`), ['FREQUENCIES=', ...names]],
    ),
  );
  return out;
}
