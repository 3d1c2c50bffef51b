import type { Database } from '../db/database';
import { sanitizePostHtml, textToHtml } from './sanitize';
import { CONSULTING_QNA_CATEGORY } from './content-seed';

/**
 * Sample content of the community board and the service centre: notice,
 * FAQ and Q&A categories, notices, FAQ, board posts with replies. Times are spread over the days
 * before `now`. Loaded once, by the same rule as the site content (`content-seed.ts`): a row in
 * `seed_markers` says it is there, so a sample an administrator deleted is never brought back.
 */
export const COMMUNITY_CONTENT_MARKER = 'community-service-v1';

const DAY = 24 * 60 * 60 * 1000;

const NOTICE_CATEGORIES = [
  { id: 'service', name: '서비스 안내', name_en: 'Service', sort_order: 1 },
  { id: 'update', name: '업데이트', name_en: 'Updates', sort_order: 2 },
  { id: 'event', name: '이벤트', name_en: 'Events', sort_order: 3 },
];

const FAQ_CATEGORIES = [
  { id: 'account', name: '회원/계정', name_en: 'Account', sort_order: 1 },
  { id: 'analysis', name: '분석 이용', name_en: 'Using analyses', sort_order: 2 },
  { id: 'data', name: '데이터 업로드', name_en: 'Uploading data', sort_order: 3 },
  { id: 'payment', name: '결제/환불', name_en: 'Payment and refunds', sort_order: 4 },
];

const QNA_CATEGORIES = [
  { id: 'usage', name: '이용 문의', name_en: 'Using the service', sort_order: 1 },
  { id: 'analysis', name: '분석 결과 문의', name_en: 'Analysis results', sort_order: 2 },
  { id: 'payment', name: '결제/환불 문의', name_en: 'Payment and refunds', sort_order: 3 },
  { id: 'account', name: '회원 정보 문의', name_en: 'Account', sort_order: 4 },
  { id: 'etc', name: '기타', name_en: 'Other', sort_order: 5 },
  CONSULTING_QNA_CATEGORY,
];

/** [id, category, title, HTML, days ago, pinned] */
const NOTICES: [string, string, string, string, number, boolean][] = [
  [
    'seed-notice-01',
    'service',
    '통계 분석 서비스 이용 안내',
    '<h2>이용 안내</h2><p>CSV, XLSX, SAV 파일을 올리면 빈도분석부터 매개효과 분석까지 바로 실행할 수 있습니다.</p><ul><li>비회원도 분석을 이용할 수 있습니다.</li><li>회원은 분석 기록이 저장됩니다.</li></ul>',
    30,
    true,
  ],
  [
    'seed-notice-02',
    'service',
    '개인정보처리방침 개정 안내',
    '<p>개인정보처리방침이 개정되어 시행일부터 적용됩니다. 자세한 내용은 개인정보처리방침 페이지에서 확인해 주세요.</p>',
    21,
    false,
  ],
  [
    'seed-notice-03',
    'update',
    'AI 결과 해석 기능 업데이트',
    '<p>분석 결과를 <strong>APA 형식</strong>으로 요약하는 AI 해석 기능이 개선되었습니다.</p><p>t검정, 분산분석, 회귀분석 결과에서 사용할 수 있습니다.</p>',
    14,
    false,
  ],
  [
    'seed-notice-04',
    'update',
    '요인분석 회전 방법 추가 (Promax, Oblimin)',
    '<p>요인분석에서 사각 회전 방법(Promax, Direct Oblimin)을 선택할 수 있습니다.</p>',
    10,
    false,
  ],
  [
    'seed-notice-05',
    'service',
    '정기 서버 점검 안내 (매월 첫째 주 일요일 02:00~04:00)',
    '<p>안정적인 서비스를 위해 매월 첫째 주 일요일 새벽 2시부터 4시까지 서버 점검을 진행합니다. 점검 중에는 분석 요청이 지연될 수 있습니다.</p>',
    7,
    false,
  ],
  [
    'seed-notice-06',
    'event',
    '신규 회원 분석 이용권 증정 이벤트',
    '<p>이벤트 기간 동안 가입한 신규 회원께 AI 해석 이용권을 드립니다.</p><blockquote>이용권은 가입 후 마이페이지에서 확인할 수 있습니다.</blockquote>',
    5,
    false,
  ],
  [
    'seed-notice-07',
    'update',
    '엑셀(XLSX) 파일 업로드 속도 개선',
    '<p>대용량 엑셀 파일의 업로드와 변수 인식 속도가 빨라졌습니다.</p>',
    3,
    false,
  ],
  [
    'seed-notice-08',
    'event',
    '설문 분석 세미나 참가 신청 안내',
    '<p>설문 데이터 분석 실무 세미나를 온라인으로 진행합니다. 신뢰도 분석과 요인분석을 예제로 다룹니다.</p>',
    1,
    false,
  ],
];

