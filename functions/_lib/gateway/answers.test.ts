/**
 * @jest-environment node
 */
import { Refusal, jsonBody, sha } from './answers';

const posting = (body: string) =>
  new Request('https://cargo.example/api/github/x', { method: 'POST', body });

describe('a malformed request is a 400 in a sentence', () => {
  it.each(['{ not json', '[1, 2]', 'null', '"text"', ''])('body %j', async (body) => {
    await expect(jsonBody(posting(body))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Not understood: the request’s body is not (a )?JSON/),
    });
  });

  it('takes a JSON object', async () => {
    expect(await jsonBody(posting('{"a":1}'))).toEqual({ a: 1 });
  });

  it('takes a git id only as 40 lower-case hexadecimal digits', () => {
    expect(sha('a'.repeat(40), 'x')).toBe('a'.repeat(40));
    for (const wrong of ['A'.repeat(40), 'a'.repeat(39), `${'a'.repeat(40)}\n`, 'main', 42, null])
      expect(() => sha(wrong, 'the sha')).toThrow(Refusal);
  });
});
