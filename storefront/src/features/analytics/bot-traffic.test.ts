import { describe, expect, it } from 'vitest';
import { isBotTraffic, isMobileBrowser } from './bot-traffic.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const lighthouse =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

describe('§6 bot traffic is flagged', () => {
  it.each([
    ['a desktop browser', chrome, false, false],
    ['a phone', iphone, false, false],
    ['a browser driven by automation', chrome, true, true],
    ['a headless browser', headless, false, true],
    ['Googlebot', googlebot, false, true],
    ['Bingbot', bingbot, false, true],
    ['Lighthouse', lighthouse, false, true],
    ['curl', 'curl/8.5.0', false, true],
    // "Abbott" has "bott" but is not a bot: the word must end there.
    ['a browser named Abbott', 'Mozilla/5.0 Abbott/1.0', false, false],
  ])('%s → %s', (_case, userAgent, webdriver, bot) => {
    expect(isBotTraffic({ userAgent, webdriver })).toBe(bot);
  });
});

describe('§7 uamb: the mobile flag', () => {
  it.each([
    ['a client hint saying mobile', chrome, true, true],
    ['a client hint saying not mobile', iphone, false, false],
    ['no client hint, an iPhone', iphone, undefined, true],
    ['no client hint, Android', lighthouse, undefined, true],
    ['no client hint, a desktop', chrome, undefined, false],
  ])('%s → %s', (_case, userAgent, hint, mobile) => {
    expect(isMobileBrowser(userAgent, hint)).toBe(mobile);
  });
});