/** [id, category, question, answer HTML] */
const FAQS: [string, string, string, string][] = [
  [
    'seed-faq-01',
    'account',
    '비밀번호를 잊어버렸어요.',
    '<p>로그인 화면의 <strong>이메일/비밀번호 찾기</strong>에서 가입한 이메일로 인증번호를 받아 새 비밀번호를 설정할 수 있습니다.</p>',
  ],
  [
    'seed-faq-02',
    'account',
    '회원 탈퇴는 어떻게 하나요?',
    '<p>마이페이지 &gt; 보안에서 비밀번호를 확인한 뒤 탈퇴할 수 있습니다. 탈퇴하면 분석 기록은 복구할 수 없습니다.</p>',
  ],
  [
    'seed-faq-03',
    'account',
    '카카오, 네이버, 구글 계정으로 가입할 수 있나요?',
    '<p>네. 로그인 화면의 간편 로그인으로 가입하고, 기존 계정과 연결할 수도 있습니다.</p>',
  ],
  [
    'seed-faq-04',
    'analysis',
    '어떤 분석을 할 수 있나요?',
    '<p>빈도분석, 기술통계, 다중응답, t검정(일표본·대응표본·독립표본), 분산분석, 카이제곱 검정, 요인분석, 신뢰도 분석, 상관분석, 회귀분석, 조절효과와 매개효과 분석을 제공합니다.</p>',
  ],
  [
    'seed-faq-05',
    'analysis',
    '분석 결과의 p값은 어떻게 읽나요?',
    '<p>일반적으로 p &lt; .05이면 유의수준 5%에서 통계적으로 유의하다고 해석합니다. 결과 화면의 AI 해석에서 문장으로 된 설명을 볼 수 있습니다.</p>',
  ],
  [
    'seed-faq-06',
    'analysis',
    '분석 결과를 논문에 쓸 수 있나요?',
    '<p>결과 표는 APA 형식에 맞춰 제공되며 표 복사와 이미지 저장을 지원합니다.</p>',
  ],
  [
    'seed-faq-07',
    'data',
    '어떤 파일 형식을 올릴 수 있나요?',
    '<p>CSV(UTF-8, CP949), 엑셀(XLSX), SPSS(SAV) 파일을 올릴 수 있습니다.</p>',
  ],
  [
    'seed-faq-08',
    'data',
    '한글 변수명이 깨져요.',
    '<p>CSV 파일은 UTF-8 또는 CP949 인코딩을 자동으로 인식합니다. 그래도 깨지면 엑셀에서 <em>CSV UTF-8</em> 형식으로 다시 저장해 주세요.</p>',
  ],
  [
    'seed-faq-09',
    'data',
    '결측값은 어떻게 처리되나요?',
    '<p>빈 칸은 결측값으로 처리됩니다. 분석마다 목록별 제외, 대응별 제외, 평균 대체 중에서 선택할 수 있습니다.</p>',
  ],
  [
    'seed-faq-10',
    'payment',
    '결제 수단은 무엇이 있나요?',
    '<p>신용카드, 계좌이체, 간편결제를 지원합니다.</p>',
  ],
  [
    'seed-faq-11',
    'payment',
    '환불은 어떻게 받나요?',
    '<p>사용하지 않은 이용권은 결제일로부터 7일 이내에 1:1 문의로 환불을 요청할 수 있습니다.</p>',
  ],
  [
    'seed-faq-12',
    'payment',
    '세금계산서를 발급받을 수 있나요?',
    '<p>1:1 문의에 사업자등록증을 첨부해 요청하시면 발급해 드립니다.</p>',
  ],
];

