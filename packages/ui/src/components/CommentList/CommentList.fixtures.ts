import type { CommentItem } from './CommentList';

/** Notice comments for stories and tests; 'me@example.com' is the viewer in the stories. */
export const noticeComments: CommentItem[] = [
  {
    id: 'c1',
    author: '김연구',
    authorId: 'kim@example.com',
    createdAt: '2024-11-02T01:20:00Z',
    content: '점검 시간에 분석 중이던 결과는 저장되나요?',
    replies: [
      {
        id: 'c1-r1',
        author: '관리자',
        authorId: 'admin@example.com',
        createdAt: '2024-11-02T02:05:00Z',
        content:
          '네, 점검 전에 완료된 결과는 모두 보관됩니다.\n진행 중인 분석은 점검 후 다시 실행해 주세요.',
      },
      {
        id: 'c1-r2',
        author: '통계초보',
        authorId: 'me@example.com',
        createdAt: '2024-11-02T03:40:00Z',
        content: '안내 감사합니다!',
      },
    ],
  },
  {
    id: 'c2',
    author: '통계초보',
    authorId: 'me@example.com',
    createdAt: '2024-11-03T11:00:00Z',
    content: '모바일에서도 결과 PDF를 내려받을 수 있으면 좋겠습니다.',
  },
  {
    id: 'c3',
    author: '',
    createdAt: '2024-11-03T12:00:00Z',
    content: '',
    deleted: true,
    replies: [
      {
        id: 'c3-r1',
        author: '박지민',
        authorId: 'park@example.com',
        createdAt: '2024-11-03T12:30:00Z',
        content: '저도 같은 문제가 있었어요.',
      },
    ],
  },
];
