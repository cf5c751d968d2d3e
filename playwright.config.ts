import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import {
  commerceDownServer,
  commerceDownServerPort,
  mainServerPort as port,
  strictServer,
  strictServerPort,
} from './e2e/servers.ts';

/** e2e runs the production build on its own port and its own fresh embedded database. */
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-e2e-'));
const strictDataDir = mkdtempSync(join(tmpdir(), 'lumen-e2e-strict-'));
const downDataDir = mkdtempSync(join(tmpdir(), 'lumen-e2e-down-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: 'list',
  // A guard against a test that hangs, not a speed check: a journey through checkout on a 2-core CI
  // machine that also runs the three servers takes 20 to 40 s.
  timeout: 60_000,
  // Page baselines (page-screenshots.spec.ts), Debian Chromium's on Linux, the only browser here;
  // not `__screenshots__`, which .gitignore keeps for Vitest's pictures of failed story tests.
  snapshotPathTemplate: '{testDir}/page-baselines/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace of every test cost a fifth of the suite's time on two cores; a failure
    // keeps its screenshot, and E2E_TRACE=1 records traces to open with `npx playwright show-trace`.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The shopper who asks for less motion: overlays open and close without waiting out their
    // animations, which saves the suite time on two cores. The animations themselves are the story
    // tests' (Chromium there reports no preference), and page-screenshots.spec.ts compares the
    // pages as most shoppers see them.
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every test's browser is one shopper at 127.0.0.1 to the api: the HTTP matrices render a few
        // hundred pages a minute from that one address, more than the per-address limit lets a person.
        RATE_LIMIT_PER_ADDRESS: '6000',
        // The same for product images: a fresh image cache draws every picture those pages show.
        IMAGE_RENDERS_PER_ADDRESS: '6000',
        // A free port: the commerce backend of a developer's own `npm start` may hold 3443.
        COMMERCE_PORT: '0',
        COMMERCE_TLS_DIR: `${dataDir}/tls`,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
    },
    {
      // The same build (`npm start` builds once; this one only starts), deployed behind one proxy
      // hop with the shipped per-address limit tightened and one shop's online shop switched off.
      command: 'npm run start:built',
      url: `http://localhost:${strictServerPort}/`,
      env: {
        PORT: String(strictServerPort),
        PGLITE_DIR: strictDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_ADDRESS: String(strictServer.requestsPerAddressPerMinute),
        // Its pages are about the api's limits, which a page kept whole (issue 16) never reaches.
        PAGE_CACHE_SECONDS: '0',
        ONLINE_SHOP_DISABLED: strictServer.onlineShopDisabled,
        COMMERCE_PORT: '0',
        COMMERCE_TLS_DIR: `${strictDataDir}/tls`,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
    },
    {
      // The same build once more, as a deployment whose commerce backend is down (§8 error pages).
      command: 'npm run start:built',
      // Its pages answer 503; a static file says it is up.
      url: `http://localhost:${commerceDownServerPort}/favicon.svg`,
      env: {
        PORT: String(commerceDownServerPort),
        PGLITE_DIR: downDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_PER_ADDRESS: '6000',
        COMMERCE_API_HOST: commerceDownServer.commerceApiHost,
        COMMERCE_API_TOKEN: 'e2e-commerce-down',
        COMMERCE_PORT: '0',
        COMMERCE_TLS_DIR: `${downDataDir}/tls`,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
    },
  ],
});
