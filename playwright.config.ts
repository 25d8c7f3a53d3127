/**
 * End-to-end tests against the production build served by nginx with the production rules, driven
 * by Debian's Chromium (never a downloaded browser). Build first: `npm run build`.
 */
import {defineConfig, devices} from '@playwright/test';

// Port of the nginx that serves build/ for the tests; distinct from the README's 3000 so both can run.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium; override for a machine that keeps it elsewhere.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: {
    command: `bash scripts/nginx.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
