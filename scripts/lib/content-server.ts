// The content API on this machine, for `npm run cms` (../cms.ts): the same protocol and the
// same server code as on the site's host (functions/_lib/content-api/), over the working
// copy's store (./local-store.ts). It listens on 127.0.0.1 only, answers pages of this
// machine's own servers only (an origin of localhost or 127.0.0.1; a page of any other site is
// refused), takes one call at a time, and writes as the developer's git identity.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { Readable } from 'node:stream';
import { answerProtocol } from '../../functions/_lib/content-api/protocol';
import { refuse } from '../../functions/_lib/answers';
import type { Author } from '../../functions/_lib/content-api/store';
import { localStore } from './local-store';
import { readRoles } from '../../functions/_lib/content-api/roles';

/** The path the editor's configuration names (gatsby/admin/backend.ts). */
export const CONTENT_API_PATH = '/api/v1';

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The developer, as git knows them in `repoDir`. */
function developer(repoDir: string): Author {
  const config = (key: string) => {
    try {
      return execFileSync('git', ['config', key], { cwd: repoDir, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const email = config('user.email') || 'editor@localhost';
  return { id: `local:${email}`, name: config('user.name') || 'Editor', email };
}

export interface ContentServerOptions {
  port: number;
  repoDir: string;
  env?: NodeJS.ProcessEnv;
}

export async function startContentServer({
  port,
  repoDir,
  env = process.env,
}: ContentServerOptions) {
  const store = await localStore(repoDir);
  const person = developer(repoDir);
  // CMS_ROLES as on the host (docs/DEPLOYING.md, "Roles"), for the developer as git names
  // them: to see the editor as a translator or an editor sees it.
  const settings = {
    drafts: env.CMS_DRAFTS === 'on',
    fourEyes: env.CMS_FOUR_EYES === 'on',
    roles: readRoles(env.CMS_ROLES),
  };
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work, work);
    queue = done.catch(() => undefined);
    return done;
  };

  const server = http.createServer(async (incoming, outgoing) => {
    const origin = incoming.headers.origin;
    const send = async (answer: Response) => {
      outgoing.writeHead(answer.status, {
        ...Object.fromEntries(answer.headers),
        ...(origin &&
          LOOPBACK.test(origin) && { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }),
      });
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    };
    if (origin && !LOOPBACK.test(origin))
      return send(refuse(403, 'The local content API answers the editor on this machine only.'));
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, {
        'Access-Control-Allow-Origin': origin ?? '',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
      return outgoing.end();
    }
    if (incoming.url !== CONTENT_API_PATH) return send(refuse(404, 'Not the content API.'));
    const request = new Request(`http://127.0.0.1${CONTENT_API_PATH}`, {
      method: incoming.method,
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : [],
      ),
      body:
        incoming.method === 'POST'
          ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>)
          : undefined,
      duplex: 'half',
    } as RequestInit);
    try {
      await send(
        await oneAtATime(() =>
          answerProtocol(request, { store, person, settings, now: new Date() }),
        ),
      );
    } catch (error) {
      console.error(error);
      await send(
        refuse(500, 'The local content API failed: see the terminal where npm run cms runs.'),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
