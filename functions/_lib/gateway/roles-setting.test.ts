/**
 * @jest-environment node
 */
// The roles a host's setting gives (CMS_ROLES, ../content-api/roles.ts), read by the gateway on
// every call: by e-mail address, or by the groups of the company's directory that Cloudflare
// Access names at sign-in (stand-ins/gateway-world.ts). What each role may do is
// ../content-api/roles.test.ts's.
import { type GatewayWorld, startGatewayWorld } from '../../../stand-ins/gateway-world';

const editor = { email: 'anna@cargo.example', name: 'Anna de Vries' };

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
}, 30_000);
afterAll(() => world.close());

describe('roles on the host (CMS_ROLES)', () => {
  it('reads the setting on every call: a person it names nowhere writes nothing; a role it does not know is said', async () => {
    const session = await world.signIn(editor);
    const head = world.github.git('rev-parse', 'main');
    const named = { ...world.env, CMS_ROLES: 'publisher: someone@cargo.example' };
    const refused = await world.content(
      'persistEntry',
      { dataFiles: [{ path: 'data/company.yaml', raw: 'x' }], assets: [], options: {} },
      session,
      named,
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/you have no role on this site/);
    const unknown = await world.content('whoami', {}, session, {
      ...world.env,
      CMS_ROLES: 'admin: x@y',
    });
    expect(unknown.status).toBe(500);
    expect((await unknown.json()).error).toMatch(/roles are editor, translator, publisher/);
    expect(world.github.git('rev-parse', 'main')).toBe(head);
  });
});

describe('roles by the directory’s groups (CMS_ROLES, group:)', () => {
  /** The host's settings with roles by group (made once the suite's settings are). */
  const grouped = () => ({
    ...world.env,
    CMS_ROLES:
      'editor: group:Marketing; publisher: group:Eindredactie; translator: x@cargo.example',
  });
  const rolesWith = async (groups: string[], settings = grouped()) => {
    world.access.groups.set(editor.email, groups);
    const session = await world.signIn(editor, settings);
    return (await (await world.content('whoami', {}, session, settings)).json()).roles;
  };
  afterEach(() => {
    world.access.groups.clear();
    world.access.identityFails = false;
  });

  it('gives a person the roles of the groups Access names as they sign in, by name in any case', async () => {
    expect(await rolesWith(['marketing'])).toEqual(['editor']);
    expect(await rolesWith(['MARKETING', 'Eindredactie'])).toEqual(['editor', 'publisher']);
  });

  it('gives none for a group only alike, none where Access does not answer, and asks Access only where the roles name groups', async () => {
    expect(await rolesWith(['Marketing-Interns', 'Eindredactie oud', 'group:Marketing'])).toEqual(
      [],
    );
    world.access.identityFails = true;
    expect(await rolesWith(['Marketing'])).toEqual([]);
    world.access.identityFails = false;
    const asked = world.access.identityAsked;
    expect(
      await rolesWith(['Marketing'], { ...world.env, CMS_ROLES: `editor: ${editor.email}` }),
    ).toEqual(['editor']);
    expect(world.access.identityAsked).toBe(asked);
  });

  it('keeps what Access said at sign-in: a group the page names counts for nothing, and the session carries no group it was not given', async () => {
    world.access.groups.set(editor.email, []);
    const session = await world.signIn(editor, grouped());
    const forged = await world.content(
      'whoami',
      { groups: ['Marketing'] },
      {
        ...session,
        headers: { 'Cf-Access-Groups': 'Marketing', 'X-Groups': 'Marketing' },
      },
      grouped(),
    );
    expect((await forged.json()).roles).toEqual([]);
  });
});
