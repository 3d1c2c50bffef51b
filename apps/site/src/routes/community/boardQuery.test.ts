import { describe, expect, it } from 'vitest';
import { boardQueryPath, readBoardQuery } from './boardQuery';

/** The board keeps its page and search in the URL: what it reads back is what it wrote. */
describe('free board query', () => {
  it('reads page, keyword and search type, falling back for anything unreadable', () => {
    expect(readBoardQuery('')).toEqual({ page: 1, keyword: '', searchType: 'titleContent' });
    expect(readBoardQuery('?page=3&keyword=%20t%EA%B2%80%EC%A0%95%20&searchType=title')).toEqual({
      page: 3,
      keyword: 't검정',
      searchType: 'title',
    });
    for (const page of ['0', '-2', '1.5', 'abc', '1e2'])
      expect(readBoardQuery(`?page=${page}`).page).toBe(1);
    expect(readBoardQuery('?searchType=everything').searchType).toBe('titleContent');
  });

  it('writes the shortest URL that reads back the same', () => {
    expect(boardQueryPath({ page: 1, keyword: '', searchType: 'title' })).toBe(
      '/qaiclink/free-board',
    );
    expect(boardQueryPath({ page: 2, keyword: '', searchType: 'titleContent' })).toBe(
      '/qaiclink/free-board?page=2',
    );
    const path = boardQueryPath({ page: 4, keyword: '등분산 검정', searchType: 'nickname' });
    expect(path).toBe(
      '/qaiclink/free-board?page=4&keyword=%EB%93%B1%EB%B6%84%EC%82%B0+%EA%B2%80%EC%A0%95&searchType=nickname',
    );
    expect(readBoardQuery(path.slice(path.indexOf('?')))).toEqual({
      page: 4,
      keyword: '등분산 검정',
      searchType: 'nickname',
    });
  });
});
