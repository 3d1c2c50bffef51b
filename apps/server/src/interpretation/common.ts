import { level as levelText } from './apa';
import type { Magnitude } from './benchmarks';
import type { PhraseKey } from './phrases';
import { phrase, type Language } from './text';

/** What a writer knows besides the result: the reader's language and the test level. */
export interface Context {
  language: Language;
  /** α = 1 − confidence/100 of the result, else .05. */
  alpha: number;
}

export const MAGNITUDE_WORDS: Record<Magnitude, PhraseKey> = {
  negligible: 'MAGNITUDE_NEGLIGIBLE',
  small: 'MAGNITUDE_SMALL',
  medium: 'MAGNITUDE_MEDIUM',
  large: 'MAGNITUDE_LARGE',
};

export const STRENGTH_WORDS: Record<Magnitude, PhraseKey> = {
  negligible: 'STRENGTH_NEGLIGIBLE',
  small: 'STRENGTH_SMALL',
  medium: 'STRENGTH_MEDIUM',
  large: 'STRENGTH_LARGE',
};

/** Whether p is below the level, and the words that say so ('…통계적으로 유의하였다'). */
export function decide(context: Context, p: number): { significant: boolean; text: string } {
  const significant = p < context.alpha;
  return {
    significant,
    text: phrase(context.language, significant ? 'SIGNIFICANT' : 'NOT_SIGNIFICANT', {
      level: levelText(context.alpha),
    }),
  };
}

/** 'Cohen(1988)의 기준으로 중간 크기의 효과였다.' (the statistic is in the APA string before it). */
export function effectSentence(context: Context, size: Magnitude): string {
  return phrase(context.language, 'EFFECT', {
    size: phrase(context.language, MAGNITUDE_WORDS[size]),
  });
}

/** The engine's own warnings in the reader's language, as caveats. */
export function engineWarnings(
  language: Language,
  result: { warnings?: string[]; warningsEn?: string[] },
): string[] {
  const list = language === 'ko' ? result.warnings : (result.warningsEn ?? result.warnings);
  return (list ?? []).map((text) => phrase(language, 'ENGINE_WARNING', { text }));
}
