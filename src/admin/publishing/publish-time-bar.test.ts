import { screen, waitFor } from '@testing-library/react';
import { contentForms } from '../../content/forms';
import { READY_LABEL, STATUS_LABELS } from '../../core/publish-time';
import { entryAddress } from '../decap/addresses';
import { draftChanged, followPublishTimes } from './publish-time-bar';

/** The draft the gateway answers for the form on screen, as a test changes it. */
let draft = { number: 7, body: '', labels: [{ name: STATUS_LABELS[0] }] };

beforeAll(() => {
  // The editor's configuration names the repository; the gateway lists the form's draft. (The
  // answers are what the bar reads of a Response: jsdom has none.)
  globalThis.fetch = jest.fn(async (address: RequestInfo | URL) => ({
    ok: true,
    text: async () => 'backend:\n  name: github\n  repo: noordvliet/cargo-site\n',
    json: async () => (String(address) === 'config.yml' ? undefined : [draft]),
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

    draft = { ...draft, labels: [{ name: READY_LABEL }] };
    await redrawnUntil(() => expect(bar()).not.toHaveTextContent(readyHint));
    expect(timeField().value).toBe('2026-12-07T08:00');
  });

  it('does not carry a time over to another draft', async () => {
    draft = { ...draft, number: draft.number + 1 };
    const before = timeField();
    await redrawnUntil(() => expect(timeField()).not.toBe(before));
    expect(timeField().value).toBe('');
  });
});
