// Under the DOM project: the package entry brings its styles (vanilla-extract).
import { describe, expect, it } from 'vitest';
import { analysisFormsResources } from '@tonggye/analysis-forms';
import { ko } from './ko';
import { storeKo } from './storeKo';

/** Every string of a catalogue, with its key. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, child]) =>
    leaves(child, prefix ? `${prefix}.${name}` : name),
  );
}

describe('the Korean catalogues’ terms', () => {
  it('write the t-test one way, "t 검정", as SPSS’s Korean edition does', () => {
    const korean = [
      ...leaves(ko, 'site'),
      ...leaves(storeKo, 'store'),
      ...leaves(analysisFormsResources.ko, 'analysis'),
    ];
    expect(korean.length).toBeGreaterThan(500);
    const other = korean.filter(([, text]) =>
      /T ?검정|t-?검정/.test(text.replaceAll('t 검정', '')),
    );
    expect(other).toEqual([]);
    expect(korean.some(([, text]) => text.includes('일표본 t 검정'))).toBe(true);
  });
});
