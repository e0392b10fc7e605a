import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTENT_API_META } from '../publishing/content-api';
import type { TextToCheck } from './translations-to-check';

/** The module as the editor loads it: anew for each test (it remembers who signed in). */
let followTranslations: () => void;
let listTitle: (texts: TextToCheck[]) => string;

const outOfDate: TextToCheck = {
  language: 'nl',
  state: 'outOfDate',
  english: 'Customs and clearance',
  was: 'Customs clearance',
  translation: 'Douane-inklaring',
  since: '2026-03-12T09:30:00.000Z',
};
const missing: TextToCheck = {
  language: 'nl',
  state: 'missing',
  english: 'Open 24/7',
  translation: null,
};

/** What the stand-in content API answers, as a test sets it; and the calls it was sent. */
let answers: Record<string, { status?: number; body: unknown }>;
let calls: Array<{ action: string; params: Record<string, unknown> }>;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = CONTENT_API_META;
  meta.content = '/api/content';
  document.head.append(meta);
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const call = JSON.parse(String(init.body));
    calls.push(call);
    const { status = 200, body } = answers[call.action];
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
});

beforeEach(() => {
  jest.isolateModules(() => {
    ({ followTranslations, listTitle } = require('./translations-to-check'));
  });
  document.body.innerHTML = '';
  calls = [];
  answers = {
    whoami: { body: { name: 'Els', email: 'els@cargo.example', roles: ['translator'] } },
    translationStatus: { body: { texts: [outOfDate, missing] } },
    confirmTranslation: { body: { message: 'Confirmed' } },
  };
});

const box = (name: string | RegExp) => screen.findByRole('region', { name });

/** Resolves once the content API was asked `action`, and the answer was drawn. */
async function asked(action: string) {
  await waitFor(() => expect(calls.map((call) => call.action)).toContain(action));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the translations to check, for a translator', () => {
  it('lists each text with the English before and after, and offers "still right" where a translation is out of date', async () => {
    followTranslations();
    const list = await box('2 Dutch texts to check');
    expect(list).toHaveTextContent(
      'Dutch may be out of date: the English changed on 12 March 2026. Before: “Customs clearance”. Now: “Customs and clearance”. The Dutch: “Douane-inklaring”.',
    );
    expect(list).toHaveTextContent('No Dutch yet for “Open 24/7”.');
    // Writing a translation puts a missing one right: only the out-of-date one is confirmed.
    expect(screen.getAllByRole('button', { name: 'The Dutch is still right' })).toHaveLength(1);
  });

  it('records a confirmation with the words it was shown for, then lists what the content API says is left', async () => {
    followTranslations();
    const before = await box('2 Dutch texts to check');
    before.querySelector('details')!.open = true;
    answers.translationStatus = { body: { texts: [missing] } };
    fireEvent.click(screen.getByRole('button', { name: 'The Dutch is still right' }));
    // Drawn anew with what is left, open as it was.
    expect((await box('1 Dutch text to check')).querySelector('details')!.open).toBe(true);
    expect(calls.find(({ action }) => action === 'confirmTranslation')?.params).toEqual({
      language: 'nl',
      english: outOfDate.english,
      translation: outOfDate.translation,
    });
  });

  it('says a refusal in the content API’s words beside the button, and lets it be tried again', async () => {
    followTranslations();
    await box('2 Dutch texts to check');
    const refusal = 'The site has no such text in Dutch now (it was changed meanwhile).';
    answers.confirmTranslation = { status: 409, body: { error: refusal } };
    const button = screen.getByRole('button', { name: 'The Dutch is still right' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(refusal));
    expect(button).toBeEnabled();
  });

  it('shows nothing to a person who is no translator, nor when everything is up to date', async () => {
    answers.whoami = { body: { name: 'Bram', email: 'b@cargo.example', roles: ['editor'] } };
    followTranslations();
    await asked('whoami');
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls.map(({ action }) => action)).toEqual(['whoami']);

    answers.whoami = { body: { roles: ['translator'] } };
    answers.translationStatus = { body: { texts: [] } };
    jest.isolateModules(() => {
      ({ followTranslations } = require('./translations-to-check'));
    });
    followTranslations();
    await asked('translationStatus');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

it('titles a list of several languages by its count alone', () => {
  expect(listTitle([outOfDate, { ...missing, language: 'de' as never }])).toBe(
    '2 translations to check',
  );
});
