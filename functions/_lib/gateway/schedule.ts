// Publishing at a set time. A Ready draft (Decap's `pending_publish`) may carry the time it
// goes live, kept on the draft itself as a label of its pull request (`publish at 2026-12-07
// 07:00 UTC`), never in data/; Decap keeps labels that are not its own when it changes a
// draft's status. The editor sets and clears it through the gateway (PUT and DELETE
// pulls/{n}/publish-at, the gateway's own calls beside GitHub's), with four eyes where the
// host asks for them: the person who sets the time stands in for the one who publishes.
//
// A scheduled job (publishDue) publishes every Ready draft whose time has come through the
// same gate as a person's Publish (./publish-draft.ts, mergeDraft): merged, checked, one commit
// in the draft's author's name. A draft that can no longer be published (a clash, the check)
// stays a draft: its time is taken off, its status goes back to draft, and its pull request's
// description says why, in the gateway's words. It runs as a Cron Trigger of the Worker on
// Cloudflare (../sign-in-worker.ts), a Scheduled Function on Netlify
// (../../_netlify/publish-scheduled.ts), and a timer for nginx hosts
// (scripts/publish-scheduled.ts), each every five minutes.
import { Refusal, answer, jsonBody, malformed } from './answers';
import { type GitHubPull, type RepoCall, draftPull, isDraftPull } from './drafts';
import { type Call, askRepo } from './github';
import {
  READY_LABEL,
  STATUS_LABELS,
  refusedAtNote,
  scheduleLabel,
  scheduledAt,
} from '../../../src/core/publish-time';
import { mayPublish, mergeDraft } from './publish-draft';
import { type GatewayEnv, publishingBranch } from './settings';

const DRAFT = STATUS_LABELS[0];
/** How far ahead a time may be set: a year. */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

const names = (pull: GitHubPull) => pull.labels.map(({ name }) => name);
const withoutTime = (labels: string[]) => labels.filter((name) => !scheduledAt(name));

/** PUT pulls/{n}/publish-at {at}: a Ready draft set to go live at `at`. */
export async function setPublishTime(call: Call, number: string) {
  const body = await jsonBody(call.request);
  const at = typeof body.at === 'string' ? new Date(body.at) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw malformed('at must be a date and time.');
  const now = Date.now();
  if (at.getTime() <= now) throw new Refusal(400, 'A draft goes live at a time still to come.');
  if (at.getTime() > now + MAX_AHEAD_MS)
    throw new Refusal(400, 'A draft goes live within a year at most.');
  const pull = await draftPull(call, number);
  if (pull.state !== 'open' || !names(pull).includes(READY_LABEL))
    throw new Refusal(403, 'Only a draft that is Ready is given a time to go live.');
  await mayPublish(call, pull);
  const labels = [...withoutTime(names(pull)), scheduleLabel(at)];
  await askRepo(call, 'PUT', `/issues/${number}/labels`, { body: { labels } });
  return answer({ number: pull.number, publish_at: scheduledAt(scheduleLabel(at))!.toISOString() });
}

/** DELETE pulls/{n}/publish-at: the draft's time taken off. */
export async function clearPublishTime(call: Call, number: string) {
  const pull = await draftPull(call, number);
  await askRepo(call, 'PUT', `/issues/${number}/labels`, {
    body: { labels: withoutTime(names(pull)) },
  });
  return new Response(null, { status: 204 });
}

export interface ScheduledRun {
  number: number;
  /** The commit that published it. */
  published?: string;
  /** Why it stays a draft. */
  refused?: string;
}

/** Every Ready draft whose time has come, published; the others left as they are. */
export async function publishDue(env: GatewayEnv, now = new Date()): Promise<ScheduledRun[]> {
  const repo: RepoCall = { env, repo: env.CMS_REPO!, branch: publishingBranch(env) };
  const open = await askRepo<GitHubPull[]>(
    repo,
    'GET',
    `/pulls?${new URLSearchParams({ base: repo.branch, state: 'open', per_page: '100' })}`,
  );
  const due = open.filter((pull) => {
    const at = names(pull).map(scheduledAt).find(Boolean);
    return isDraftPull(repo, pull) && names(pull).includes(READY_LABEL) && at && at <= now;
  });
  const runs: ScheduledRun[] = [];
  // One at a time, oldest time first: each merges into the branch the one before left.
  due.sort((a, b) => time(a) - time(b));
  for (const pull of due) {
    try {
      const published = await mergeDraft(repo, pull);
      await askRepo(repo, 'DELETE', `/git/refs/heads/${encodeURIComponent(pull.head.ref)}`);
      runs.push({ number: pull.number, published });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const label = names(pull).find((name) => scheduledAt(name))!;
      await askRepo(repo, 'PUT', `/issues/${pull.number}/labels`, {
        body: {
          labels: [...withoutTime(names(pull)).filter((name) => name !== READY_LABEL), DRAFT],
        },
      });
      await askRepo(repo, 'PATCH', `/pulls/${pull.number}`, {
        body: { body: refusedAtNote(label, error.message) },
      });
      runs.push({ number: pull.number, refused: error.message });
    }
  }
  return runs;
}

const time = (pull: GitHubPull) =>
  names(pull).map(scheduledAt).find(Boolean)?.getTime() ?? Number.MAX_SAFE_INTEGER;
