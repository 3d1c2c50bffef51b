/**
 * Korean particles chosen from how the word before them is read aloud, so no text writes
 * both forms ("이(가)"). The first form follows a final consonant (batchim), the second a
 * vowel; `으로` becomes `로` after a vowel or a final ㄹ.
 *
 * How a word is read:
 * - Hangul: its final consonant.
 * - Digits: read in Korean (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구); a number ending in zeros
 *   ends in 십, 백, 천 or 만, all with a final consonant. `%` is 퍼센트, `²` 제곱.
 * - A Latin acronym or single letter (all capitals, as SES, GPA, X): the Korean name of its
 *   last letter, where only L and R (엘, 알: final ㄹ) and M and N (엠, 엔) end in a consonant.
 * - Any other Latin word: its usual Korean reading ends in a consonant when the word ends in
 *   m, n or ng (income 인컴, Education 에듀케이션, training 트레이닝), in ㄹ when it ends in l
 *   (level 레벨), also before a silent e after a vowel (time, line, scale); every other ending
 *   is read with a vowel (score 스코어, treatment 트리트먼트, Fertility 퍼틸리티).
 * - Greek letters by their Korean names (ε 엡실론, ο 오미크론, υ 입실론 end in ㄴ).
 * - Anything unreadable (punctuation, symbols) is skipped back to the last readable character;
 *   with none at all, the vowel form is used.
 */

type Ending = 'consonant' | 'rieul' | 'vowel';

const PARTICLES: Record<string, readonly [string, string]> = {
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
  이며: ['이며', '며'],
  이고: ['이고', '고'],
};

/** 영 일 이 삼 사 오 육 칠 팔 구 */
const DIGIT_ENDINGS: readonly Ending[] = [
  'consonant',
  'rieul',
  'vowel',
  'consonant',
  'vowel',
  'vowel',
  'consonant',
  'rieul',
  'rieul',
  'vowel',
];

const GREEK_CONSONANT = new Set(['ε', 'ο', 'υ', 'Ε', 'Ο', 'Υ']);

function hangulEnding(code: number): Ending {
  const final = (code - 0xac00) % 28;
  if (final === 0) return 'vowel';
  return final === 8 ? 'rieul' : 'consonant';
}

function latinEnding(letters: string): Ending {
  if (letters.length === 1 || letters === letters.toUpperCase()) {
    const last = letters.at(-1)!.toUpperCase();
    if (last === 'L' || last === 'R') return 'rieul';
    return last === 'M' || last === 'N' ? 'consonant' : 'vowel';
  }
  const word = letters.toLowerCase();
  // A silent e after a vowel and m, n or l (time, line, scale, style); not in 'people' (피플).
  if (/(?:m|n|ng)$/.test(word) || /[aeiouy][mn]e$/.test(word)) return 'consonant';
  if (/l$/.test(word) || /[aeiouy]le$/.test(word)) return 'rieul';
  return 'vowel';
}

/** How the end of `word` is read: after a final consonant, a final ㄹ, or a vowel. */
export function finalSound(word: string): Ending {
  const chars = [...word];
  for (let k = chars.length - 1; k >= 0; k--) {
    const ch = chars[k]!;
    const code = ch.charCodeAt(0);
    if (code >= 0xac00 && code <= 0xd7a3) return hangulEnding(code);
    if (/[0-9]/.test(ch)) {
      // 10, 200, 3000: 십, 백, 천 — a number's trailing zero is never read 영 unless it is all zeros.
      if (ch === '0') return 'consonant';
      return DIGIT_ENDINGS[Number(ch)]!;
    }
    if (ch === '%') return 'vowel';
    if (ch === '²' || ch === '³') return 'consonant';
    if (/[A-Za-z]/.test(ch)) {
      let start = k;
      while (start > 0 && /[A-Za-z]/.test(chars[start - 1]!)) start--;
      return latinEnding(chars.slice(start, k + 1).join(''));
    }
    if (/[\u0370-\u03ff]/.test(ch)) return GREEK_CONSONANT.has(ch) ? 'consonant' : 'vowel';
  }
  return 'vowel';
}

/** `word` followed by the form of `particle` that fits it: josa('사전', '과') → '사전과'. */
export function josa(word: string, particle: string): string {
  const forms = PARTICLES[particle];
  if (forms === undefined) return word + particle;
  const end = finalSound(word);
  if (forms[0] === '으로') return word + (end === 'consonant' ? forms[0] : forms[1]);
  return word + (end === 'vowel' ? forms[1] : forms[0]);
}
