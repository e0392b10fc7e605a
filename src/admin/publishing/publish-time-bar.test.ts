import { screen, waitFor } from '@testing-library/react';
import { contentForms } from '../../content/forms';
import { entryAddress } from '../decap/addresses';
import { CONTENT_API_META } from './content-api';
import { draftChanged, followPublishTimes } from './publish-time-bar';
import type { Said } from '../../core/editor-language';

/** The draft the content API answers for the form on screen, as a test changes it. */
let draft = {
  status: 'draft',
  ready: null as null | { by: string; at: string },
  publishAt: null,
  notice: null as null | Said,
};

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = CONTENT_API_META;
  meta.content = '/api/content';
  document.head.append(meta);
  // The content API's answer, as the bar reads a Response (jsdom has none).
  // Who is signed in: a person offered everything (roles are not set).
  const person = {
    name: 'Anna',
    email: 'anna@cargo.example',
    roles: [],
    offers: { setTime: true },
  };
  globalThis.fetch = jest.fn(async (_url: string, { body }: { body: string }) => ({
    ok: true,
    json: async () => (JSON.parse(body).action === 'whoami' ? person : draft),
  })) as unknown as typeof fetch;
  window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
  window.location.hash = entryAddress(contentForms[0]);
  followPublishTimes();
});

const bar = () => screen.getByRole('region', { name: 'Time to go live' });
const timeField = () => screen.getByLabelText<HTMLInputElement>('Go live at');
const readyHint = /Only a draft whose status is Ready/;

/** The bar drawn anew, as after a save or a status change, once it shows `drawn`. */
async function redrawnUntil(drawn: () => void) {
  draftChanged();
  await waitFor(drawn);
}

describe('the bar of a draft’s time to go live', () => {
  it('keeps the time a person is choosing when the draft’s status changes, and says Ready is needed only until it is', async () => {
    await waitFor(() => expect(bar()).toHaveTextContent(readyHint));
    timeField().value = '2026-12-07T08:00';

    draft = {
      ...draft,
      status: 'pending_publish',
      ready: { by: 'Bob Jansen', at: '2026-12-01T08:00:00Z' },
    };
    await redrawnUntil(() => expect(bar()).not.toHaveTextContent(readyHint));
    expect(bar()).toHaveTextContent(/Set Ready by Bob Jansen/);
    expect(timeField().value).toBe('2026-12-07T08:00');
  });

  it('does not carry a time over to another form’s draft', async () => {
    const before = timeField();
    window.location.hash = entryAddress(contentForms[1]);
    await redrawnUntil(() => expect(timeField()).not.toBe(before));
    expect(timeField().value).toBe('');
  });

  it('says why a draft is no longer Ready in the editor’s language, as the server keeps it in each', async () => {
    const notice = {
      en: 'Not published: the site changed since it was set Ready.',
      nl: 'Niet gepubliceerd: de site is gewijzigd sinds het op "Klaar" werd gezet.',
    };
    draft = { ...draft, status: 'pending_review', ready: null, notice };
    await redrawnUntil(() => expect(document.body).toHaveTextContent(notice.en));
    expect(document.body).not.toHaveTextContent(notice.nl);
  });
});
