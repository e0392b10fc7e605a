/**
 * @jest-environment node
 */
// Writes that race: every write reads, plans and moves its line by compare-and-swap
// (./write.ts), and a draft's record moves with its version (./sealed-record.ts). Shown three
// ways: two calls interleaved at every await of the store, both orders; a crowd of six people
// saving thirty changes at once; and random sequences of saves, status changes and publishes
// by random people, after which nothing was published that a second person did not set Ready
// in exactly that version.
import fc from 'fast-check';
import {
  COMPANY,
  ann,
  bob,
  caller,
  changed,
  fixtureGitHub,
  fixtureRepo,
  savePhoneDraft,
} from '../../../jest/content-api';
import type { Author, Store } from './store';

jest.setTimeout(240_000);

const FORM = { collection: 'company', slug: 'company' };
const cas: Author = { id: 'sub-cas', name: 'Cas Visser', email: 'cas@example.com' };

/**
 * `store`, with every call of it waiting first for `gate()`: as another instance of the host
 * would reach it (its writes do not queue behind this one's, ./write.ts).
 */
const gated = (store: Store, gate: () => Promise<void>, instance = 'another instance'): Store =>
  new Proxy(store, {
    get(target, key) {
      if (key === 'place') return `${target.place} (${instance})`;
      const value = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await gate();
        return value.apply(target, args);
      };
    },
  });

/**
 * `first` run up to its `k`-th call of the store, where it waits while `second` runs whole;
 * then `first` goes on. Whether `first` reached that call.
 */
async function interleave(
  store: Store,
  k: number,
  first: (store: Store) => Promise<unknown>,
  second: (store: Store) => Promise<unknown>,
): Promise<boolean> {
  let calls = 0;
  let resume!: () => void;
  let reached!: () => void;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  const atK = new Promise<void>((resolve) => (reached = resolve));
  const running = first(
    gated(store, async () => {
      if (++calls === k) {
        reached();
        await paused;
      }
    }),
  );
  const finishedFirst = await Promise.race([atK.then(() => false), running.then(() => true)]);
  await second(store);
  resume();
  await running;
  return !finishedFirst;
}

describe('two calls interleaved at every await', () => {
  it('a status change and a save of another person’s change: the saver stays an author, and four eyes holds', async () => {
    const repo = await fixtureRepo();
    const { store } = repo;
    const on = (given: Store) => caller(given, { drafts: true, fourEyes: true });
    const email = (n: number) => `desk-${n}@noordvliet-cargo.example`;
    const statusChange = (given: Store) =>
      on(given)(bob, 'updateUnpublishedEntryStatus', { ...FORM, newStatus: 'pending_review' });
    let round = 0;
    const bobsSave = (given: Store) => {
      const base = repo.file(COMPANY);
      return on(given)(bob, 'persistEntry', {
        dataFiles: [
          {
            path: COMPANY,
            raw: changed(COMPANY, base, (v) => (v.email = email(round))),
            base,
            slug: 'company',
          },
        ],
        assets: [],
        options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
      });
    };
    let tried = 0;
    for (const [name, first, second] of [
      ['the status change paused', statusChange, bobsSave],
      ['the save paused', bobsSave, statusChange],
    ] as const) {
      for (let k = 1; ; k++) {
        round++;
        const call = on(store);
        await call(ann, 'deleteUnpublishedEntry', FORM);
        expect(
          (await savePhoneDraft(call, ann, repo.file(COMPANY), `+31 20 765 ${1000 + round}`))
            .status,
        ).toBe(200);
        const paused = await interleave(store, k, first, second);
        const draft = (await call(ann, 'unpublishedEntryDataFile', { ...FORM, path: COMPANY })).body
          .data as string;
        const state = (await call(ann, 'draftState', FORM)).body;
        if (draft.includes(email(round))) {
          expect({ name, k, authors: state.authors }).toEqual({
            name,
            k,
            authors: [ann.name, bob.name],
          });
          expect({
            name,
            k,
            ready: (
              await call(bob, 'updateUnpublishedEntryStatus', {
                ...FORM,
                newStatus: 'pending_publish',
              })
            ).status,
          }).toEqual({ name, k, ready: 403 });
        }
        tried++;
        if (!paused) break;
      }
    }
    expect(tried).toBeGreaterThan(6);
    repo.remove();
  });
});

