// Who is asking, on every call: the session the store still holds; where Access guards the
// site, only while Access vouches for the same person on this very request; and a developer
// signed in with GitHub only while GitHub still lets them push, asked on every call (a publish
// is a handful of calls), so a permission taken away opens nothing from the next call on.
import { accessPerson } from './access';
import { mayWrite } from './permission';
import { type Session, liveSession } from './session';
import { type GatewayEnv, usesAccess } from './settings';

export async function signedIn(request: Request, env: GatewayEnv): Promise<Session | undefined> {
  const session = await liveSession(request, env);
  if (!session) return undefined;
  if (session.via === 'access') {
    if (!usesAccess(env)) return session;
    const vouched = await accessPerson(request, env);
    // The same person by the same measure as everywhere: Access's stable subject.
    return vouched && vouched.id === session.id ? session : undefined;
  }
  if (!(session.login && (await mayWrite(env, session.login)))) return undefined;
  return session;
}
