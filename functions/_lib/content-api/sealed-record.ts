// A draft's record (./draft-record.ts) travels in the commit message of each version of the
// draft, sealed: an HMAC-SHA256, with a key only the server holds, over the draft's line, the
// version's parent, its tree (the files it holds) and the record. So
//   - the record cannot be lost in a race: it is written with the version, and a version is
//     written only by moving the line from the one read (compare-and-swap, ./store.ts);
//   - it cannot be forged: a record typed on GitHub (a commit pushed, a message edited), or
//     one copied onto other files or another draft, does not verify, and is refused in words;
//   - it cannot be injected: it is base64 on a line of its own, and a person's name inside it
//     is data, never a line of the message.
// Both stores write and read it the same way, with this module.
import { base64urlOf, bytesOfBase64url } from '../../../src/core/base64';
import type { DraftRecord } from './draft-record';
import { Refusal } from './refusal';

const RECORD = 'Content-API-Record';
const SEAL = 'Content-API-Seal';
const encoder = new TextEncoder();

/** What a record is sealed to: its draft's line, and the version's parent and files. */
export interface SealedTo {
  line: string;
  parent: string;
  tree: string;
}

const keys = new Map<string, Promise<CryptoKey>>();
/** The sealing key, from the server's secret, for this use alone. */
function keyOf(secret: string): Promise<CryptoKey> {
  if (!keys.has(secret))
    keys.set(
      secret,
      crypto.subtle
        .importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
          'sign',
        ])
        .then(async (base) => {
          const derived = await crypto.subtle.sign('HMAC', base, encoder.encode(RECORD));
          return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
            'sign',
            'verify',
          ]);
        }),
    );
  return keys.get(secret)!;
}

const sealed = ({ line, parent, tree }: SealedTo, json: string) =>
  encoder.encode([line, parent, tree, json].join('\n'));

/** `message` with the record and its seal below it, as the version's commit message says it. */
export async function messageWithRecord(
  secret: string,
  message: string,
  to: SealedTo,
  record: DraftRecord,
): Promise<string> {
  const json = JSON.stringify(record);
  const seal = await crypto.subtle.sign('HMAC', await keyOf(secret), sealed(to, json));
  return `${message.trimEnd()}\n\n${RECORD}: ${base64urlOf(encoder.encode(json))}\n${SEAL}: ${base64urlOf(new Uint8Array(seal))}`;
}

/** Words for a draft whose record does not verify. */
export const notTheServers = () =>
  new Refusal(409, {
    en: 'This draft was changed outside the editor (on GitHub, or by an older version of the editor): its state cannot be trusted, so nothing was done. A developer can look at its branch; in the editor, delete the draft and save the change again.',
    nl: 'Dit concept is buiten de editor gewijzigd (op GitHub, of door een oudere versie van de editor): de stand ervan is niet te vertrouwen, dus er is niets gedaan. Een ontwikkelaar kan de branch bekijken; verwijder in de editor het concept en sla de wijziging opnieuw op.',
  });

const field = (message: string, name: string) =>
  new RegExp(`^${name}: ([A-Za-z0-9_-]+)$`, 'm').exec(message)?.[1];

/** The record a version's message carries, when its seal verifies; a Refusal otherwise. */
export async function recordOfMessage(
  secret: string,
  message: string,
  to: SealedTo,
): Promise<DraftRecord> {
  const [written, seal] = [field(message, RECORD), field(message, SEAL)];
  if (!written || !seal) throw notTheServers();
  let json: string;
  let signature: Uint8Array;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytesOfBase64url(written));
    signature = bytesOfBase64url(seal);
  } catch {
    throw notTheServers();
  }
  const verified = await crypto.subtle.verify(
    'HMAC',
    await keyOf(secret),
    signature as Uint8Array<ArrayBuffer>,
    sealed(to, json) as Uint8Array<ArrayBuffer>,
  );
  if (!verified) throw notTheServers();
  return JSON.parse(json) as DraftRecord;
}
