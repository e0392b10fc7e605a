// The editor's own calls of the content API (functions/_lib/content-api/protocol.ts), beside
// those of Decap's proxy backend: the same address (the build names it in the page, the
// `editor-content-api` meta), the same POST of `{ action, params }`. Here the whole answer is
// read: a refusal's words and what comes with them (the check's problems, a clash's files),
// which Decap's backend would reduce to its message. Each call asks for the answer in the
// editor's language (../words/say.ts), as Accept-Language, which the content API refuses in.
// Node reads this module too (the meta's name): nothing of the browser's runs on import.
import { editorLanguage, say } from '../words/say';

/** The page's `<meta name>` that holds the content API's address. */
export const CONTENT_API_META = 'editor-content-api';

/** A refusal of the content API: its status, its sentence, and what came with it. */
export class ContentApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ContentApiRefusal';
  }
}

/** The content API could not be reached at all (no connection, the server stopped). */
export class ContentApiUnreachable extends Error {
  constructor() {
    super(
      say({
        en: 'The editor cannot reach its backend: check the connection (or that npm run cms still runs), then try again.',
        nl: 'De editor bereikt zijn server niet: controleer de verbinding (of dat npm run cms nog draait) en probeer het opnieuw.',
      }),
    );
    this.name = 'ContentApiUnreachable';
  }
}

/** The content API's address, as the build wrote it in the page. */
export function contentApiUrl(page: Document = document): string | undefined {
  const [meta] = page.getElementsByName(CONTENT_API_META);
  return (meta instanceof HTMLMetaElement && meta.content) || undefined;
}

/** One call of the content API: its answer, or a ContentApiRefusal in its words. */
export async function askContentApi<T>(
  action: string,
  params: Record<string, unknown> = {},
  { page = document, signal }: { page?: Document; signal?: AbortSignal } = {},
): Promise<T> {
  const url = contentApiUrl(page);
  if (!url)
    throw new ContentApiRefusal(
      0,
      say({ en: 'This editor has no content API.', nl: 'Deze editor heeft geen content-API.' }),
      {},
    );
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Accept-Language': editorLanguage(),
      },
      body: JSON.stringify({ action, params }),
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ContentApiUnreachable();
  }
  let body: Record<string, unknown> | null;
  try {
    body = (await answer.json()) as Record<string, unknown> | null;
  } catch {
    body = null;
  }
  if (answer.ok) return body as T;
  const { error, ...extra } = body ?? {};
  throw new ContentApiRefusal(
    answer.status,
    typeof error === 'string'
      ? error
      : say({
          en: `The content API answered ${answer.status}.`,
          nl: `De content-API antwoordde ${answer.status}.`,
        }),
    extra,
  );
}
