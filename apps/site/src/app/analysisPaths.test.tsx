import { describe, expect, it } from 'vitest';
import { analysisDefinitions } from '@tonggye/analysis-forms';
import { analysisPaths, pageOf } from './analysisPaths';

describe('analysisPaths', () => {
  it('names the address of every analysis definition, and only those', () => {
    const fromDefinitions = Object.values(analysisDefinitions).map((definition) => definition.path);
    expect([...analysisPaths].sort()).toEqual([...fromDefinitions].sort());
  });

  it('makes every step of a wizard one page and leaves other paths alone', () => {
    expect(pageOf('/services/anal/average/anova')).toBe('/services/anal/average/anova');
    expect(pageOf('/services/anal/average/anova/setting')).toBe('/services/anal/average/anova');
    expect(pageOf('/services/anal/average/anovas')).toBe('/services/anal/average/anovas');
    expect(pageOf('/login')).toBe('/login');
  });
});
