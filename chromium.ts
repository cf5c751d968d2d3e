/**
 * Debian's Chromium, as every browser test here starts it (Vitest browser mode and Playwright):
 * never a downloaded browser, and flags that keep it quiet and offline in containers and CI.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
