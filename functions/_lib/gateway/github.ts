// GitHub's API with the App's token, for the one repository: how the rooms ask it. GitHub's
// answers are read here and never handed on as they came: each room answers with the fields
// Decap reads (no GitHub address, no token). GitHub not answering is GitHubSilent (a 502);
// GitHub refusing a request the page made is a Refusal in the gateway's words.
import { askGitHub } from '../web';
import { GitHubSilent, Refusal, malformed } from './answers';
import type { GitReader, TreeEntry } from './content';
import { apiOrigin, installationToken } from './github-app';
import type { Session } from './session';
import type { GatewayEnv } from './settings';

/** What one call to the gateway needs: where, with what, for whom. */
export interface Call {
  request: Request;
  env: GatewayEnv;
  url: URL;
  session: Session;
  repo: string;
  /** The branch the editor publishes to. */
  branch: string;
}

/** GitHub's answer to `method rest` (below /repos/{repo}) as JSON; GitHub's refusal as `refused` says. */
export async function askRepo<T>(
  call: Pick<Call, 'env' | 'repo'>,
  method: string,
  rest: string,
  { body, refused }: { body?: unknown; refused?: (status: number) => Refusal } = {},
): Promise<T> {
  let answer: Response;
  try {
    const token = await installationToken(call.env, call.repo);
    answer = await askGitHub(apiOrigin(call.env), `/repos/${call.repo}${rest}`, `token ${token}`, {
      method,
      body,
      timeout: 20_000,
    });
  } catch {
    throw new GitHubSilent();
  }
  if (answer.status === 204) return undefined as T;
  if (answer.ok) {
    try {
      return (await answer.json()) as T;
    } catch {
      throw new GitHubSilent();
    }
  }
  // GitHub's own failure, or the App's token refused: nothing the page did.
  if (answer.status >= 500 || answer.status === 401 || answer.status === 403)
    throw new GitHubSilent();
  if (refused) throw refused(answer.status);
  if (answer.status === 404) throw new Refusal(404, 'Not Found');
  throw malformed('GitHub could not do what the request asks.');
}

/** The head commit of `branch`: its id and its tree's. */
export async function headOf(call: Pick<Call, 'env' | 'repo'>, branch: string) {
  const found = await askRepo<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(
    call,
    'GET',
    `/branches/${encodeURIComponent(branch)}`,
  );
  return { sha: found.commit.sha, tree: found.commit.commit.tree.sha };
}

/** The App's reading of the repository, for the judgements (trees listed whole, blobs' bytes). */
export function reader(call: Pick<Call, 'env' | 'repo'>): GitReader {
  return {
    async tree(sha) {
      const listing = await askRepo<{ tree: TreeEntry[]; truncated?: boolean }>(
        call,
        'GET',
        `/git/trees/${sha}?recursive=1`,
      );
      // A listing GitHub cut short cannot be judged whole.
      if (listing.truncated) throw new GitHubSilent();
      return listing.tree;
    },
    async blob(sha) {
      const { content } = await askRepo<{ content: string }>(call, 'GET', `/git/blobs/${sha}`);
      return Uint8Array.from(atob(content.replace(/\s/g, '')), (c) => c.charCodeAt(0));
    },
  };
}
