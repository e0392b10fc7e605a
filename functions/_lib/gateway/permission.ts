// Whether a developer who signed in with GitHub may still push to the repository, as the App
// sees it: asked at sign-in and again before every write, so a permission taken away ends
// their writing at once, not when their session ends.
import { askGitHub } from '../web';
import { apiOrigin, installationToken } from '../content-api/github-app';
import type { GatewayEnv } from './settings';

/** Whether the GitHub user `login` may push to the repository. */
export async function mayWrite(env: GatewayEnv, login: string): Promise<boolean> {
  const token = await installationToken(env, env.CMS_REPO!);
  const answer = await askGitHub(
    apiOrigin(env),
    `/repos/${env.CMS_REPO}/collaborators/${encodeURIComponent(login)}/permission`,
    `token ${token}`,
  );
  if (answer.status === 404) return false;
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status}`);
  const { permission, role_name: role } = (await answer.json()) as {
    permission?: string;
    role_name?: string;
  };
  return ['admin', 'maintain', 'write'].includes(role ?? permission ?? '');
}
