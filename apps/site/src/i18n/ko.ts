import { ko as accountScreensKo } from './accounts';
import { ko as community } from './community';
import { ko as shell } from './shell';
import { ko as socialLink } from './socialLink';
import { ko as serviceCentre } from './serviceCentre';
import { ko as siteContent } from './siteContent';

/** Korean catalogue of the site shell (the default language). */
export const ko = {
  brand: '통계 분석 서비스',
  skipToContent: '본문으로 건너뛰기',
  menu: {
    label: '메뉴',
    about: '서비스 소개',
    statistics: '통계처리',
    dataAnalysis: '데이터 분석',
    community: '커뮤니티',
    inquiry: '문의하기',
    openApi: 'Open API',
  },
  account: {
    login: '로그인',
    register: '회원가입',
    myPage: '마이페이지',
    notices: '알림센터',
    logout: '로그아웃',
    greeting: '{{name}} 님',
    dismiss: '확인',
  },
  language: { label: '언어', ko: '한국어', en: 'English' },
  footer: {
    company: '회사 소개',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    news: '회사 소식',
    label: '사이트 정보',
    directions: '오시는 길',
    certificates: '인증 및 특허',
    customerService: '고객센터',
    copyright: '© {{year}} 통계 분석 서비스. All rights reserved.',
  },
  home: {
    title: '데이터를 올리면, 통계는 저희가 계산합니다',
    lead: 'CSV·엑셀·SPSS 파일을 올리고 기술통계, t 검정, 분산분석, 회귀분석까지 SPSS와 같은 결과를 바로 확인하세요. 결과는 쉬운 한국어로 해석해 드립니다.',
    start: '분석 시작하기',
    audiences: {
      title: '이런 분들께 맞습니다',
      business: '비즈니스 전문가와 의사결정자',
      businessText: '설문과 매출 데이터를 근거 있는 결정으로 바꿉니다.',
      analyst: '데이터 분석가',
      analystText: '반복하는 분석을 빠르고 정확하게 처리합니다.',
      researcher: '연구자와 학계',
      researcherText: '논문에 그대로 옮길 수 있는 APA 형식의 결과를 얻습니다.',
    },
  },
  services: {
    title: '통계처리 서비스',
    lead: '분석할 방법을 고르세요. 파일을 올린 뒤 변수를 고르면 결과와 해석이 나옵니다.',
    groups: { desc: '기술통계' },
    descriptive: '기술통계',
    descriptiveText: '평균, 표준편차, 왜도·첨도, 정규성 검정',
    open: '시작하기',
    continue: {
      heading: '이어서 분석하기',
      analysis: '최근에 연 분석: {{analysis}}',
      dataset: '작업 중인 데이터: {{dataset}}',
      link: '{{analysis}} 이어서 하기',
    },
  },
  accountScreens: accountScreensKo,
  register: { readTerms: '이용약관 보기' },
  registerComplete: {
    title: '회원가입을 축하합니다',
    text: '이제 분석 기록이 계정에 남습니다. 바로 분석을 시작해 보세요.',
    start: '분석 시작하기',
    home: '홈으로',
  },
  preparing: {
    title: '준비 중인 서비스입니다',
    text: '더 나은 서비스로 곧 찾아뵙겠습니다.',
    home: '홈으로',
  },
  guest: { session: '비회원으로 이용 중' },
  loading: '불러오는 중입니다…',
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    text: '주소가 바뀌었거나 없는 페이지입니다.',
    home: '홈으로',
  },
  shell,
  socialLink,
  serviceCentre,
  community,
  siteContent,
  error: {
    title: 'Oops! Something went wrong.',
    message:
      '페이지를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도하시거나 고객센터로 문의해 주세요.',
    retry: '다시 시도',
  },
};

export type SiteCatalogue = typeof ko;
