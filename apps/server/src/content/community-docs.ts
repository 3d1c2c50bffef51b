import type { ErrorCode } from '../errors';
import type { RouteDoc } from '../openapi';
import {
  communityListSchema,
  createPostSchema,
  createReplySchema,
  deletePostSchema,
  deleteReplySchema,
  postIdSchema,
  updatePostSchema,
} from '../routes/community';
import {
  byIdSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  faqCreateSchema,
  faqUpdateSchema,
  moderateSchema,
  noticeCreateSchema,
  noticeUpdateSchema,
  qnaAnswerSchema,
  qnaListSchema,
  type CategoryKind,
} from '../routes/service-admin';
import {
  commentCountQuerySchema,
  commentsQuerySchema,
  deleteCommentSchema,
  faqSearchQuerySchema,
  listQuerySchema,
  newCommentSchema,
  ordermadeSchema,
  qnaCreateSchema,
  qnaUpdateSchema,
} from '../routes/service-centre';

const PAGE_KO = 'items, totalCount, totalPage, currentPage, pageSize';
const POST_KO =
  'post: { id, title, contentHtml(정제된 HTML), nickname, isGuest, isMine, canEdit, viewCount, hidden, createdAt, updatedAt, replies }';
const POST_EN =
  'post: { id, title, contentHtml (sanitised HTML), nickname, isGuest, isMine, canEdit, viewCount, hidden, createdAt, updatedAt, replies }';
const BOARD_REPLY_KO = '`{ resCode: 200, encryptData }` (봉인된 결과) — ';
const BOARD_REPLY_EN = '`{ resCode: 200, encryptData }` (the sealed result) — ';
const WRITER: ErrorCode[] = ['UNAUTHENTICATED', 'TOKEN_INVALID', 'TOO_MANY_REQUESTS'];
const TEXT_ERRORS: ErrorCode[] = ['CONTENT_EMPTY', 'TEXT_TOO_LONG', 'MARKUP_NOT_ALLOWED'];
const MEMBER: ErrorCode[] = ['LOGIN_REQUIRED', 'TOKEN_INVALID'];
const PAGING: ErrorCode[] = ['PAGING_INVALID'];

function board(
  path: string,
  ko: string,
  en: string,
  schema: RouteDoc['schema'],
  resultKo: string,
  resultEn: string,
  errors: ErrorCode[],
): RouteDoc {
  return {
    method: 'post',
    path: `/boards/${path}`,
    tag: 'community',
    summaryKo: ko,
    summaryEn: en,
    body: 'envelope',
    schema,
    caller: 'anyone',
    reply: 'board',
    resultKo: BOARD_REPLY_KO + resultKo,
    resultEn: BOARD_REPLY_EN + resultEn,
    errors: ['BAD_ENVELOPE', 'VALIDATION_FAILED', ...errors],
  };
}

function plain(
  method: RouteDoc['method'],
  path: string,
  tag: string,
  ko: string,
  en: string,
  resultKo: string,
  resultEn: string,
  rest: Partial<RouteDoc> = {},
): RouteDoc {
  return {
    method,
    path,
    tag,
    summaryKo: ko,
    summaryEn: en,
    body: 'none',
    caller: 'anyone',
    reply: 'plain',
    resultKo,
    resultEn,
    ...rest,
  };
}

const GUEST_NOTE: [string, string] = [
  '비회원(guest id)은 nickname(1~20자)과 password(4~30자)를 함께 보냅니다. 비밀번호는 argon2id로 저장되고 수정·삭제 때 확인합니다. 회원은 자기 닉네임(없으면 가린 이름)으로 씁니다. 본문 HTML은 허용 목록(p, br, strong/b, em/i, u, s, h2, h3, ul/ol/li, blockquote, code/pre, a[http/https/mailto], img[https 또는 /boards/image/])만 남기고 정제됩니다.',
  'A guest (guest id) sends nickname (1 to 20) and password (4 to 30); the password is stored with argon2id and checked on edit and delete. A member writes under their nickname (or masked name). The HTML is sanitised to the allow-list (p, br, strong/b, em/i, u, s, h2, h3, ul/ol/li, blockquote, code/pre, a[http/https/mailto], img[https or /boards/image/]).',
];

