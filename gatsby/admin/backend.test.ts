/**
 * @jest-environment node
 */
import { CONTENT_API_PATH, SIGN_IN_ENDPOINTS, cmsBackend } from './backend';
import { CONTENT_API } from '../../functions/_lib/gateway/content-endpoint';

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

  it('talks to the site’s own content API on Cloudflare Pages, signing in through Access, at whatever origin it is opened; the page reaches no GitHub host', () => {
    const backend = cmsBackend({ ...github, CF_PAGES: '1', CMS_BRANCH: 'content' });
    expect(backend.config).toEqual({
      name: 'proxy',
      proxy_url: CONTENT_API_PATH,
      branch: 'content',
      auth_endpoint: SIGN_IN_ENDPOINTS.access,
    });
    expect(CONTENT_API_PATH).toBe(CONTENT_API);
    expect(backend.signInOnSite).toBe('access');
    expect(backend.connectSources).toEqual([]);
  });

  it('signs in with GitHub for identity alone on Netlify, or where CMS_SIGN_IN says so; never through Git Gateway', () => {
    expect(cmsBackend({ ...github, NETLIFY: 'true' }).config).toMatchObject({
      proxy_url: CONTENT_API_PATH,
      auth_endpoint: SIGN_IN_ENDPOINTS.github,
    });
    expect(
      cmsBackend({ ...github, CF_PAGES: '1', CMS_SIGN_IN: 'github' }).config.auth_endpoint,
    ).toBe(SIGN_IN_ENDPOINTS.github);
    expect(() => cmsBackend({ CMS_BACKEND: 'git-gateway', NETLIFY: 'true' })).toThrow(
      /no longer offered.*CMS_BACKEND=github.*CMS_SIGN_IN=github/,
    );
  });

  it('differs between the two ways of signing in by Decap’s sign-in address and the way the editor’s page names alone', () => {
    // The sign-in browser tests build a site once and write only its editor again for the
    // other way (e2e/tests/sign-in.spec.ts): CMS_SIGN_IN is read here alone, and the rest of
    // what a build makes of the backend (the editor's page, the serving rules' sources) must
    // be the same for both ways, or those tests would serve a site no build makes.
    const host = { ...github, SITE_URL: 'https://cargo.example' };
    const [access, viaGitHub] = (['access', 'github'] as const).map((way) =>
      cmsBackend({ ...host, CMS_SIGN_IN: way }),
    );
    const { auth_endpoint: accessEndpoint, ...accessConfig } = access.config;
    const { auth_endpoint: gitHubEndpoint, ...gitHubConfig } = viaGitHub.config;
    expect([accessEndpoint, gitHubEndpoint]).toEqual([
      SIGN_IN_ENDPOINTS.access,
      SIGN_IN_ENDPOINTS.github,
    ]);
    expect([access.signInOnSite, viaGitHub.signInOnSite]).toEqual(['access', 'github']);
    expect({ ...viaGitHub, config: gitHubConfig, signInOnSite: 'access' }).toEqual({
      ...access,
      config: accessConfig,
    });
  });

  it('says what it needs, in a sentence that names the setting and the docs', () => {
    const host = { ...github, SITE_URL: 'https://cargo.example' };
    expect(cmsBackend({ ...host, CMS_SIGN_IN: 'github' }).config.auth_endpoint).toBe(
      'oauth/authorize',
    );
    expect(() => cmsBackend(host)).toThrow(/needs CMS_SIGN_IN: access .* or github/);
    expect(() => cmsBackend({ ...host, CMS_SIGN_IN: 'password' })).toThrow(
      /CMS_SIGN_IN must be access or github/,
    );
    expect(() =>
      cmsBackend({ ...host, CMS_SIGN_IN: 'github', CMS_AUTH_URL: 'https://a.example' }),
    ).toThrow(/CMS_AUTH_URL is no longer used/);
    expect(() => cmsBackend({ CMS_BACKEND: 'github', CF_PAGES: '1' })).toThrow(/needs CMS_REPO/);
    expect(() => cmsBackend({ CMS_BACKEND: 'gitlab' })).toThrow(/must be local or github/);
    expect(() => cmsBackend(host)).toThrow(/\(docs\/DEPLOYING\.md, "Switch editing on"\)$/);
  });
});
