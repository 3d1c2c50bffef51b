import { isFactorResult } from '../../definitions/factor';
import { reliabilityHandOver, reliabilityTarget } from '../../definitions/factorGroups';
import type { AnalysisHandOver } from '../../definitions/types';
import type { AnalysisResult } from '../../types';
import { FactorGroupsEditor } from './FactorGroupsEditor';

/** Under a factor result: edit the groups, then open reliability on them. */
export function FactorGroupsStep({
  result,
  onHandOver,
}: {
  result: AnalysisResult;
  onHandOver(handOver: AnalysisHandOver): void;
}) {
  if (!isFactorResult(result) || result.factorCount < 1 || !reliabilityTarget()) return null;
  return (
    <FactorGroupsEditor
      result={result}
      onSubmit={(groups) => {
        const handOver = reliabilityHandOver(groups);
        if (handOver) onHandOver(handOver);
      }}
    />
  );
}