function communityDocs(): RouteDoc[] {
  return [
    board(
      'community',
      '커뮤니티 글 목록 (page, size, keyword, searchType)',
      'Community posts (page, size, keyword, searchType)',
      communityListSchema,
      `${PAGE_KO}; item: { id, title, preview, nickname, isGuest, isMine, viewCount, replyCount, createdAt, updatedAt }`,
      `${PAGE_KO}; item: { id, title, preview, nickname, isGuest, isMine, viewCount, replyCount, createdAt, updatedAt }`,
      [...PAGING, 'TEXT_TOO_LONG', 'TOKEN_INVALID'],
    ),
    board(
      'getBoardDetail',
      '커뮤니티 글 보기 (조회수 1 증가)',
      'A community post (adds one view)',
      postIdSchema,
      POST_KO,
      POST_EN,
      ['POST_NOT_FOUND', 'TOKEN_INVALID'],
    ),
    {
      ...board(
        'createBoardDetail',
        '커뮤니티 글쓰기',
        'Write a community post',
        createPostSchema,
        POST_KO,
        POST_EN,
        [...WRITER, ...TEXT_ERRORS, 'GUEST_AUTHOR_REQUIRED'],
      ),
      caller: 'identity',
      description: GUEST_NOTE,
    },
    {
      ...board(
        'updateBoardDetail',
        '커뮤니티 글 수정 (작성자, 비회원 글은 비밀번호, 또는 관리자)',
        'Edit a community post (the author, the password of a guest post, or an administrator)',
        updatePostSchema,
        POST_KO,
        POST_EN,
        [...WRITER, ...TEXT_ERRORS, 'POST_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG'],
      ),
      caller: 'identity',
      description: GUEST_NOTE,
    },
    {
      ...board(
        'deleteBoardDetail',
        '커뮤니티 글 삭제 (작성자, 비회원 글은 비밀번호, 또는 관리자)',
        'Delete a community post (the author, the password of a guest post, or an administrator)',
        deletePostSchema,
        'result: { id, deleted: true }',
        'result: { id, deleted: true }',
        [...WRITER, 'POST_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG'],
      ),
      caller: 'identity',
    },
    {
      ...plain(
        'post',
        '/boards/communityReply',
        'community',
        '댓글 쓰기 (payload: 객체 또는 봉인된 문자열)',
        'Write a reply (payload: an object or a sealed string)',
        'reply: { id, postId, contents(텍스트를 이스케이프한 HTML), nickname, isGuest, isMine, createdAt }',
        'reply: { id, postId, contents (the text as escaped HTML), nickname, isGuest, isMine, createdAt }',
      ),
      body: 'account',
      schema: createReplySchema,
      caller: 'identity',
      errors: [
        ...WRITER,
        ...TEXT_ERRORS,
        'POST_NOT_FOUND',
        'GUEST_AUTHOR_REQUIRED',
        'BAD_ENVELOPE',
      ],
    },
    {
      ...plain(
        'post',
        '/boards/deleteReply',
        'community',
        '댓글 삭제 (payload: { replyId, password })',
        'Delete a reply (payload: { replyId, password })',
        'result: { replyId, deleted: true }',
        'result: { replyId, deleted: true }',
      ),
      body: 'account',
      schema: deleteReplySchema,
      caller: 'identity',
      errors: [...WRITER, 'REPLY_NOT_FOUND', 'NOT_AUTHOR', 'POST_PASSWORD_WRONG', 'BAD_ENVELOPE'],
    },
  ];
}

