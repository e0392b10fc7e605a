// How the gateway and the content API answer: JSON, kept by no cache, never with a stack, a
// token or a GitHub address. A refusal is thrown as a Refusal from any room (the content API's
// too) and answered once, its sentence as `error`, where the editor reads it; 502 only when what
// the gateway stands on did not answer.
import { type EditorLanguage, type Said, editorLanguages } from '../../src/core/editor-language';
import { privateAnswerHeaders } from './web';

/** An answer of the gateway's own: JSON, kept by no cache. */
export const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: privateAnswerHeaders });

/**
 * A refusal as the editor reads one (Decap's proxy backend, and its own calls:
 * src/admin/publishing/content-api.ts): JSON with its sentence as `error`, and the status.
 */
export const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  answer({ error, ...extra }, status);

/**
 * A request the gateway will not pass on, with its status and sentence: in every language the
 * editor speaks where a person meets it (a `Said`), in English alone where only a developer's
 * crafted call does. Its `message` is the English, for logs and reports.
 */
export class Refusal extends Error {
  private readonly said: Said | undefined;
  constructor(
    readonly status: number,
    message: string | Said,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.said = typeof message === 'string' ? undefined : message;
  }

  /** The same refusal with `extra` in place of what came with it. */
  with(extra: Record<string, unknown>): Refusal {
    return new Refusal(this.status, this.said ?? this.message, extra);
  }

  /** The sentence in `language`, where it has one. */
  in(language: EditorLanguage): string {
    return this.said?.[language] ?? this.message;
  }

  /** The sentence in every language of the editor, to keep for whoever reads it later. */
  inEveryLanguage(): Said {
    return Object.fromEntries(
      editorLanguages.map((language) => [language, this.in(language)]),
    ) as Said;
  }
}

export const unreachable = () =>
  refuse(
    502,
    'The editor could not reach GitHub through the site: try again in a minute; if it goes on, the GitHub App settings of the site need a look (docs/DEPLOYING.md, "Switch editing on").',
  );
