import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import {
  ANALYSIS_NAMESPACE,
  findServiceEntryByPath,
  useTranslation,
} from '@tonggye/analysis-forms';
import { Card, Link, Stack, Text } from '@tonggye/ui';
import type { PersistedState } from './persistedState';
import { readServiceMemory } from './serviceMemory';
import { sitePersistedState } from './siteConfig';

/**
 * The services root's offer to go on with the last analysis the visitor opened (the `service`
 * slice), naming the working dataset, which the analysis then opens by itself if the server
 * still has it. Nothing when the slice holds no analysis. Read from local storage, so the
 * prerendered page leaves it out (wrap it in `AfterHydration`).
 */
export function ContinueAnalysis({ state = sitePersistedState() }: { state?: PersistedState }) {
  // The analyses' titles are in their own catalogue: both are in before this renders.
  const { t } = useTranslation(['site', ANALYSIS_NAMESPACE]);
  const [memory] = useState(() => readServiceMemory(state));
  const titleKey = memory?.analysisPath
    ? (findServiceEntryByPath(memory.analysisPath)?.titleKey ?? null)
    : null;
  if (!memory?.analysisPath || titleKey === null) return null;
  const analysis = t(titleKey, { ns: ANALYSIS_NAMESPACE });
  return (
    <Card>
      <section aria-labelledby="continue-analysis-heading">
        <Stack gap="small">
          {/* Above the catalogue's own heading, so not a heading itself. */}
          <Text weight="strong" id="continue-analysis-heading">
            {t('services.continue.heading')}
          </Text>
          <Text>{t('services.continue.analysis', { analysis })}</Text>
          {memory.dataset ? (
            <Text tone="muted">
              {t('services.continue.dataset', { dataset: memory.dataset.name })}
            </Text>
          ) : null}
          <RouterLink href={memory.analysisPath} asChild>
            <Link>{t('services.continue.link', { analysis })}</Link>
          </RouterLink>
        </Stack>
      </section>
    </Card>
  );
}
