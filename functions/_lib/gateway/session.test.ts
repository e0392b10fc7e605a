/**
 * @jest-environment node
 */
import { type KvStandIn, startKvStore } from '../../../stand-ins/kv-store';
import {
  SESSION_COOKIE,
  SESSION_SECONDS,
  liveSession,
  openSession,
  revokeSession,
  sealedCookie,
  sealedSession,
} from './session';
import type { GatewayEnv } from './settings';

let store: KvStandIn;
let env: GatewayEnv;
beforeAll(async () => {
  store = await startKvStore();
  env = { SESSION_SECRET: 'a-session-secret-for-the-tests-0123456789', EDITOR_SESSIONS: store.kv };
}, 30_000);
afterAll(() => store.close());

const person = {
  id: 'access:anna',
  name: 'Anna de Vries',
  email: 'anna@cargo.example',
  via: 'access' as const,
};
const carrying = (cookie: string) =>
  new Request('https://cargo.example/', { headers: { Cookie: cookie.split(';')[0] } });

describe('a session', () => {
  it('is a sealed cookie for a working day, whose id the store holds', async () => {
    const cookie = await openSession(person, env);
    expect(cookie).toMatch(
      new RegExp(
        `^${SESSION_COOKIE}=[\\w-]+; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );
    expect(cookie).not.toContain(person.email);
    const session = await liveSession(carrying(cookie), env);
    expect(session).toMatchObject(person);
  });

  it('opens nothing once revoked, though the cookie is whole and within its time', async () => {
    const cookie = await openSession(person, env);
    const session = (await liveSession(carrying(cookie), env))!;
    await revokeSession(session, env);
    expect(await sealedSession(carrying(cookie), env.SESSION_SECRET!)).toBeDefined();
    expect(await liveSession(carrying(cookie), env)).toBeUndefined();
  });

  it('opens nothing when sealed by another secret, changed by a bit, past its time, or never stored', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cookie = await openSession(person, env);
    const value = cookie.split(';')[0];
    const flipped = `${value.slice(0, -3)}${value.at(-3) === 'A' ? 'B' : 'A'}${value.slice(-2)}`;
    for (const forged of [
      await sealedCookie(
        { ...person, sid: 'x', exp: now + 600 },
        'another-secret-of-forty-characters-xyz12',
      ),
      flipped,
      await sealedCookie({ ...person, sid: 'x', exp: now - 1 }, env.SESSION_SECRET!),
      await sealedCookie({ ...person, sid: 'never-stored', exp: now + 600 }, env.SESSION_SECRET!),
    ])
      expect(await liveSession(carrying(forged), env)).toBeUndefined();
  });
});
