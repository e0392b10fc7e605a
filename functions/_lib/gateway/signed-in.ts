// Who is asking, on every call: the session the store still holds; where Access guards the
// site, only while Access vouches for the same person on this very request, whichever way
// they signed in (a developer signed in with GitHub there is their company identity,
// ../github-sign-in.ts); and a developer signed in with GitHub only while GitHub still lets
// them push, asked on every call (a publish is a handful of calls), so a permission taken away
// opens nothing from the next call on.
import { accessPerson } from './access';
import { mayWrite } from './permission';
import { type Session, liveSession } from './session';
import { type GatewayEnv, usesAccess } from './settings';

export async function signedIn(request: Request, env: GatewayEnv): Promise<Session | undefined> {
  const session = await liveSession(request, env);
  if (!session) return undefined;
  if (usesAccess(env)) {
    // Whichever way they signed in, the person Access vouches for on this request, by the
    // one measure used everywhere: Access's stable subject, the session's id.
    const vouched = await accessPerson(request, env);
    if (!(vouched && vouched.id === session.id)) return undefined;
  }
  if (session.via === 'access') return session;
  if (!(session.login && (await mayWrite(env, session.login)))) return undefined;
  return session;
}
