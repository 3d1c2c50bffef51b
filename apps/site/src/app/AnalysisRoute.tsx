import { findDefinitionByPath } from '@tonggye/analysis-forms';
import { AnalysisPage } from '../routes/AnalysisPage';
import { NotFoundPage } from '../routes/NotFoundPage';

/**
 * One analysis wizard, found by its address. Loaded lazily by App.tsx, so the analysis
 * definitions and the wizard machine stay out of the entry chunk.
 */
export function AnalysisRoute({ path, step }: { path: string; step: string | undefined }) {
  const definition = findDefinitionByPath(path);
  if (!definition) return <NotFoundPage />;
  return <AnalysisPage key={definition.id} definition={definition} step={step} />;
}
