/** Korean-aware matching for search boxes: 초성 (initial consonant) search and half-typed syllables. */

const syllableStart = 0xac00;
const syllableEnd = 0xd7a3;
const initials = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];

function syllableParts(char: string): { initial: number; medial: number; final: number } | null {
  const code = char.codePointAt(0) ?? 0;
  if (code < syllableStart || code > syllableEnd) return null;
  const index = code - syllableStart;
  return {
    initial: Math.floor(index / 588),
    medial: Math.floor((index % 588) / 28),
    final: index % 28,
  };
}

/** '분' → 'ㅂ'; null for anything that is not a Hangul syllable. */
export function initialConsonant(char: string): string | null {
  const parts = syllableParts(char);
  return parts ? (initials[parts.initial] ?? null) : null;
}

function charMatches(queryChar: string, textChar: string, isLast: boolean): boolean {
  if (queryChar === textChar) return true;
  // 'ㅎ' matches '회': initial-consonant search.
  if (initials.includes(queryChar)) return initialConsonant(textChar) === queryChar;
  // While '분석' is being typed the box briefly holds '분서': a last syllable without a final
  // consonant matches any syllable with the same initial and medial.
  if (isLast) {
    const query = syllableParts(queryChar);
    const text = syllableParts(textChar);
    return (
      query !== null &&
      text !== null &&
      query.final === 0 &&
      query.initial === text.initial &&
      query.medial === text.medial
    );
  }
  return false;
}

/**
 * Whether `text` contains `query`, ignoring case and spaces at the ends, where query characters
 * may be initial consonants ('ㅎㄱ' finds '회귀분석') and the last one may be half typed.
 */
export function matchesKorean(text: string, query: string): boolean {
  const needle = [...query.normalize('NFC').trim().toLocaleLowerCase('ko')];
  if (needle.length === 0) return true;
  const haystack = [...text.normalize('NFC').toLocaleLowerCase('ko')];
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    const found = needle.every((queryChar, offset) =>
      charMatches(queryChar, haystack[start + offset] ?? '', offset === needle.length - 1),
    );
    if (found) return true;
  }
  return false;
}