/** [id, nickname, title, HTML, days ago, views, replies: [nickname, text][]] */
const POSTS: [string, string, string, string, number, number, [string, string][]][] = [
  [
    'seed-post-01',
    '통계초보',
    '독립표본 t검정에서 등분산 가정이 깨지면 어떻게 하나요?',
    '<p>Levene 검정 결과 p = .02가 나왔습니다. 이때는 어떤 결과를 보고해야 하나요?</p>',
    12,
    48,
    [
      ['데이터분석가', '등분산을 가정하지 않는 Welch 검정 결과(아래 줄)를 보고하시면 됩니다.'],
      ['통계초보', '감사합니다! 바로 확인해 볼게요.'],
    ],
  ],
  [
    'seed-post-02',
    '대학원생K',
    '요인분석 후 신뢰도 분석 순서가 맞나요?',
    '<p>설문 문항으로 <strong>탐색적 요인분석</strong>을 한 뒤 요인별로 Cronbach α를 구하려고 합니다. 순서가 맞는지 궁금합니다.</p>',
    9,
    35,
    [['리서처', '네, 요인 구조를 확인한 뒤 요인별 신뢰도를 보는 순서가 일반적입니다.']],
  ],
  [
    'seed-post-03',
    '마케터J',
    '회귀분석 R²가 0.18이면 너무 낮은가요?',
    '<p>고객 만족도를 종속변수로 놓고 회귀분석을 했는데 R²가 0.18입니다.</p><ul><li>표본 수: 320</li><li>독립변수: 4개</li></ul>',
    6,
    61,
    [
      [
        '데이터분석가',
        '사회과학 자료에서는 드물지 않은 값입니다. 계수의 유의성과 효과크기를 함께 보세요.',
      ],
      ['마케터J', '표준화 계수도 같이 보고하겠습니다.'],
    ],
  ],
  [
    'seed-post-04',
    '설문조사중',
    '카이제곱 검정에서 기대빈도가 5 미만인 칸이 있어요',
    '<p>2×3 교차표에서 기대빈도 5 미만인 칸이 두 개 있습니다. Fisher 정확검정을 써야 하나요?</p>',
    4,
    22,
    [
      [
        '리서처',
        '기대빈도 5 미만 칸이 20%를 넘으면 Fisher 정확검정 결과를 함께 보고하는 것이 좋습니다.',
      ],
    ],
  ],
  [
    'seed-post-05',
    '데이터분석가',
    '매개효과 분석에서 부트스트랩 표본 수 추천',
    '<p>간접효과의 신뢰구간을 구할 때 보통 <em>5,000회</em> 이상을 권합니다. 결과가 실행마다 조금씩 다르면 표본 수를 늘려 보세요.</p>',
    2,
    40,
    [['대학원생K', '유용한 정보 감사합니다.']],
  ],
  [
    'seed-post-06',
    '새내기연구원',
    '엑셀 파일 업로드 시 첫 행을 변수명으로 쓰려면?',
    '<p>업로드 화면에서 <strong>첫 행을 변수명으로 사용</strong>을 선택하면 됩니다. 혹시 다른 방법이 있을까요?</p>',
    1,
    9,
    [],
  ],
];

