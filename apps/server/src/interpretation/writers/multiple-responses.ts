import type { MultipleResponsesResult } from '@tonggye/stats';
import { num, percent } from '../apa';
import { engineWarnings } from '../common';
import { compose, draft, phrase, quote, type Interpretation, type Language } from '../text';

/**
 * `multiple-responses`: responses per case and the most chosen response; the "decision" is
 * whether a majority of the valid cases chose it.
 */
export function writeMultipleResponses(
  result: MultipleResponsesResult,
  language: Language,
): Interpretation {
  const parts = draft();
  for (const set of result.sets) {
    const name = quote(set.label || set.name);
    if (set.validCases === 0 || set.responses.length === 0) {
      parts.summary.push(phrase(language, 'MULTIPLE_EMPTY', { name }));
      continue;
    }
    parts.summary.push(
      phrase(language, 'MULTIPLE_SUMMARY', {
        name,
        valid: set.validCases,
        responses: set.totalResponses,
        perCase: num(set.totalResponses / set.validCases),
      }),
    );
    const top = [...set.responses].sort((a, b) => b.count - a.count)[0]!;
    const ofCases = (top.count / set.validCases) * 100;
    parts.summary.push(
      phrase(language, ofCases > 50 ? 'MULTIPLE_TOP_MAJORITY' : 'MULTIPLE_TOP_NO_MAJORITY', {
        top: quote(top.label),
        percent: percent(ofCases),
      }),
    );
    parts.report.push(
      phrase(language, 'MULTIPLE_ROWS', {
        name,
        rows: set.responses
          .map(
            (r) =>
              `${quote(r.label)} ${r.count} (${r.percentOfResponses === null ? '–' : percent(r.percentOfResponses)}, ${r.percentOfCases === null ? '–' : percent(r.percentOfCases)})`,
          )
          .join(', '),
      }),
    );
    if (set.missingCases > 0)
      parts.caveats.push(
        phrase(language, 'MULTIPLE_MISSING', {
          name,
          missing: set.missingCases,
          percent: percent((set.missingCases / set.totalCases) * 100),
        }),
      );
  }
  parts.caveats.push(phrase(language, 'MULTIPLE_NOTE'), ...engineWarnings(language, result));
  return compose(language, parts);
}
