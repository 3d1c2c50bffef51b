import { describe, expect, it } from 'vitest';
import { analysisDefinitions } from './registry';
import { lazyAnalysis } from './lazy';
import { analysisIds } from './types';

describe('lazyAnalysis', () => {
  it.each(analysisIds)(
    '%s: its upload step facts and its fetched definition are its own',
    async (id) => {
      const definition = analysisDefinitions[id];
      const analysis = lazyAnalysis(id);
      expect(analysis.id).toBe(id);
      expect(analysis.steps).toEqual(definition.steps);
      expect(analysis.introNoteKey).toBe(definition.introNoteKey);
      expect(await analysis.load()).toBe(definition);
    },
  );
});
