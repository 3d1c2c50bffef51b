import { lazy } from 'react';
import { findServiceEntryByPath, lazyAnalysis } from '@tonggye/analysis-forms/wizard-intro';
import { AnalysisPage } from '../routes/AnalysisPage';

/** Only an unknown address needs it: an analysis page's first download leaves it out. */
const NotFoundPage = lazy(() =>
  import('../routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * One analysis wizard, found by its address. Loaded lazily by App.tsx; it starts on the upload
 * step without the analysis's definition, which comes in its own chunk when a step needs it.
 */
export function AnalysisRoute({ path, step }: { path: string; step: string | undefined }) {
  const entry = findServiceEntryByPath(path);
  if (entry?.kind !== 'analysis') return <NotFoundPage />;
  return <AnalysisPage key={entry.id} analysis={lazyAnalysis(entry.id)} path={path} step={step} />;
}
