/** Linking a social account to the member's account (profile screen), merged into the site catalogue. */
export const ko = {
  title: '간편 로그인 연결',
  providers: { kakao: '카카오', naver: '네이버', google: 'Google' },
  pendingTitle: '{{provider}} 계정을 연결할 수 있습니다',
  pending:
    '{{provider}} 간편 로그인에서 이미 가입된 이메일({{email}})이 확인되었습니다. 이 계정에 연결하면 다음부터 {{provider}}로 바로 로그인할 수 있습니다.',
  pendingNoEmail:
    '{{provider}} 간편 로그인에서 이미 가입된 회원의 이메일이 확인되었습니다. 이 계정에 연결하면 다음부터 {{provider}}로 바로 로그인할 수 있습니다.',
  link: '{{provider}} 계정 연결하기',
  linked: '{{provider}} 계정을 연결했습니다. 다음부터 {{provider}}로 로그인할 수 있습니다.',
  failedTitle: '계정을 연결하지 못했습니다',
  none: '간편 로그인 계정을 연결하려면 로그인 화면에서 카카오·네이버·Google로 로그인해 보세요. 같은 이메일로 가입된 계정이 있다고 나오면, 이메일과 비밀번호로 로그인한 뒤 이곳에서 연결할 수 있습니다.',
};

export const en: typeof ko = {
  title: 'Social sign-in',
  providers: { kakao: 'Kakao', naver: 'Naver', google: 'Google' },
  pendingTitle: 'You can link your {{provider}} account',
  pending:
    'Your {{provider}} sign-in uses an e-mail that is already registered ({{email}}). Link it to this account to sign in with {{provider}} from now on.',
  pendingNoEmail:
    'Your {{provider}} sign-in uses the e-mail of a registered member. Link it to this account to sign in with {{provider}} from now on.',
  link: 'Link {{provider}} account',
  linked: 'Your {{provider}} account is linked. You can sign in with {{provider}} from now on.',
  failedTitle: 'The account could not be linked',
  none: 'To link a social account, sign in with Kakao, Naver or Google on the sign-in screen. If it says that the e-mail is already registered, sign in with your e-mail and password and link it here.',
};
