import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { lightTokens, textColorPairs } from './tokens';

describe('contrastRatio', () => {
  it('matches WCAG reference points', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
  });

  it('rejects colours it cannot compute', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.5)')).toThrow();
  });
});

describe('light theme text colours', () => {
  it.each(textColorPairs.map((pair) => [pair.text, pair.background, pair] as const))(
    '%s on %s is readable',
    (_text, _background, pair) => {
      const ratio = contrastRatio(lightTokens.color[pair.text], lightTokens.color[pair.background]);
      expect(ratio).toBeGreaterThanOrEqual(pair.large ? 3 : 4.5);
    },
  );

  it('brand orange is kept off small text on white, and its text shade is close in hue', () => {
    expect(contrastRatio(lightTokens.color.brand, lightTokens.color.surface)).toBeLessThan(4.5);
    expect(
      contrastRatio(lightTokens.color.brandText, lightTokens.color.surface),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(lightTokens.color.focusRing, lightTokens.color.surface),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('light theme chart series', () => {
  // WCAG 2.2 SC 1.4.11: graphical objects need 3:1 against adjacent colours (the plot background).
  it.each(
    Object.entries(lightTokens.chart).flatMap(([series, colour]) =>
      (['surface', 'surfaceMuted'] as const).map(
        (background) => [series, background, colour] as const,
      ),
    ),
  )('%s on %s reaches 3:1', (_series, background, colour) => {
    expect(contrastRatio(colour, lightTokens.color[background])).toBeGreaterThanOrEqual(3);
  });

  it('has no two series of the same colour', () => {
    const colours = Object.values(lightTokens.chart).map((colour) => colour.toUpperCase());
    expect(new Set(colours).size).toBe(colours.length);
  });
});
