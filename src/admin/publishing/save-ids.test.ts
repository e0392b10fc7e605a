/**
 * @jest-environment node
 */
import { ContentApiRefusal, ContentApiUnreachable } from './content-api';
import { saveIds } from './save-ids';
import { saveIdParams } from '../../../functions/_lib/content-api/save-id';

const counting = () => {
  let n = 0;
  return () => `save-id-${String(++n).padStart(16, '0')}`;
};

describe('the ids of a page’s saves', () => {
  it('a change sent again after its answer was lost is a retry with the same id', () => {
    for (const lost of [
      new ContentApiUnreachable(),
      new ContentApiRefusal(502, 'GitHub did not answer', {}),
      new ContentApiRefusal(503, 'Try again', {}),
      new ContentApiRefusal(500, 'The site’s fault', {}),
    ]) {
      const saves = saveIds(counting());
      const first = saves.idFor('phone 1');
      expect(first.retry).toBe(false);
      saves.ended('phone 1', lost);
      expect(saves.idFor('phone 1')).toEqual({ id: first.id, retry: true });
    }
  });

  it('a save answered, or refused in words, ends its id: the same change again is a new save', () => {
    for (const answered of [undefined, new ContentApiRefusal(409, 'Someone else changed it', {})]) {
      const saves = saveIds(counting());
      const first = saves.idFor('phone 1');
      saves.ended('phone 1', answered);
      const next = saves.idFor('phone 1');
      expect(next.retry).toBe(false);
      expect(next.id).not.toBe(first.id);
    }
  });

  it('another change is a new save, and the lost one is not retried after it', () => {
    const saves = saveIds(counting());
    const first = saves.idFor('phone 1');
    saves.ended('phone 1', new ContentApiUnreachable());
    const other = saves.idFor('phone 2');
    expect(other).toEqual({ id: expect.not.stringMatching(first.id), retry: false });
    expect(saves.idFor('phone 1').retry).toBe(false);
  });

  it('makes ids the content API takes (functions/_lib/content-api/save-id.ts)', () => {
    expect(saveIdParams.safeParse(saveIds().idFor('phone 1')).success).toBe(true);
  });
});

describe('a change sent with its id', () => {
  it('goes again with the same id only after a failure that may have written', async () => {
    const saves = saveIds(counting());
    const sent: Array<{ id: string; retry: boolean }> = [];
    const lostOnce = async (id: { id: string; retry: boolean }) => {
      sent.push(id);
      if (sent.length === 1) throw new ContentApiUnreachable();
      return 'written';
    };
    await expect(saves.send('note 1', lostOnce)).rejects.toBeInstanceOf(ContentApiUnreachable);
    await expect(saves.send('note 1', lostOnce)).resolves.toBe('written');
    await expect(saves.send('note 1', lostOnce)).resolves.toBe('written');
    expect(sent).toEqual([
      { id: sent[0].id, retry: false },
      { id: sent[0].id, retry: true },
      { id: expect.not.stringMatching(sent[0].id), retry: false },
    ]);
  });
});
