/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOUDFLARE_MAX_RULES, cdnDialect, headersFile, redirectsFile } from './cdn-files';
import { nginxContentTypes, nginxServingRules, withReplaced } from './nginx-files';
import { contentTypes, textExtensions } from './content-types';
import { adminHeaders, adminPolicy, contentHashedName, securityHeaders } from './rules';
import { nginxGeneratedDir, writeServingFiles } from './write-serving-files';

const repo = path.resolve(__dirname, '../..');
let project: string;
let publicDir: string;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script>` +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script type="speculationrules">{"prerender":[]}</script>' +
  '<script data-src="/stats.js">window.stats</script>' +
  '<script src="/app-0123456789abcdef0123.js" defer></script></head><body></body></html>';

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'serving-'));
  publicDir = path.join(project, 'public');
  await mkdir(path.join(project, 'data'));
  await copyFile(path.join(repo, 'data/company.yaml'), path.join(project, 'data/company.yaml'));
  await mkdir(path.join(publicDir, 'nl/404'), { recursive: true });
  await writeFile(path.join(publicDir, 'index.html'), page('document.documentElement.lang'));
  await writeFile(path.join(publicDir, '404.html'), page('1'));
  await writeFile(path.join(publicDir, 'nl/404/index.html'), page('2'));
  await writeFile(path.join(publicDir, 'app-0123456789abcdef0123.js'), '');
  await writeFile(path.join(publicDir, 'app-0123456789abcdef0123.js.map'), '');
});
afterEach(() => rm(project, { recursive: true, force: true }));

const policyIn = async (file: string) => {
  const text = await readFile(file, 'utf8');
  return /Content-Security-Policy:? "?([^"\n]+)/.exec(text)?.[1];
};

describe('writeServingFiles', () => {
  it('allows exactly the inline scripts of this build, and follows when one changes', async () => {
    await writeServingFiles(project, publicDir, 'cloudflare');
    const before = await policyIn(path.join(publicDir, '_headers'));
    expect(before).toContain(sha256('document.documentElement.lang'));
    expect(before).not.toContain(sha256('{"@type":"Organization"}'));
    expect(before).toContain(sha256('{"prerender":[]}'));
    expect(before).toContain(sha256('window.stats'));

    await writeFile(path.join(publicDir, 'index.html'), page('document.documentElement.dir'));
    await writeServingFiles(project, publicDir, 'cloudflare');
    const after = await policyIn(path.join(publicDir, '_headers'));
    expect(after).toContain(sha256('document.documentElement.dir'));
    expect(after).not.toContain(sha256('document.documentElement.lang'));
    // nginx gets the very same policy from the same build.
    expect(await policyIn(path.join(nginxGeneratedDir(project), 'security-headers.conf'))).toBe(
      after,
    );
  });

  it('stops on a file whose kind has no content type, naming it and the list', async () => {
    await writeFile(path.join(publicDir, 'report.docx'), '');
    await expect(writeServingFiles(project, publicDir)).rejects.toThrow(
      'No content type for report.docx: add the kind of file to gatsby/serving/content-types.ts',
    );
  });

  it("puts each language's 404 page where CDNs look for it", async () => {
    await writeServingFiles(project, publicDir, 'cloudflare');
    expect(await readFile(path.join(publicDir, 'nl/404.html'), 'utf8')).toBe(page('2'));
  });

  it('marks the content-hashed bundles immutable, and nothing else at the top', async () => {
    await writeServingFiles(project, publicDir, 'cloudflare');
    const headers = await readFile(path.join(publicDir, '_headers'), 'utf8');
    expect(headers).toMatch(
      /^\/app-0123456789abcdef0123\.js\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    expect(headers).not.toContain('.js.map');
  });
});

describe('the CDN dialects', () => {
  const security = securityHeaders("default-src 'self'");
  const admin = adminHeaders(adminPolicy(['http://localhost:8081']));

  it('Cloudflare: narrower rules detach the Cache-Control they would otherwise join', () => {
    const text = headersFile({
      security,
      admin,
      hashedFiles: ['/app-0123456789abcdef0123.js'],
      dialect: 'cloudflare',
    });
    expect(text).toContain('/static/*\n  ! Cache-Control\n  Cache-Control: public');
    expect(text).toContain('/*\n  ! Access-Control-Allow-Origin\n');
    // The language's 404 page is found by Cloudflare itself; a 404 rule would be refused.
    expect(redirectsFile('cloudflare', ['/', '/about/'])).not.toMatch(/ 404$/m);
  });

  it('Netlify: the later rule wins, `!` lines are refused, the Dutch 404 needs a rule', () => {
    const text = headersFile({ security, admin, hashedFiles: [], dialect: 'netlify' });
    expect(text).not.toMatch(/^\s+!/m);
    expect(text.indexOf('/*\n')).toBeLessThan(text.indexOf('/static/*\n'));
    expect(redirectsFile('netlify', ['/', '/about/'])).toMatch(/^\/nl\/\* \/nl\/404\.html 404$/m);
    expect(cdnDialect({ NETLIFY: 'true' })).toBe('netlify');
    expect(cdnDialect({})).toBe('cloudflare');
  });

  it("the editor's files get its policy in place of the site's, in both dialects", () => {
    const cloudflare = headersFile({ security, admin, hashedFiles: [], dialect: 'cloudflare' });
    expect(cloudflare).toMatch(
      /^\/admin\/\*\n {2}! Content-Security-Policy\n(?: {2}! .*\n)* {2}Content-Security-Policy: [^\n]*blob:/m,
    );
    // No script made from text: the build checks Decap's configuration (gatsby/admin/bundle.ts).
    expect(cloudflare).not.toContain('unsafe-eval');
    const netlify = headersFile({ security, admin, hashedFiles: [], dialect: 'netlify' });
    expect(netlify.indexOf('/admin/*')).toBeGreaterThan(netlify.indexOf('/*\n'));
    expect(netlify).toContain('X-Robots-Tag: noindex, nofollow');
  });

  it('every page the build wrote, without its slash, is sent to the page', async () => {
    for (const folder of ['about', 'nl', 'nl/contact', 'terms/2026-01-01']) {
      await mkdir(path.join(publicDir, folder), { recursive: true });
      await writeFile(path.join(publicDir, folder, 'index.html'), page('3'));
    }
    await writeServingFiles(project, publicDir, 'cloudflare');
    const lines = (await readFile(path.join(publicDir, '_redirects'), 'utf8')).split('\n');
    expect(lines).toContain('/about /about/ 301');
    expect(lines).toContain('/nl /nl/ 301');
    expect(lines).toContain('/nl/contact /nl/contact/ 301');
    // An earlier version of the general conditions, a page of the data rather than a route.
    expect(lines).toContain('/terms/2026-01-01 /terms/2026-01-01/ 301');
    expect(lines).toContain('/admin /admin/ 301');
    expect(lines.some((line) => line.startsWith('/ '))).toBe(false);
  });

  it('refuses to write more rules than Cloudflare reads, saying what to do', () => {
    const hashedFiles = Array.from(
      { length: CLOUDFLARE_MAX_RULES },
      (_, index) => `/c-${index}.js`,
    );
    expect(() => headersFile({ security, admin, hashedFiles, dialect: 'cloudflare' })).toThrow(
      /npm run clean/,
    );
    expect(() => headersFile({ security, admin, hashedFiles, dialect: 'netlify' })).not.toThrow();
  });
});

describe('the nginx rules', () => {
  it('give the Dutch paths the Dutch 404 page and everything else the English one', () => {
    const rules = nginxServingRules();
    expect(rules).toMatch(/^error_page 403 404 =404 \/404\.html;$/m);
    expect(rules).toMatch(/location \/nl\/ \{\n {2}error_page 403 404 =404 \/nl\/404\.html;/);
  });

  it("serve the editor with its own headers, the site's others kept", () => {
    expect(nginxServingRules()).toMatch(
      /location \^~ \/admin\/ \{\n {2}include site\/admin-headers\.conf;/,
    );
    const merged = withReplaced(
      securityHeaders("default-src 'self'"),
      adminHeaders("script-src 'self'"),
    );
    expect(merged.filter(([name]) => name === 'Content-Security-Policy')).toEqual([
      ['Content-Security-Policy', "script-src 'self'"],
    ]);
    expect(merged.map(([name]) => name)).toEqual(
      expect.arrayContaining(['X-Frame-Options', 'X-Robots-Tag']),
    );
  });

  it('match the content-hashed names with the same pattern the CDN files are listed by', () => {
    const pattern = /location ~ "([^"]+)"/.exec(nginxServingRules())?.[1];
    const asNginxMatches = new RegExp(pattern!);
    for (const name of [
      'app-0123456789abcdef0123.js',
      'styles-0123456789abcdef.css',
      'sw.js',
      'app-0123.js',
      'app-0123456789abcdef0123.js.map',
    ])
      expect(asNginxMatches.test(`/${name}`)).toBe(contentHashedName.test(name));
    expect(asNginxMatches.test('/nl/app-0123456789abcdef0123.js')).toBe(false);
  });
});

describe('the content types', () => {
  const typesIn = (conf: string) =>
    new Map(
      [...conf.matchAll(/^ {2}(\S+) ([^;]+);$/gm)].flatMap(([, type, extensions]) =>
        extensions.split(' ').map((extension) => [extension, type] as const),
      ),
    );

  it('give nginx every kind of file in the list, and the charset to text', () => {
    const conf = nginxContentTypes();
    expect(Object.fromEntries(typesIn(conf))).toEqual(contentTypes);
    expect(conf).toMatch(/^default_type application\/octet-stream;$/m);
    const charset = /^charset_types (.+);$/m.exec(conf)![1].split(' ');
    expect(charset).toContain('application/javascript');
    expect(charset).not.toContain('image/png');
  });

  it('are what nginx compresses on the fly, where the build left no copy', async () => {
    const textTypes = new Set(textExtensions.map((extension) => contentTypes[extension]));
    // nginx always compresses text/html, and refuses it listed.
    textTypes.delete('text/html');
    for (const [file, directive] of [
      ['compression.conf', 'gzip_types'],
      ['brotli.conf', 'brotli_types'],
    ]) {
      const conf = await readFile(path.join(repo, 'deploy/nginx', file), 'utf8');
      const listed = new RegExp(`${directive}([^;]+);`).exec(conf)![1].trim().split(/\s+/);
      expect([file, new Set(listed)]).toEqual([file, textTypes]);
    }
  });
});
