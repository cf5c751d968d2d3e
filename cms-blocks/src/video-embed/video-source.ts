/*
 * Where a video comes from, read from the address an editor pasted, and the address of its
 * player: YouTube's privacy-enhanced host (youtube-nocookie.com, no cookies until playback) or
 * Vimeo's player with "do not track". Nothing here loads anything; the block loads the player only
 * after marketing consent.
 */

export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

/** The providers' names, as shoppers know them (brand names: the same in every language). */
export const videoProviderNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const satisfies Record<
  VideoProvider,
  string
>;

/** A video of one provider; `hash` is the key of an unlisted Vimeo video. */
export type VideoSource = { provider: VideoProvider; id: string; hash?: string };

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d{6,12}$/;
const vimeoHash = /^[\da-f]{6,20}$/i;

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeSource(url: URL): VideoSource | undefined {
  if (url.hostname === 'youtu.be') {
    const [id = ''] = url.pathname.split('/').filter(Boolean);
    return youtubeId.test(id) ? { provider: 'youtube', id } : undefined;
  }
  if (!youtubeHosts.has(url.hostname)) return undefined;
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const id =
    first === 'watch'
      ? (url.searchParams.get('v') ?? '')
      : ['embed', 'shorts', 'live', 'v'].includes(first)
        ? second
        : '';
  return youtubeId.test(id) ? { provider: 'youtube', id } : undefined;
}

function vimeoSource(url: URL): VideoSource | undefined {
  if (!vimeoHosts.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/{id}?h={hash}; vimeo.com/{id}/{hash}; vimeo.com/channels/{name}/{id}
  const index = segments.findIndex((segment) => vimeoId.test(segment));
  if (index === -1) return undefined;
  const id = segments[index] ?? '';
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  return hash && vimeoHash.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/** The video an address shows, if it is a YouTube or Vimeo video's address (watch, share or embed). */
export function parseVideoUrl(address: string): VideoSource | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return youtubeSource(url) ?? vimeoSource(url);
}

/**
 * The player's address. `autoplay` when the shopper just asked for the video (the click on "load
 * video" is the click on play); not when the page opens with consent already given.
 */
export function videoEmbedUrl(source: VideoSource, options: { autoplay: boolean }): string {
  switch (source.provider) {
    case 'youtube': {
      const query = new URLSearchParams({ rel: '0', ...(options.autoplay ? { autoplay: '1' } : {}) });
      return `https://www.youtube-nocookie.com/embed/${source.id}?${query.toString()}`;
    }
    case 'vimeo': {
      const query = new URLSearchParams({
        dnt: '1',
        ...(source.hash ? { h: source.hash } : {}),
        ...(options.autoplay ? { autoplay: '1' } : {}),
      });
      return `https://player.vimeo.com/video/${source.id}?${query.toString()}`;
    }
  }
}
