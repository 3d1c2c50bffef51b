import { PHRASES, type PhraseKey } from './phrases';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];

/** The contract's interpretation text: a short paragraph, and the APA report with its checks. */
export interface Interpretation {
  interpret: string;
  interpretDetail: string;
}

export type PhraseValues = Record<string, string | number>;

/**
 * Korean particles that follow a word: the first form after a final consonant (batchim), the
 * second after a vowel. `로` also follows a final ㄹ.
 */
const PARTICLES: Record<string, [string, string]> = {
  은: ['은', '는'],
  는: ['은', '는'],
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  과: ['과', '와'],
  와: ['과', '와'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
  이었다: ['이었다', '였다'],
  였다: ['이었다', '였다'],
  이다: ['이다', '다'],
  이어서: ['이어서', '여서'],
};

/** How digits are read in Korean (영, 일, 이, 삼 …): the final consonant, 'ㄹ', or none. */
const DIGIT_ENDINGS = ['c', 'l', '', 'c', '', '', 'c', 'l', 'l', ''] as const;

/** 'c' after a final consonant, 'l' after a final ㄹ, '' after a vowel, null when unknown. */
function ending(word: string): 'c' | 'l' | '' | null {
  // Quotes, brackets and spaces around a name do not change how it is read.
  const trimmed = word.replace(/['"’”)\]}\s*]+$/u, '');
  const last = trimmed.at(-1);
  if (last === undefined) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    if (final === 0) return '';
    return final === 8 ? 'l' : 'c';
  }
  if (/[0-9]/.test(last)) return DIGIT_ENDINGS[Number(last)]!;
  if (last === '%') return ''; // 퍼센트
  return null;
}

/** A word with the particle that fits it: josa('사전', '과') → '사전과'; unknown readings get '과(와)'. */
export function josa(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (forms === undefined) return word + particle;
  const end = ending(word);
  if (end === null) return `${word}${forms[0]}(${forms[1]})`;
  if (forms[0] === '으로') return word + (end === 'c' ? forms[0] : forms[1]);
  return word + (end === '' ? forms[1] : forms[0]);
}

/** Fills `{name}` and `{name|particle}` (Korean particles fitted to the value). */
export function fill(template: string, values: PhraseValues = {}): string {
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, key: string, particle?: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return particle === undefined ? String(value) : josa(String(value), particle);
  });
}

/** The phrase `key` of the catalogue in `language`, filled with `values`. */
export function phrase(language: Language, key: PhraseKey, values?: PhraseValues): string {
  return fill(PHRASES[key][language], values);
}

/** A variable or group name as the text shows it. */
export function quote(name: string): string {
  return `'${name}'`;
}

/** Names joined for a sentence: 'a', 'b' and 'c' / 'a', 'b', 'c'. */
export function list(language: Language, items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (language === 'ko') return items.join(', ');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The parts of an interpretation before they become text. */
export interface Draft {
  /** Sentences of the short paragraph. */
  summary: string[];
  /** APA-style report lines. */
  report: string[];
  /** Assumption checks and what was done about them. */
  assumptions: string[];
  caveats: string[];
}

export function draft(): Draft {
  return { summary: [], report: [], assumptions: [], caveats: [] };
}

/** English lines start with a capital even when they start with a phrase ('the scale: …'). */
function sentenceCase(language: Language, line: string): string {
  return language === 'en' ? line.charAt(0).toUpperCase() + line.slice(1) : line;
}

/** The two texts of the contract: the paragraph, and the detail in headed sections. */
export function compose(language: Language, parts: Draft): Interpretation {
  const sections: [PhraseKey, string[]][] = [
    ['HEADING_REPORT', parts.report],
    ['HEADING_ASSUMPTIONS', parts.assumptions],
    ['HEADING_CAVEATS', parts.caveats],
  ];
  return {
    interpret: parts.summary.join(' '),
    interpretDetail: sections
      .filter(([, lines]) => lines.length > 0)
      .map(([heading, lines]) =>
        [
          phrase(language, heading),
          ...lines.map((line) => `- ${sentenceCase(language, line)}`),
        ].join('\n'),
      )
      .join('\n\n'),
  };
}
