/**
 * The share link of an edited program: its source, deflated (the platform's CompressionStream
 * 'deflate-raw', no dependency) and base64url-encoded into the URL fragment, `#code=1.<payload>`.
 * The fragment never reaches a server, so the link works on static hosting and offline.
 *
 * Decoding never throws and never hangs: the payload length is checked before anything is inflated,
 * inflation stops as soon as the output passes the source limit (a deflate bomb costs at most that),
 * the bytes must be valid UTF-8 and the version known. Every failure is a typed reason the UI phrases.
 */

/** The fragment key: `#code=…`. */
export const CODE_LINK_KEY = 'code';
/** Bump when the payload's format changes; a link of an unknown version opens the original program. */
export const CODE_LINK_VERSION = 1;
/** The largest source a link carries, in UTF-8 bytes (the longest program of the app is ≈ 8 kB). */
export const MAX_SOURCE_BYTES = 64 * 1024;
/** The longest payload read, in characters: browsers and chat apps cut URLs far longer than this. */
export const MAX_PAYLOAD_CHARS = 48 * 1024;

export type CodeLinkError =
  /** The payload is longer than MAX_PAYLOAD_CHARS. */
  | 'too-long'
  /** No `<version>.` prefix, or a version this build does not know (a newer app made the link). */
  | 'unknown-version'
  /** Not base64url. */
  | 'bad-encoding'
  /** Not a whole deflate stream (truncated or mutated). */
  | 'bad-deflate'
  /** It inflates past MAX_SOURCE_BYTES. */
  | 'too-large'
  /** The bytes are not valid UTF-8. */
  | 'bad-utf8';

export type CodeLinkResult = { ok: true; source: string } | { ok: false; error: CodeLinkError };

/** Does the source fit a link? (The editor says so instead of making a link that would not open.) */
export function fitsLink(source: string): boolean {
  return new TextEncoder().encode(source).length <= MAX_SOURCE_BYTES;
}

/**
 * The payload (`1.<base64url>`) of a source. Lone UTF-16 surrogates, which no Go source holds, become
 * U+FFFD (that is what UTF-8 can carry); every well-formed string round-trips exactly.
 */
export async function encodeCodeLink(source: string): Promise<string> {
  const bytes = await pipe(new TextEncoder().encode(source), new CompressionStream('deflate-raw'), Infinity);
  // Compressing bytes in memory cannot fail short of a broken platform; there is no limit to pass.
  if (bytes === null || bytes === 'too-large') throw new Error('deflate failed');
  return `${CODE_LINK_VERSION}.${toBase64Url(bytes)}`;
}

/** The source a payload carries, or why it cannot be opened. Never throws. */
export async function decodeCodeLink(payload: string): Promise<CodeLinkResult> {
  if (payload.length > MAX_PAYLOAD_CHARS) return { ok: false, error: 'too-long' };
  const dot = payload.indexOf('.');
  if (dot < 0 || payload.slice(0, dot) !== String(CODE_LINK_VERSION)) return { ok: false, error: 'unknown-version' };
  const deflated = fromBase64Url(payload.slice(dot + 1));
  if (deflated === null) return { ok: false, error: 'bad-encoding' };
  let inflated: Uint8Array | null | 'too-large';
  try {
    inflated = await pipe(deflated, new DecompressionStream('deflate-raw'), MAX_SOURCE_BYTES);
  } catch {
    inflated = null;
  }
  if (inflated === 'too-large') return { ok: false, error: 'too-large' };
  if (inflated === null) return { ok: false, error: 'bad-deflate' };
  try {
    return { ok: true, source: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
  } catch {
    return { ok: false, error: 'bad-utf8' };
  }
}

/** The payload of `#code=…` in a location's hash (`#code=1.abc` or `code=1.abc`), or null when there is none. */
export function codeLinkPayload(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.get(CODE_LINK_KEY);
}

/** The fragment of a link to a source: `#code=1.<payload>`. */
export function codeLinkHash(payload: string): string {
  return `#${CODE_LINK_KEY}=${payload}`;
}

/**
 * Runs bytes through a (de)compression stream. null when the stream fails (bad input),
 * 'too-large' as soon as the output passes `limit` bytes (reading stops there: no bomb is inflated whole).
 */
async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null | 'too-large'> {
  const writer = stream.writable.getWriter();
  // The writes settle with the stream; their failure is the reader's failure, seen below.
  writer.write(input as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        reader.cancel().catch(() => {});
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** base64url without padding (the fragment needs no escaping). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of unpadded base64url, or null when it is not (a stray character, an impossible length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let at = 0;
  for (const c of text) {
    const v = VALUE.get(c);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
