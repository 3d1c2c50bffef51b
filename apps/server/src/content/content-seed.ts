import { randomInt, randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/crypto';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { sanitizePostHtml } from './sanitize';

/**
 * Seed content of the site: the main page and company content in Korean, and
 * the first administrator. Loaded once: a row in `seed_markers` says the content is there, so
 * content an administrator later removes is not brought back by the next start.
 */
export const SITE_CONTENT_MARKER = 'site-content-v1';
export const DEFAULT_ADMIN_EMAIL = 'admin@tonggye.kr';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*?=+';

/** A random password of 15 characters that keeps the sign-up password rule. */
export function generateAdminPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 15) chars.push(pick(all));
  // Fisher–Yates, so the required classes are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface SeedAdmin {
  id: string;
  email: string;
  /** The generated password, only when the account was created by this run. */
  password?: string;
}

/**
 * The administrator: the first live admin account when there is one (nothing printed then),
 * otherwise a new one with `email` and a generated password, returned once and stored only
 * as its argon2id hash.
 */
export async function ensureAdmin(db: Database, email: string, now: Date): Promise<SeedAdmin> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('level', '=', 'admin')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { id: existing.id, email: existing.email };
  const address = email.trim().toLowerCase();
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', address)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (taken)
    throw new Error(
      `SEED_ADMIN_EMAIL ${address} belongs to a member account; choose another address for the administrator`,
    );
  const password = generateAdminPassword();
  const stamp = now.toISOString();
  const user: UserRow = {
    id: randomUUID(),
    email: address,
    password_hash: await hashPassword(password),
    name: '관리자',
    nickname: '통계 서비스 운영팀',
    mobile_number: null,
    birth: null,
    gender: null,
    level: 'admin',
    profile_image: null,
    payment_method: null,
    is_active: 1,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
  await db.insertInto('users').values(user).execute();
  return { id: user.id, email: address, password };
}

/** Seed ids: fixed, so the content is recognisable (`00000000-0000-4000-8000-0000000c….`). */
export function seedId(group: number, n: number): string {
  return `00000000-0000-4000-8000-0000000c${String(group).padStart(2, '0')}${String(n).padStart(2, '0')}`;
}

export const html = (value: string) => sanitizePostHtml(value).html;

/**
 * Where the seeded banners, popup, cards and ads lead: pages of the site's route table
 * (`apps/site/src/app/siteLinks.server.test.ts` checks every seeded link against it).
 */
export const SEED_LINKS = {
  /** The analysis service's root: every analysis, grouped. */
  analyses: '/services',
  /** E-mail sign-up (the sign-up types are `email` and the social providers). */
  signUp: '/register/email',
  /** The analysis service done for the visitor: a one-to-one question of that type. */
  analysisRequest: '/qna?category=consulting',
  /** The standalone guide to reporting a reliability analysis. */
  reliabilityGuide: '/standalone/guide-reliability',
} as const;

/** The Q&A type of requests for the analysis service (a quote for analysis done for you). */
export const CONSULTING_QNA_CATEGORY = {
  id: 'consulting',
  name: '통계 분석 대행·견적',
  name_en: 'Analysis done for you, and quotes',
  sort_order: 6,
} as const;

export const RELIABILITY_GUIDE = [
  'guide-reliability',
  '신뢰도 분석(Cronbach α) 보고하는 법',
  '<h2>문항들이 같은 것을 재는지 확인하기</h2><p>신뢰도 분석은 한 척도를 이루는 문항들이 얼마나 일관되게 응답되었는지를 Cronbach α로 봅니다. 보통 0.7 이상이면 받아들일 만하다고 봅니다.</p><h2>보고하는 법</h2><ul><li>척도별 문항 수와 Cronbach α를 함께 씁니다. 예: 만족도 척도(5문항)의 Cronbach α는 .84였다.</li><li>역문항은 먼저 역코딩한 뒤 분석합니다.</li><li>항목 삭제 시 α가 크게 오르는 문항이 있으면 그 문항의 내용을 검토하고, 뺐다면 그 사실을 밝힙니다.</li></ul><p>요인분석으로 척도를 나눴다면 요인별로 신뢰도를 구해 보고합니다.</p>',
] as const;
const DAY = 24 * 60 * 60 * 1000;

