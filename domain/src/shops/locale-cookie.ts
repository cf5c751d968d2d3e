/** §9: the locale cookie lives 365 days on path `/`. */
export const localeCookie = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
} as const;

/** §9: the language preference cookie lives 7 days on path `/`. */
export const languageCookie = {
  name: 'language',
  maxAgeSeconds: 7 * 24 * 60 * 60,
  path: '/',
} as const;
