import { describe, expect, it } from 'vitest';
import { josa } from '../src';

describe('josa: the Korean particle fitted to how the word before it is read', () => {
  it('reads the final consonant of Hangul', () => {
    expect(josa('사전', '과')).toBe('사전과');
    expect(josa('나무', '과')).toBe('나무와');
    expect(josa("'만족도'", '을')).toBe("'만족도'를");
    expect(josa("'성별'", '이')).toBe("'성별'이");
    expect(josa('서울', '으로')).toBe('서울로'); // a final ㄹ takes 로
    expect(josa('부산', '으로')).toBe('부산으로');
    expect(josa('학교', '은')).toBe('학교는');
  });

  it('reads digits aloud in Korean (영, 일, 이, 삼 … and 십, 백, 천 for trailing zeros)', () => {
    expect(josa('1', '을')).toBe('1을'); // 일
    expect(josa('2', '을')).toBe('2를'); // 이
    expect(josa('3', '이')).toBe('3이'); // 삼
    expect(josa('6', '와')).toBe('6과'); // 육
    expect(josa('7', '으로')).toBe('7로'); // 칠
    expect(josa('8', '은')).toBe('8은'); // 팔
    expect(josa('9', '은')).toBe('9는'); // 구
    expect(josa('0', '이')).toBe('0이'); // 영
    expect(josa('10', '으로')).toBe('10으로'); // 십
    expect(josa('2.5', '를')).toBe('2.5를'); // 오
    expect(josa('25%', '로')).toBe('25%로'); // 퍼센트
  });

  it('reads a Latin acronym or letter by the Korean name of its last letter', () => {
    expect(josa("'SES'", '가')).toBe("'SES'가"); // 에스
    expect(josa("'X'", '과')).toBe("'X'와"); // 엑스
    expect(josa("'M'", '이')).toBe("'M'이"); // 엠
    expect(josa("'GPA'", '을')).toBe("'GPA'를"); // 에이
    expect(josa("'L'", '으로')).toBe("'L'로"); // 엘
    expect(josa("'R'", '은')).toBe("'R'은"); // 알
    expect(josa("'Y1'", '과')).toBe("'Y1'과"); // 일
  });

  it('reads a Latin word by its usual Korean reading: final m, n, ng and l sound, other letters do not', () => {
    expect(josa("'Education'", '이')).toBe("'Education'이"); // 에듀케이션
    expect(josa("'Fertility'", '을')).toBe("'Fertility'를"); // 퍼틸리티
    expect(josa("'treatment'", '과')).toBe("'treatment'와"); // 트리트먼트
    expect(josa("'training'", '은')).toBe("'training'은"); // 트레이닝
    expect(josa("'income'", '은')).toBe("'income'은"); // 인컴
    expect(josa("'scale'", '으로')).toBe("'scale'로"); // 스케일
    expect(josa("'level'", '으로')).toBe("'level'로"); // 레벨
    expect(josa("'score'", '가')).toBe("'score'가"); // 스코어
    expect(josa("'Agriculture'", '와')).toBe("'Agriculture'와"); // 애그리컬처
  });

  it('never writes both forms, whatever the word', () => {
    for (const word of ['', '?', "'β'", '(상수)', 'x_1', '…']) {
      for (const particle of ['이', '을', '은', '과', '으로']) {
        expect(josa(word, particle)).not.toMatch(/\((이|가|을|를|은|는|과|와|으)\)/);
      }
    }
  });
});