/** Adds the site content once; returns what it added (empty when it was there already). */
export async function seedSiteContent(db: Database, now: Date): Promise<string[]> {
  const stamp = now.toISOString();
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const stamps = { created_at: stamp, updated_at: stamp };

  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('seed_markers')
      .select('name')
      .where('name', '=', SITE_CONTENT_MARKER)
      .executeTakeFirst();
    if (marker) return [];

    const announcements = [
      [
        '서비스 점검 안내 (매월 첫째 주 일요일 02:00~04:00)',
        '<p>안정적인 서비스를 위해 매월 첫째 주 일요일 새벽 2시부터 4시까지 정기 점검을 진행합니다. 점검 중에는 분석 실행이 잠시 중단됩니다.</p>',
      ],
      [
        '요인분석 결과표 내보내기 기능이 추가되었습니다',
        '<p>요인분석 결과의 회전된 성분 행렬을 엑셀과 한글(HWP)에 붙여 넣기 좋은 APA 표로 내보낼 수 있습니다.</p>',
      ],
      [
        '개인정보처리방침 개정 안내',
        '<p>개인정보처리방침이 개정되었습니다. 주요 변경 사항은 보유 기간과 처리 위탁 업체 목록입니다. 자세한 내용은 개인정보처리방침 v2를 확인해 주세요.</p>',
      ],
    ] as const;
    for (const [i, [title, content]] of announcements.entries()) {
      const at = ago(i * 7);
      await trx
        .insertInto('site_announcements')
        .values({
          id: seedId(1, i + 1),
          title,
          content_html: html(content),
          link_url: null,
          is_published: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    await trx
      .insertInto('site_popups')
      .values({
        id: seedId(2, 1),
        title: '신규 가입 이벤트: 첫 달 프리미엄 분석 무료',
        image_url: '/images/popups/welcome-event.png',
        link_url: SEED_LINKS.signUp,
        starts_at: ago(1),
        ends_at: new Date(now.getTime() + 30 * DAY).toISOString(),
        sort_order: 0,
        is_published: 1,
        ...stamps,
      })
      .execute();

    const banners = [
      [
        '설문 데이터를 올리면 기술통계부터 회귀분석까지 한 번에',
        '/images/banners/main-analysis.png',
        SEED_LINKS.analyses,
      ],
      [
        '논문용 APA 결과표와 해석을 자동으로 만들어 드립니다',
        '/images/banners/main-apa.png',
        '/about-us',
      ],
    ] as const;
    for (const [i, [title, image, link]] of banners.entries()) {
      await trx
        .insertInto('site_banners')
        .values({
          id: seedId(3, i + 1),
          title,
          image_url: image,
          link_url: link,
          sort_order: i + 1,
          is_published: 1,
          ...stamps,
        })
        .execute();
    }

    const recommended = [
      [
        't-검정 따라 하기: 두 집단 평균 비교',
        '/images/recommended/t-test.png',
        '/standalone/guide-t-test',
      ],
      [
        '신뢰도 분석(Cronbach α) 보고하는 법',
        '/images/recommended/reliability.png',
        SEED_LINKS.reliabilityGuide,
      ],
      [
        '통계 분석 대행 상담 신청',
        '/images/recommended/consulting.png',
        SEED_LINKS.analysisRequest,
      ],
    ] as const;
    for (const [i, [title, image, link]] of recommended.entries()) {
      await trx
        .insertInto('site_recommended_items')
        .values({
          id: seedId(4, i + 1),
          title,
          image_url: image,
          link_url: link,
          sort_order: i + 1,
          is_published: 1,
          ...stamps,
        })
        .execute();
    }

    const pages = [
      [
        'about-us',
        '회사 소개',
        '<h2>누구나 쉽게 쓰는 통계 분석</h2><p>통계 서비스는 설문 데이터를 올리기만 하면 기술통계, t-검정, 분산분석, 요인분석, 신뢰도, 상관, 회귀분석을 실행하고 논문에 바로 쓸 수 있는 APA 결과표와 해석을 제공합니다.</p><p>2019년 대학원생 연구 지원 서비스로 출발해 지금은 연구자, 공공기관, 기업 조사팀이 함께 쓰고 있습니다.</p>',
      ],
      [
        'direction',
        '오시는 길',
        '<h2>본사</h2><p>서울특별시 마포구 월드컵북로 396, 12층 (상암동)</p><ul><li>지하철: 6호선·공항철도·경의중앙선 디지털미디어시티역 9번 출구 도보 10분</li><li>버스: 누리꿈스퀘어 정류장 하차 (7730, 7711)</li><li>주차: 건물 지하 주차장 (방문 등록 시 2시간 무료)</li></ul><p>대표 전화 02-0000-0000 (평일 09:00~18:00)</p>',
      ],
      [
        'sales-agent',
        '판매 대리점 안내',
        '<h2>기관·단체 구매 문의</h2><p>대학, 연구소, 공공기관의 단체 라이선스와 세금계산서 발행은 공식 판매 대리점에서 도와드립니다.</p><ul><li>수도권: 한빛에듀솔루션 (02-0000-0001)</li><li>영남권: 동남리서치 (051-000-0002)</li><li>호남권: 빛고을데이터 (062-000-0003)</li></ul>',
      ],
      [
        'guide-t-test',
        't-검정 따라 하기',
        '<h2>두 집단의 평균 비교</h2><p>독립표본 t-검정은 서로 다른 두 집단(예: 남녀)의 평균이 다른지 봅니다. 먼저 Levene 검정으로 등분산을 확인하고, 그 결과에 맞는 t 값을 보고합니다.</p>',
      ],
      RELIABILITY_GUIDE,
    ] as const;
    for (const [id, title, content] of pages) {
      await trx
        .insertInto('site_pages')
        .values({ id, title, content_html: html(content), ...stamps })
        .execute();
    }

    const certificates = [
      ['certificate', '벤처기업 확인서', '벤처기업확인기관', '제20230100123호', '2023-03-15'],
      [
        'certificate',
        '기업부설연구소 인정서',
        '한국산업기술진흥협회',
        '제2021-0456호',
        '2021-09-01',
      ],
      [
        'certificate',
        'ISO/IEC 27001 정보보호경영시스템 인증',
        '한국정보보호인증원',
        'KR-ISMS-2024-118',
        '2024-06-20',
      ],
      [
        'patent',
        '설문 데이터의 요인 구조 자동 해석 방법 및 장치',
        '특허청',
        '10-2345678',
        '2022-11-08',
      ],
      [
        'patent',
        '통계 분석 결과의 APA 형식 문장 생성 시스템',
        '특허청',
        '10-2456789',
        '2024-02-27',
      ],
    ] as const;
    for (const [i, [kind, title, issuer, number, issuedOn]] of certificates.entries()) {
      await trx
        .insertInto('site_certificates')
        .values({
          id: seedId(5, i + 1),
          kind,
          title,
          issuer,
          number,
          issued_on: issuedOn,
          image_url: null,
          sort_order: i + 1,
          ...stamps,
        })
        .execute();
    }

    const policies = [
      [
        'terms',
        1,
        400,
        '<h2>제1조 (목적)</h2><p>이 약관은 회사가 제공하는 통계 분석 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.</p><h2>제2조 (회원 가입)</h2><p>이용자는 약관에 동의하고 가입 양식을 작성해 회원 가입을 신청합니다.</p>',
      ],
      [
        'terms',
        2,
        30,
        '<h2>제1조 (목적)</h2><p>이 약관은 회사가 제공하는 통계 분석 서비스와 커뮤니티·고객센터의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.</p><h2>제2조 (회원 가입)</h2><p>이용자는 약관에 동의하고 가입 양식을 작성하거나 카카오·네이버·구글 계정으로 회원 가입을 신청합니다.</p><h2>제3조 (데이터 보관)</h2><p>회원이 올린 데이터는 회원이 삭제하거나 탈퇴할 때까지 보관합니다.</p>',
      ],
      [
        'privacy',
        1,
        400,
        '<h2>1. 수집하는 개인정보</h2><p>이메일, 이름, 휴대폰 번호, 생년월일, 성별.</p><h2>2. 보유 기간</h2><p>회원 탈퇴 시까지.</p>',
      ],
      [
        'privacy',
        2,
        14,
        '<h2>1. 수집하는 개인정보</h2><p>이메일, 이름, 휴대폰 번호, 생년월일, 성별, 소셜 로그인 식별자.</p><h2>2. 보유 기간</h2><p>회원 탈퇴 후 30일까지 (관계 법령이 정한 기록은 그 기간까지).</p><h2>3. 처리 위탁</h2><p>결제 대행사, 클라우드 호스팅 업체.</p>',
      ],
      [
        'subscription',
        1,
        200,
        '<h2>정기결제 이용약관</h2><p>프리미엄 분석 정기결제는 매월 결제일에 등록한 결제 수단으로 자동 결제되며, 다음 결제일 전날까지 언제든 해지할 수 있습니다.</p>',
      ],
    ] as const;
    for (const [i, [kind, version, daysAgo, content]] of policies.entries()) {
      await trx
        .insertInto('site_policy_versions')
        .values({
          id: seedId(6, i + 1),
          kind,
          version,
          content_html: html(content),
          created_at: ago(daysAgo),
        })
        .execute();
    }

    const news = [
      [
        '통계 서비스, 2025 대한민국 교육 서비스 대상 수상',
        '연구 지원 부문에서 대상을 받았습니다.',
        3,
      ],
      [
        '요인분석·신뢰도 분석 해석 문장 개선',
        '결과표 아래 해석 문장이 APA 7판 표현으로 바뀌었습니다.',
        12,
      ],
      ['한국통계학회 추계 학술대회 후원', '학생 세션 우수 발표상을 후원했습니다.', 40],
      [
        '공공기관 조사팀 대상 무료 교육 진행',
        '설문 설계부터 결과 보고까지 3시간 실습 교육을 열었습니다.',
        75,
      ],
      ['기업부설연구소 설립', '통계 해석 자동화 연구를 위한 기업부설연구소를 세웠습니다.', 120],
      ['통계 서비스 정식 출시', '베타 기간 1만 명의 의견을 반영해 정식 서비스를 시작합니다.', 200],
    ] as const;
    for (const [i, [title, summary, daysAgo]] of news.entries()) {
      const at = ago(daysAgo);
      await trx
        .insertInto('site_news')
        .values({
          id: seedId(7, i + 1),
          title,
          summary,
          content_html: html(
            `<p>${summary}</p><p>앞으로도 누구나 쉽게 쓰는 통계 분석 서비스를 만들겠습니다.</p>`,
          ),
          thumbnail_url: null,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    // Public tracking pages of each courier; `{invoice}` is the tracking number.
    const couriers = [
      ['CJ대한통운', 'cj', 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}'],
      [
        '롯데택배',
        'lotte',
        'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={invoice}',
      ],
      [
        '한진택배',
        'hanjin',
        'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={invoice}',
      ],
      [
        '우체국택배',
        'epost',
        'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={invoice}',
      ],
      ['로젠택배', 'logen', 'https://www.ilogen.com/web/personal/trace/{invoice}'],
    ] as const;
    for (const [i, [name, code, tracking]] of couriers.entries()) {
      await trx
        .insertInto('site_couriers')
        .values({
          id: seedId(8, i + 1),
          name,
          code,
          tracking_url: tracking,
          sort_order: i + 1,
          is_active: 1,
          ...stamps,
        })
        .execute();
    }

    await trx
      .insertInto('seed_markers')
      .values({ name: SITE_CONTENT_MARKER, applied_at: stamp })
      .execute();
    return [
      `announcements ${announcements.length}`,
      'popups 1',
      `banners ${banners.length}`,
      `recommended ${recommended.length}`,
      `pages ${pages.length}`,
      `certificates ${certificates.length}`,
      `policy versions ${policies.length}`,
      `news ${news.length}`,
      `couriers ${couriers.length}`,
    ];
  });
}