function serviceCentreDocs(): RouteDoc[] {
  const tag = 'service-centre';
  const query = (schema: RouteDoc['schema'], errors: ErrorCode[] = []): Partial<RouteDoc> => ({
    schema,
    errors: ['TOKEN_INVALID', ...errors],
  });
  const member: Partial<RouteDoc> = { caller: 'member', errors: MEMBER };
  return [
    plain(
      'get',
      '/boards/faq-categories',
      tag,
      '자주 묻는 질문 분류',
      'FAQ categories',
      'faqCategories: [{ id, name, nameEn, sortOrder, count }]',
      'faqCategories: [{ id, name, nameEn, sortOrder, count }]',
    ),
    plain(
      'get',
      '/boards/faq/:category',
      tag,
      '분류별 자주 묻는 질문 (쿼리 page, size, keyword; all: 전체)',
      'FAQ of a category (query page, size, keyword; all: every category)',
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, question, answerHtml, updatedAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, question, answerHtml, updatedAt }`,
      query(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    plain(
      'get',
      '/nest/customer/faq/',
      tag,
      '고객센터 자주 묻는 질문 (쿼리 page, size, category, keyword)',
      'Customer-centre FAQ (query page, size, category, keyword)',
      `requestData: { ${PAGE_KO} }`,
      `requestData: { ${PAGE_KO} }`,
      query(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    plain(
      'get',
      '/boards/faq-search',
      tag,
      '자주 묻는 질문 검색 (쿼리 keyword, page, size)',
      'Search the FAQ (query keyword, page, size)',
      `faqSearchedData: { keyword, ${PAGE_KO} }`,
      `faqSearchedData: { keyword, ${PAGE_KO} }`,
      query(faqSearchQuerySchema, [...PAGING, ...TEXT_ERRORS]),
    ),
    plain(
      'get',
      '/boards/notice-categories',
      tag,
      '공지사항 분류',
      'Notice categories',
      'noticeCategories: [{ id, name, nameEn, sortOrder, count }]',
      'noticeCategories: [{ id, name, nameEn, sortOrder, count }]',
    ),
    plain(
      'get',
      '/boards/notices/:category',
      tag,
      '분류별 공지사항 (쿼리 page, size, keyword; all: 전체; 고정 글 먼저)',
      'Notices of a category (query page, size, keyword; all: every category; pinned first)',
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, categoryName, title, pinned, viewCount, commentCount, createdAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, categoryId, categoryName, title, pinned, viewCount, commentCount, createdAt }`,
      query(listQuerySchema, [...PAGING, 'CATEGORY_NOT_FOUND']),
    ),
    plain(
      'get',
      '/boards/notice/:id',
      tag,
      '공지사항 보기 (조회수 1 증가)',
      'A notice (adds one view)',
      'noticeData: { id, categoryId, categoryName, title, contentHtml, pinned, viewCount, createdAt, updatedAt, prev, next }',
      'noticeData: { id, categoryId, categoryName, title, contentHtml, pinned, viewCount, createdAt, updatedAt, prev, next }',
      { errors: ['NOTICE_NOT_FOUND', 'TOKEN_INVALID'] },
    ),
    plain(
      'get',
      '/boards/notice-comments',
      tag,
      '공지사항 댓글 (쿼리 board_id, page, size, user_email)',
      'Comments of a notice (query board_id, page, size, user_email)',
      `parentComments: { ${PAGE_KO} }; item: { id, noticeId, parentId, contents, nickname, isMine, createdAt, children }`,
      `parentComments: { ${PAGE_KO} }; item: { id, noticeId, parentId, contents, nickname, isMine, createdAt, children }`,
      {
        ...query(commentsQuerySchema, [...PAGING, 'NOTICE_NOT_FOUND']),
        description: [
          'isMine은 로그인 토큰으로 정합니다. user_email은 받지만 증명으로 쓰지 않습니다.',
          'isMine follows the login token; user_email is accepted but never taken as proof.',
        ],
      },
    ),
    plain(
      'get',
      '/boards/notice-comments/count',
      tag,
      '공지사항 댓글 수 (쿼리 board_id)',
      'Number of comments of a notice (query board_id)',
      'count',
      'count',
      query(commentCountQuerySchema, ['NOTICE_NOT_FOUND']),
    ),
    {
      ...plain(
        'post',
        '/boards/new-comment',
        tag,
        '공지사항 댓글 쓰기 (회원)',
        'Comment on a notice (members)',
        'comment: { id, noticeId, parentId, contents, nickname, isMine, createdAt }',
        'comment: { id, noticeId, parentId, contents, nickname, isMine, createdAt }',
      ),
      body: 'account',
      schema: newCommentSchema,
      caller: 'member',
      errors: [...MEMBER, ...TEXT_ERRORS, 'NOTICE_NOT_FOUND', 'COMMENT_NOT_FOUND'],
    },
    {
      ...plain(
        'delete',
        '/boards/del-comment',
        tag,
        '내 공지사항 댓글 삭제 (쿼리 또는 본문 commentId)',
        'Delete an own notice comment (commentId in the query or the body)',
        'result: { commentId, deleted: true }',
        'result: { commentId, deleted: true }',
      ),
      body: 'account',
      schema: deleteCommentSchema,
      caller: 'member',
      errors: [...MEMBER, 'COMMENT_NOT_FOUND'],
    },
    plain(
      'get',
      '/boards/qna-types',
      tag,
      '1:1 문의 유형',
      'Types of one-to-one questions',
      'qnaCategories: [{ id, name, nameEn, sortOrder }]',
      'qnaCategories: [{ id, name, nameEn, sortOrder }]',
    ),
    {
      ...plain(
        'post',
        '/boards/qna',
        tag,
        '1:1 문의 쓰기 (회원, 첨부 파일 5개·각 10 MB까지)',
        'Ask a one-to-one question (members; up to five files of 10 MB)',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
      ),
      body: 'upload',
      schema: qnaCreateSchema,
      caller: 'member',
      errors: [
        ...MEMBER,
        ...TEXT_ERRORS,
        'BAD_MULTIPART',
        'BAD_ENVELOPE',
        'CATEGORY_NOT_FOUND',
        'ATTACHMENT_TYPE_INVALID',
        'ATTACHMENT_TOO_LARGE',
      ],
      description: [
        'multipart/form-data: encryptedData(봉인된 평문)와 files(여러 개). 첨부는 PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV, TXT(내용으로 판별)이고 DATA_DIR/qna-attachments에 임의 이름으로 저장됩니다. 첨부 없이 { encryptedData } JSON도 됩니다.',
        'multipart/form-data: encryptedData (the sealed plaintext) and files (several). Attachments may be PNG, JPEG, GIF, WebP, PDF, XLSX, DOCX, CSV or TXT (told by content) and are stored under random names in DATA_DIR/qna-attachments. Without files, JSON { encryptedData } works too.',
      ],
    },
    {
      ...plain(
        'post',
        '/boards/qna-update',
        tag,
        '내 1:1 문의 수정 (회원, 답변 전까지; 첨부는 유지·삭제·추가, 모두 5개까지)',
        'Edit an own one-to-one question (members, until it is answered; files kept, removed or added, five in all)',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
        'qna: { id, kind, categoryId, title, contents, detail, status, answer, attachments }',
      ),
      body: 'upload',
      schema: qnaUpdateSchema,
      caller: 'member',
      errors: [
        ...MEMBER,
        ...TEXT_ERRORS,
        'BAD_MULTIPART',
        'BAD_ENVELOPE',
        'QNA_NOT_FOUND',
        'QNA_ANSWERED',
        'CATEGORY_NOT_FOUND',
        'ATTACHMENT_NOT_FOUND',
        'ATTACHMENT_TYPE_INVALID',
        'ATTACHMENT_TOO_LARGE',
      ],
      description: [
        'POST /boards/qna와 같은 형식: multipart/form-data의 encryptedData(봉인된 { id, categoryId, title, contents, removeAttachmentIds })와 새 files, 또는 파일 없이 { encryptedData } JSON. removeAttachmentIds에 없는 첨부는 그대로 남습니다. 남의 문의나 없는 id는 QNA_NOT_FOUND(404), 답변이 달린 문의는 QNA_ANSWERED(409). 한 트랜잭션으로 쓰고, 지운 첨부 파일은 커밋 뒤에 지웁니다.',
        "The same form as POST /boards/qna: multipart/form-data with encryptedData (sealed { id, categoryId, title, contents, removeAttachmentIds }) and the new files, or JSON { encryptedData } without files. Attachments not listed in removeAttachmentIds stay. Someone else's question or an unknown id is QNA_NOT_FOUND (404), an answered one QNA_ANSWERED (409). Written in one transaction; removed files are deleted after it commits.",
      ],
    },
    plain(
      'get',
      '/boards/qna-mine',
      tag,
      '내 1:1 문의 목록 (쿼리 page, size)',
      'My one-to-one questions (query page, size)',
      `requestData: { ${PAGE_KO} }; item: { id, kind, categoryId, title, status, answeredAt, createdAt }`,
      `requestData: { ${PAGE_KO} }; item: { id, kind, categoryId, title, status, answeredAt, createdAt }`,
      { ...member, errors: [...MEMBER, ...PAGING] },
    ),
    plain(
      'get',
      '/boards/qna-detail/:id',
      tag,
      '내 1:1 문의와 답변',
      'An own one-to-one question with its answer',
      'qnaData: { id, kind, categoryId, title, contents, detail, status, answer, answeredAt, attachments }',
      'qnaData: { id, kind, categoryId, title, contents, detail, status, answer, answeredAt, attachments }',
      { ...member, errors: [...MEMBER, 'QNA_NOT_FOUND'] },
    ),
    plain(
      'get',
      '/boards/qna-attachment/:id',
      tag,
      '내 1:1 문의 첨부 파일',
      'An attachment of an own question',
      '파일 (Content-Disposition: attachment)',
      'The file (Content-Disposition: attachment)',
      {
        ...member,
        reply: 'raw',
        rawTypes: ['application/octet-stream'],
        errors: [...MEMBER, 'ATTACHMENT_NOT_FOUND'],
      },
    ),
    {
      ...plain(
        'post',
        '/nest/customer/qna/ordermade',
        tag,
        '주문제작 문의 (비회원 가능, 연락처 필수)',
        'A made-to-order question (guests too; contact details required)',
        'qna: { id, kind: ordermade, title, contents, detail, status }',
        'qna: { id, kind: ordermade, title, contents, detail, status }',
      ),
      body: 'account',
      schema: ordermadeSchema,
      caller: 'identity',
      errors: [...WRITER, ...TEXT_ERRORS, 'EMAIL_INVALID', 'MOBILE_INVALID'],
    },
    {
      ...plain(
        'post',
        '/shop_product/update-my-activity',
        tag,
        '내 활동 다시 세기 (글, 댓글, 문의)',
        'Recount my activity (posts, comments, questions)',
        'myActivity: { boardPosts, boardReplies, noticeComments, qna: { total, waiting, answered }, updatedAt }',
        'myActivity: { boardPosts, boardReplies, noticeComments, qna: { total, waiting, answered }, updatedAt }',
      ),
      ...member,
    },
  ];
}

