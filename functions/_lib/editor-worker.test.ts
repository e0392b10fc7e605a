/**
 * @jest-environment node
 */
import worker from './editor-worker';

import type { SessionKV } from './gateway/settings';

/** Not reached by these tests: no session is opened or read. */
const unreachedStore: SessionKV = {
  get: () => Promise.reject(new Error('not reached')),
  put: () => Promise.reject(new Error('not reached')),
  delete: () => Promise.reject(new Error('not reached')),
};
/** The sign-in's settings and the gateway's, which it needs before it sends anyone to GitHub. */
const env = {
  GITHUB_CLIENT_ID: 'client-1',
  GITHUB_CLIENT_SECRET: 'secret-1',
  CMS_REPO: 'noordvliet/cargo-site',
  SESSION_SECRET: 'a-session-secret-for-the-tests-0123456789',
  GITHUB_APP_ID: '1',
  GITHUB_APP_INSTALLATION_ID: '2',
  GITHUB_APP_PRIVATE_KEY: 'not read by these tests',
  EDITOR_SESSIONS: unreachedStore,
};
const ask = (path: string, method = 'GET') =>
  worker.fetch(new Request(`https://auth.cargo.example${path}`, { method }), env);

describe('the sign-in as a Worker of its own', () => {
  it('answers the two sign-in addresses as the functions beside the site do', async () => {
    const start = await ask('/oauth/authorize?provider=github');
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get('Location')!).searchParams.get('redirect_uri')).toBe(
      'https://auth.cargo.example/oauth/callback',
    );
    expect((await ask('/oauth/callback?code=x&state=y')).status).toBe(400);
  });

  it('answers nothing else', async () => {
    expect((await ask('/')).status).toBe(404);
    expect((await ask('/oauth/authorize', 'POST')).status).toBe(405);
  });

  it('answers no request at all where it only runs the schedule', async () => {
    for (const path of ['/oauth/authorize?provider=github', '/api/content', '/api/session/start'])
      expect(
        (
          await worker.fetch(new Request(`https://x.workers.dev${path}`), {
            ...env,
            CMS_SCHEDULE_ONLY: 'on',
          })
        ).status,
      ).toBe(404);
  });
});
