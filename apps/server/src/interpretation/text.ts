import { josa } from '@tonggye/stats';

export { josa };
import { PHRASES, type PhraseKey } from './phrases';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];

/** The contract's interpretation text: a short paragraph, and the APA report with its checks. */
export interface Interpretation {
  interpret: string;
  interpretDetail: string;
}

export type PhraseValues = Record<string, string | number>;

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