function adminDocs(): RouteDoc[] {
  const doc = (
    path: string,
    ko: string,
    en: string,
    schema: RouteDoc['schema'],
    errors: ErrorCode[] = [],
  ): RouteDoc => ({
    method: 'post',
    path: `/admin/service${path}`,
    tag: 'service-admin',
    summaryKo: ko,
    summaryEn: en,
    body: 'account',
    schema,
    caller: 'member',
    reply: 'plain',
    resultKo: '바뀐 항목',
    resultEn: 'The changed entry',
    errors: ['LOGIN_REQUIRED', 'ADMIN_REQUIRED', 'UNAUTHENTICATED', 'TOKEN_INVALID', ...errors],
  });
  const names: Record<CategoryKind, [string, string]> = {
    'notice-categories': ['공지사항 분류', 'notice category'],
    'faq-categories': ['자주 묻는 질문 분류', 'FAQ category'],
    'qna-categories': ['1:1 문의 유형', 'question type'],
  };
  return [
    ...Object.entries(names).flatMap(([kind, [ko, en]]) => [
      doc(`/${kind}/create`, `${ko} 추가`, `Add a ${en}`, categoryCreateSchema, [
        'CONTENT_ID_TAKEN',
        ...TEXT_ERRORS,
      ]),
      doc(`/${kind}/update`, `${ko} 수정`, `Change a ${en}`, categoryUpdateSchema, [
        'CATEGORY_NOT_FOUND',
        ...TEXT_ERRORS,
      ]),
      doc(`/${kind}/delete`, `${ko} 삭제 (비어 있을 때)`, `Delete an empty ${en}`, byIdSchema, [
        'CATEGORY_NOT_FOUND',
        'CATEGORY_IN_USE',
      ]),
    ]),
    doc('/notices/create', '공지사항 쓰기', 'Write a notice', noticeCreateSchema, [
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    doc('/notices/update', '공지사항 수정', 'Change a notice', noticeUpdateSchema, [
      'NOTICE_NOT_FOUND',
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    doc(
      '/notices/delete',
      '공지사항 삭제 (댓글과 함께)',
      'Delete a notice (with its comments)',
      byIdSchema,
      ['NOTICE_NOT_FOUND'],
    ),
    doc('/faqs/create', '자주 묻는 질문 쓰기', 'Write an FAQ entry', faqCreateSchema, [
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    doc('/faqs/update', '자주 묻는 질문 수정', 'Change an FAQ entry', faqUpdateSchema, [
      'FAQ_NOT_FOUND',
      'CATEGORY_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    doc('/faqs/delete', '자주 묻는 질문 삭제', 'Delete an FAQ entry', byIdSchema, [
      'FAQ_NOT_FOUND',
    ]),
    doc(
      '/qna/list',
      '모든 문의 (답변용, page, size, status, kind)',
      'Every question, to answer (page, size, status, kind)',
      qnaListSchema,
      PAGING,
    ),
    doc('/qna/detail', '문의 보기 (답변용)', 'A question, to answer', byIdSchema, [
      'QNA_NOT_FOUND',
    ]),
    doc('/qna/answer', '문의에 답변', 'Answer a question', qnaAnswerSchema, [
      'QNA_NOT_FOUND',
      ...TEXT_ERRORS,
    ]),
    doc(
      '/moderate',
      '글·댓글 숨기기/보이기/삭제 (target: post, reply, comment)',
      'Hide, show or delete a post, reply or comment (target: post, reply, comment)',
      moderateSchema,
      ['POST_NOT_FOUND', 'REPLY_NOT_FOUND', 'COMMENT_NOT_FOUND'],
    ),
  ];
}

/** The community board, the service centre and their administration, for `/openapi.json`. */
export function communityAndServiceCentreDocs(): RouteDoc[] {
  return [...communityDocs(), ...serviceCentreDocs(), ...adminDocs()];
}
