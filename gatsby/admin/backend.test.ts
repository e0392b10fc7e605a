/**
 * @jest-environment node
 */
import { NETLIFY_API, SITE_SIGN_IN_ENDPOINT, cmsBackend } from './backend';

const github = { CMS_BACKEND: 'github', CMS_REPO: 'noordvliet/site' };

describe('the editor’s backend, chosen by CMS_BACKEND at build time', () => {
  it('is the local backend on a developer’s machine, on 127.0.0.1 and the port npm run cms uses', () => {
    expect(cmsBackend({})).toMatchObject({
      name: 'local',
      config: { name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1', branch: 'main' },
      connectSources: ['http://127.0.0.1:8081'],
    });
    expect(cmsBackend({ CMS_PROXY_PORT: '9081' }).connectSources).toEqual([
      'http://127.0.0.1:9081',
    ]);
  });

  it.each([
    ['Cloudflare Pages', { CF_PAGES: '1' }],
    ['Netlify', { NETLIFY: 'true' }],
    ['any host with the site’s address', { SITE_URL: 'https://cargo.example' }],
  ])('is not set up on a build for %s that names no backend, never a laptop’s', (_host, env) => {
    expect(cmsBackend(env)).toEqual({ name: 'none', config: {}, connectSources: [] });
    expect(cmsBackend({ ...env, CMS_BACKEND: 'local' }).name).toBe('local');
  });

  it("signs in through the site's own functions on Cloudflare Pages, at whatever origin it is opened", () => {
    const backend = cmsBackend({ ...github, CF_PAGES: '1', CMS_BRANCH: 'content' });
    expect(backend.config).toEqual({
      name: 'github',
      repo: 'noordvliet/site',
      branch: 'content',
      auth_endpoint: SITE_SIGN_IN_ENDPOINT,
    });
    expect(backend.signInOnSite).toBe(true);
    expect(backend.connectSources).toEqual(['https://api.github.com']);
  });

  it("signs in through Netlify's GitHub provider on Netlify, without Git Gateway", () => {
    const backend = cmsBackend({ ...github, NETLIFY: 'true' });
    expect(backend.config).toMatchObject({
      name: 'github',
      base_url: NETLIFY_API,
      auth_endpoint: 'auth',
    });
    expect(backend.signInOnSite).toBeUndefined();
    expect(() => cmsBackend({ CMS_BACKEND: 'git-gateway', NETLIFY: 'true' })).toThrow(
      /no longer offered.*CMS_BACKEND=github/,
    );
  });

  it('signs in through CMS_AUTH_URL wherever it is set, and says what it needs when nothing signs in', () => {
    const backend = cmsBackend({
      ...github,
      CF_PAGES: '1',
      CMS_AUTH_URL: 'https://auth.noordvliet-cargo.example/oauth',
    });
    expect(backend.config).toEqual({
      name: 'github',
      repo: 'noordvliet/site',
      branch: 'main',
      base_url: 'https://auth.noordvliet-cargo.example',
      auth_endpoint: 'oauth',
    });
    expect(backend.signInOnSite).toBeUndefined();
    expect(() => cmsBackend(github)).toThrow(/needs CMS_AUTH_URL on this host/);
    expect(() => cmsBackend({ CMS_BACKEND: 'github', CF_PAGES: '1' })).toThrow(/needs CMS_REPO/);
    expect(() => cmsBackend({ CMS_BACKEND: 'gitlab' })).toThrow(/must be local or github/);
  });
});
