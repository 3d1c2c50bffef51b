/** Strings of the site shell (layout, fallback routes), merged into the site catalogue. */
export const ko = {
  navLabel: '주 메뉴',
  home: '홈으로',
};

export const en: typeof ko = {
  navLabel: 'Main menu',
  home: 'Go to home',
};
