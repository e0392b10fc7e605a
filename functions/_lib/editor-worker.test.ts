/**
 * @jest-environment node
 */
import worker from './editor-worker';

const env = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1' };
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