describe('a crowd', () => {
  it('six people, thirty saves of different texts at once: at least 29 applied, none lost, one commit each, a straight history', async () => {
    const repo = await fixtureGitHub();
    const github = repo.github!;
    const call = caller(repo.store, { drafts: false, fourEyes: false });
    // Three instances of the host, each serving two of the people: an instance's writes queue,
    // and the instances race each other through compare-and-swap.
    const instances = [0, 1, 2].map((n) =>
      caller(
        gated(repo.store, async () => undefined, `instance ${n}`),
        { drafts: false, fourEyes: false },
      ),
    );
    const people: Author[] = Array.from({ length: 6 }, (_, n) => ({
      id: `sub-${n}`,
      name: `Person ${n}`,
      email: `person${n}@example.com`,
    }));
    // Thirty Dutch texts, each of them one person's to change: forms are shared, values not.
    const namespaces = ['about', 'contact', 'terms', 'notFound', 'services', 'common', 'home'];
    const texts: Array<{ namespace: string; key: string }> = [];
    for (const namespace of namespaces) {
      const dutch = JSON.parse(repo.file(`locales/nl/${namespace}.json`));
      for (const [key, value] of Object.entries(dutch))
        if (typeof value === 'string' && texts.length < 30) texts.push({ namespace, key });
    }
    expect(texts).toHaveLength(30);
    const bases = new Map<string, string>();
    for (const namespace of namespaces) {
      const read = await call(ann, 'getEntry', { path: `locales/${namespace}.json` });
      bases.set(namespace, read.body.data as string);
    }
    const commitsBefore = Number(github.git('rev-list', '--count', 'main'));
    const answers = await Promise.all(
      texts.map(({ namespace, key }, n) => {
        const base = bases.get(namespace)!;
        const joined = JSON.parse(base);
        joined.nl[key] = `Gewijzigd ${n}`;
        return instances[n % instances.length](people[n % people.length], 'persistEntry', {
          dataFiles: [
            { path: `locales/${namespace}.json`, raw: JSON.stringify(joined, null, 2), base },
          ],
          assets: [],
          options: {},
        });
      }),
    );
    const applied = answers.filter(({ status }) => status === 200).length;
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(applied).toBeGreaterThanOrEqual(29);
    // None lost: every applied change is on main; each is one commit; no merge commits.
    texts.forEach(({ namespace, key }, n) => {
      if (answers[n].status !== 200) return;
      expect(JSON.parse(repo.file(`locales/nl/${namespace}.json`))[key]).toBe(`Gewijzigd ${n}`);
    });
    expect(Number(github.git('rev-list', '--count', 'main')) - commitsBefore).toBe(applied);
    expect(github.git('rev-list', '--merges', 'main')).toBe('');
    await repo.remove();
  });
});

describe('random sequences of actions by random people', () => {
  it('publish nothing under four eyes that a second person did not set Ready in exactly that version', async () => {
    const repo = await fixtureRepo();
    const people = [ann, bob, cas];
    const action = fc.record({
      who: fc.integer({ min: 0, max: 2 }),
      what: fc.constantFrom('save', 'save', 'ready', 'review', 'publish'),
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (steps) => {
        runs++;
        const call = caller(repo.store, { drafts: true, fourEyes: true });
        await call(ann, 'deleteUnpublishedEntry', FORM);
        // The model: who saved the draft, and what was set Ready, by whom.
        let savers = new Set<string>();
        let ready: { by: string; text: string } | undefined;
        let draftText: string | undefined;
        for (const [index, { who, what }] of steps.entries()) {
          const person = people[who];
          if (what === 'save') {
            const base = draftText ?? repo.file(COMPANY);
            const raw = changed(COMPANY, base, (v) => (v.phone = `+31 20 ${runs} ${index}${who}`));
            const answer = await call(person, 'persistEntry', {
              dataFiles: [{ path: COMPANY, raw, base, slug: 'company' }],
              assets: [],
              options: { useWorkflow: true, collectionName: 'company', status: 'draft' },
            });
            if (answer.status === 200) {
              savers.add(person.id);
              ready = undefined;
              draftText = raw;
            }
          } else if (what === 'ready' || what === 'review') {
            const newStatus = what === 'ready' ? 'pending_publish' : 'pending_review';
            const answer = await call(person, 'updateUnpublishedEntryStatus', {
              ...FORM,
              newStatus,
            });
            if (answer.status === 200)
              ready = what === 'ready' ? { by: person.id, text: draftText! } : undefined;
          } else {
            const before = repo.file(COMPANY);
            const answer = await call(person, 'publishUnpublishedEntry', FORM);
            if (answer.status === 200) {
              // Published: Ready was given, by none of the savers, for exactly what went live.
              expect(ready).toBeDefined();
              expect(savers.has(ready!.by)).toBe(false);
              expect(repo.file(COMPANY)).toBe(ready!.text);
              savers = new Set();
              ready = undefined;
              draftText = undefined;
            } else expect(repo.file(COMPANY)).toBe(before);
          }
        }
      }),
      { numRuns: 15 },
    );
    repo.remove();
  });
});