export async function seedCommunityAndServiceCentre(
  db: Database,
  admin: { id: string },
  now: Date,
): Promise<string[]> {
  const added: string[] = [];
  const at = (daysAgo: number, minutes = 0) =>
    new Date(now.getTime() - daysAgo * DAY + minutes * 60_000).toISOString();
  const stamp = now.toISOString();

  await db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', COMMUNITY_CONTENT_MARKER)
      .executeTakeFirst();
    if (marker) return;
    const markLoaded = () =>
      trx
        .insertInto('seed_markers')
        .values({ name: COMMUNITY_CONTENT_MARKER, applied_at: stamp })
        .execute();
    // Seeded before the marker existed (any sample row is there): it was loaded once already,
    // so what is missing now was deleted on purpose. Only the marker is written.
    const loadedBefore = await Promise.all([
      trx
        .selectFrom('notice_categories')
        .select('id')
        .where(
          'id',
          'in',
          NOTICE_CATEGORIES.map((row) => row.id),
        )
        .executeTakeFirst(),
      trx
        .selectFrom('notices')
        .select('id')
        .where(
          'id',
          'in',
          NOTICES.map(([id]) => id),
        )
        .executeTakeFirst(),
      trx
        .selectFrom('board_posts')
        .select('id')
        .where(
          'id',
          'in',
          POSTS.map(([id]) => id),
        )
        .executeTakeFirst(),
    ]);
    if (loadedBefore.some((row) => row !== undefined)) {
      await markLoaded();
      return;
    }
    const missing = async (
      table:
        | 'notice_categories'
        | 'faq_categories'
        | 'qna_categories'
        | 'notices'
        | 'faqs'
        | 'board_posts'
        | 'board_replies',
      id: string,
    ) =>
      (await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) ===
      undefined;

    for (const [table, rows] of [
      ['notice_categories', NOTICE_CATEGORIES],
      ['faq_categories', FAQ_CATEGORIES],
      ['qna_categories', QNA_CATEGORIES],
    ] as const) {
      for (const row of rows) {
        if (!(await missing(table, row.id))) continue;
        await trx
          .insertInto(table)
          .values({ ...row, created_at: stamp, updated_at: stamp })
          .execute();
        added.push(`${table} ${row.id}`);
      }
    }

    for (const [id, category, title, html, daysAgo, pinned] of NOTICES) {
      if (!(await missing('notices', id))) continue;
      const content = sanitizePostHtml(html);
      await trx
        .insertInto('notices')
        .values({
          id,
          category_id: category,
          title,
          content_html: content.html,
          content_text: content.text,
          pinned: pinned ? 1 : 0,
          view_count: 0,
          created_at: at(daysAgo),
          updated_at: at(daysAgo),
        })
        .execute();
      added.push(`notice ${id}`);
    }

    for (const [index, [id, category, question, html]] of FAQS.entries()) {
      if (!(await missing('faqs', id))) continue;
      const answer = sanitizePostHtml(html);
      await trx
        .insertInto('faqs')
        .values({
          id,
          category_id: category,
          question,
          answer_html: answer.html,
          answer_text: answer.text,
          sort_order: index + 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      added.push(`faq ${id}`);
    }

    for (const [id, nickname, title, html, daysAgo, views, replies] of POSTS) {
      if (await missing('board_posts', id)) {
        const content = sanitizePostHtml(html);
        // Written as the administrator's sample posts under the shown nicknames: only an
        // administrator may change them (no guest password exists).
        await trx
          .insertInto('board_posts')
          .values({
            id,
            board: 'community',
            title,
            content_html: content.html,
            content_text: content.text,
            author_user_id: admin.id,
            guest_owner: null,
            nickname,
            password_hash: null,
            view_count: views,
            hidden: 0,
            created_at: at(daysAgo),
            updated_at: at(daysAgo),
            deleted_at: null,
          })
          .execute();
        added.push(`board_post ${id}`);
      }
      for (const [index, [replyNickname, text]] of replies.entries()) {
        const replyId = `${id}-reply-${index + 1}`;
        if (!(await missing('board_replies', replyId))) continue;
        await trx
          .insertInto('board_replies')
          .values({
            id: replyId,
            post_id: id,
            contents_html: textToHtml(text),
            author_user_id: admin.id,
            guest_owner: null,
            nickname: replyNickname,
            password_hash: null,
            hidden: 0,
            created_at: at(daysAgo, 30 * (index + 1)),
            deleted_at: null,
          })
          .execute();
        added.push(`board_reply ${replyId}`);
      }
    }
    await markLoaded();
  });
  return added;
}
