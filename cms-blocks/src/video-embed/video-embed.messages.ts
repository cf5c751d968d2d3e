import type { LanguageCode } from '@lumen/domain';

/** The consent notice over a video not loaded yet; the title comes from the CMS. */
export type VideoEmbedMessages = {
  /** What loading the video means, naming its provider (YouTube, Vimeo). */
  explanation: (provider: string) => string;
  /** The button that records marketing consent and loads the video. */
  load: string;
};

export const videoEmbedMessages: Readonly<Record<LanguageCode, VideoEmbedMessages>> = {
  de: {
    explanation: (provider) =>
      `Dieses Video wird von ${provider} bereitgestellt. Wenn Sie es laden, stimmen Sie Marketing-Cookies zu und ${provider} erhält Daten über Ihren Besuch. Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen ändern.`,
    load: 'Video laden',
  },
  fr: {
    explanation: (provider) =>
      `Cette vidéo est fournie par ${provider}. En la chargeant, vous acceptez les cookies marketing et ${provider} reçoit des données sur votre visite. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies.`,
    load: 'Charger la vidéo',
  },
  it: {
    explanation: (provider) =>
      `Questo video è fornito da ${provider}. Caricandolo accetti i cookie di marketing e ${provider} riceve dati sulla tua visita. Puoi modificare la tua scelta in qualsiasi momento nelle impostazioni dei cookie.`,
    load: 'Carica il video',
  },
  pl: {
    explanation: (provider) =>
      `Ten film udostępnia ${provider}. Wczytując go, zgadzasz się na marketingowe pliki cookie, a ${provider} otrzyma dane o Twojej wizycie. Wybór możesz w każdej chwili zmienić w ustawieniach plików cookie.`,
    load: 'Wczytaj film',
  },
  cs: {
    explanation: (provider) =>
      `Toto video poskytuje ${provider}. Jeho načtením souhlasíte s marketingovými cookies a ${provider} získá údaje o vaší návštěvě. Svou volbu můžete kdykoli změnit v nastavení cookies.`,
    load: 'Načíst video',
  },
};
