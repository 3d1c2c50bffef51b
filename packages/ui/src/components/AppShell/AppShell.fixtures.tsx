import type { ShellLink } from './AppShell';

export const sampleMenu: ShellLink[] = [
  { label: '서비스 소개', href: '/about' },
  { label: '통계 처리', href: '/statistics' },
  { label: '데이터 분석', href: '/analysis' },
  { label: '커뮤니티', href: '/community' },
  { label: '문의하기', href: '/inquiry' },
  { label: 'Open API', href: '/open-api' },
];

export const sampleAccountLinks: ShellLink[] = [
  { label: '로그인', href: '/login' },
  { label: '회원가입', href: '/sign-up' },
  { label: '알림센터', href: '/notice' },
];
