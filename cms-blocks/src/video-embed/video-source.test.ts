import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoEmbedUrl } from './video-source.ts';

describe('§2 video embed: the video an editor pasted', () => {
  it.for([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['  https://youtu.be/dQw4w9WgXcQ  ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8272103f6e', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      { provider: 'vimeo', id: '76979871', hash: '8272103f6e' },
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
  ] as const)('%s is %o', ([address, source]) => {
    expect(parseVideoUrl(address)).toEqual(source);
  });

  it.for([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=kurz',
    'https://www.youtube.com/@lumenoptik',
    'https://youtube.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.dailymotion.com/video/x8abcd1',
    'https://vimeo.com/lumenoptik',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    '',
  ])('%s is no video', (address) => {
    expect(parseVideoUrl(address)).toBeUndefined();
  });
});

describe('§2 video embed: the player’s address (privacy-enhanced)', () => {
  it.for([
    [
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      false,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    ],
    [
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      true,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    ],
    [{ provider: 'vimeo', id: '76979871' }, false, 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      { provider: 'vimeo', id: '76979871', hash: '8272103f6e' },
      true,
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e&autoplay=1',
    ],
  ] as const)('%o, autoplay %s: %s', ([source, autoplay, url]) => {
    expect(videoEmbedUrl(source, { autoplay })).toBe(url);
  });
});
