import type { LanguageCode } from '@lumen/domain';

/** What a content link says besides the editor's link text. */
export type ContentLinkMessages = {
  /** Read out after the text of a link that opens in a new tab. */
  newTab: string;
};

export const contentLinkMessages: Readonly<Record<LanguageCode, ContentLinkMessages>> = {
  de: { newTab: 'öffnet in neuem Tab' },
  fr: { newTab: 's’ouvre dans un nouvel onglet' },
  it: { newTab: 'si apre in una nuova scheda' },
  pl: { newTab: 'otwiera się w nowej karcie' },
  cs: { newTab: 'otevře se na nové kartě' },
};
