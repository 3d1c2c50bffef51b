import type { PostListItem } from './PostList';

/** Free-board rows for stories and tests; the notice comes last on purpose (it is pinned). */
export const freeBoardPosts: PostListItem[] = [
  {
    id: 'p-128',
    number: 128,
    title: '대응표본 t-검정에서 결측치가 있으면 어떻게 처리되나요?',
    href: '/qaiclink/free-board/detail/128',
    author: '통계초보',
    createdAt: '2024-11-02T01:20:00Z',
    views: 1_284,
    replyCount: 3,
  },
  {
    id: 'p-127',
    number: 127,
    title:
      '설문 데이터 신뢰도 분석(크론바흐 알파) 결과 해석 부탁드립니다. 문항 제거 시 알파 값이 오히려 올라가는 경우',
    href: '/qaiclink/free-board/detail/127',
    author: '김연구',
    createdAt: '2024-10-30',
    views: 342,
    replyCount: 12,
  },
  {
    id: 'p-126',
    number: 126,
    title: '엑셀 파일 업로드가 안 됩니다',
    href: '/qaiclink/free-board/detail/126',
    author: '박지민',
    createdAt: '2024-10-28',
    views: 57,
  },
  {
    id: 'n-9',
    notice: true,
    title: '[공지] 11월 서비스 점검 안내 (11.15 02:00~04:00)',
    href: '/qaiclink/free-board/detail/n-9',
    author: '관리자',
    createdAt: '2024-11-01',
    views: 10_532,
  },
];
