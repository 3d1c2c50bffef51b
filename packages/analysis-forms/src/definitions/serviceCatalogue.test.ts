import { describe, expect, it } from 'vitest';
import { createAnalysisI18n } from '../i18n';
import { analysisDefinitions } from './registry';
import { analysisIds } from './types';
import {
  findServiceEntryById,
  findServiceEntryByPath,
  serviceGroups,
  tTestChooserPath,
  tTestEntries,
} from './serviceCatalogue';

describe('service catalogue', () => {
  const listed = serviceGroups
    .flatMap((group) => group.entries)
    .flatMap((entry) => (entry.kind === 'chooser' ? tTestEntries : [entry]));

  it('lists every analysis exactly once, the t-tests through the chooser', () => {
    const ids = listed.map((entry) => (entry.kind === 'analysis' ? entry.id : entry.path));
    expect([...ids].sort()).toEqual([...analysisIds].sort());
    expect(tTestEntries.map((entry) => entry.path)).toEqual([
      `${tTestChooserPath}/one`,
      `${tTestChooserPath}/paired`,
      `${tTestChooserPath}/independent`,
    ]);
  });

  it("gives each analysis its definition's address, title and description", () => {
    for (const entry of listed) {
      if (entry.kind !== 'analysis') continue;
      const definition = analysisDefinitions[entry.id];
      expect(
        { path: entry.path, titleKey: entry.titleKey, descriptionKey: entry.descriptionKey },
        entry.id,
      ).toEqual({
        path: definition.path,
        titleKey: definition.titleKey,
        descriptionKey: definition.descriptionKey,
      });
    }
    for (const definition of Object.values(analysisDefinitions))
      expect(findServiceEntryByPath(definition.path)?.titleKey, definition.path).toBe(
        definition.titleKey,
      );
    expect(findServiceEntryByPath(tTestChooserPath)).toBeUndefined();
    for (const definition of Object.values(analysisDefinitions))
      expect(findServiceEntryById(definition.id)?.path, definition.id).toBe(definition.path);
    expect(findServiceEntryById('toString')).toBeUndefined();
  });

  it('groups as the analysis routes are', () => {
    expect(serviceGroups.map((group) => group.id)).toEqual([
      'descriptive',
      'averageT',
      'anova',
      'association',
      'cause',
      'regression',
      'multiple',
      'nonparametric',
    ]);
    for (const group of serviceGroups)
      for (const entry of group.entries)
        if (group.id !== 'descriptive') expect(entry.path).toMatch(/^\/services\/anal\//);
  });

  it.each(['ko', 'en'] as const)('has a heading, title and description in %s', (language) => {
    const i18n = createAnalysisI18n(language);
    const keys = [
      ...serviceGroups.map((group) => group.titleKey),
      ...serviceGroups.flatMap((group) =>
        group.entries.flatMap((entry) => [entry.titleKey, entry.descriptionKey]),
      ),
      ...tTestEntries.flatMap((entry) => [entry.titleKey, entry.descriptionKey]),
    ];
    for (const key of keys) {
      expect(i18n.exists(key), key).toBe(true);
      // One line: no line breaks in a description.
      expect(i18n.t(key)).not.toMatch(/\n/);
    }
    expect(i18n.t('services.groups.anova')).not.toBe(
      createAnalysisI18n(language === 'ko' ? 'en' : 'ko').t('services.groups.anova'),
    );
  });
});
