import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_CHARS, MAX_SOURCE_BYTES, codeLinkHash, codeLinkPayload, decodeCodeLink, encodeCodeLink, fromBase64Url, toBase64Url } from './codeLink.ts';

const GO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("привет, 🌍")\n}\n';

describe('code link', () => {
  it('round-trips a Go program through the fragment', async () => {
    const hash = codeLinkHash(await encodeCodeLink(GO));
    expect(hash).toMatch(/^#code=1\.[A-Za-z0-9_-]+$/);
    expect(await decodeCodeLink(codeLinkPayload(hash)!)).toEqual({ ok: true, source: GO });
  });

  it('round-trips any well-formed string, astral characters included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (s) => {
        expect(await decodeCodeLink(await encodeCodeLink(s))).toEqual({ ok: true, source: s });
      }),
      { numRuns: 150 },
    );
  });

  it('base64url round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
      expect(fromBase64Url(toBase64Url(b))).toEqual(b);
    }));
  });

  it('a mutated or truncated payload decodes to a typed result, never a throw', async () => {
    const payload = await encodeCodeLink(GO.repeat(5));
    const mutation = fc.oneof(
      fc.nat({ max: payload.length }).map((n) => payload.slice(0, n)),
      fc.tuple(fc.nat({ max: payload.length - 1 }), fc.constantFrom(...'Aa0-_.=%+/€ ')).map(([i, c]) => payload.slice(0, i) + c + payload.slice(i + 1)),
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 200 }).map((s) => `1.${s}`),
    );
    await fc.assert(
      fc.asyncProperty(mutation, async (p) => {
        const r = await decodeCodeLink(p);
        if (r.ok) expect(typeof r.source).toBe('string');
        else expect(['too-long', 'unknown-version', 'bad-encoding', 'bad-deflate', 'too-large', 'bad-utf8']).toContain(r.error);
      }),
      { numRuns: 300 },
    );
  });

  it('names each failure', async () => {
    const payload = await encodeCodeLink(GO);
    expect(await decodeCodeLink(payload.slice(0, payload.length - 3))).toEqual({ ok: false, error: 'bad-deflate' });
    expect(await decodeCodeLink(`2${payload.slice(1)}`)).toEqual({ ok: false, error: 'unknown-version' });
    expect(await decodeCodeLink(payload.slice(2))).toEqual({ ok: false, error: 'unknown-version' });
    expect(await decodeCodeLink('1.a*b')).toEqual({ ok: false, error: 'bad-encoding' });
    expect(await decodeCodeLink(`1.${'A'.repeat(MAX_PAYLOAD_CHARS)}`)).toEqual({ ok: false, error: 'too-long' });
    // Invalid UTF-8 (a lone continuation byte), deflated honestly.
    const raw = await new Response(new Blob([new Uint8Array([0x66, 0x80])]).stream().pipeThrough(new CompressionStream('deflate-raw'))).bytes();
    expect(await decodeCodeLink(`1.${toBase64Url(raw)}`)).toEqual({ ok: false, error: 'bad-utf8' });
  });

  it('stops inflating a bomb at the source limit', async () => {
    const bomb = await encodeCodeLink('a'.repeat(MAX_SOURCE_BYTES * 20));
    expect(bomb.length).toBeLessThan(MAX_PAYLOAD_CHARS);
    expect(await decodeCodeLink(bomb)).toEqual({ ok: false, error: 'too-large' });
    expect((await decodeCodeLink(await encodeCodeLink('a'.repeat(MAX_SOURCE_BYTES)))).ok).toBe(true);
  });

  it('reads the payload among other fragment keys and finds none when absent', () => {
    expect(codeLinkPayload('#x=1&code=1.abc')).toBe('1.abc');
    expect(codeLinkPayload('#typed-nil')).toBeNull();
    expect(codeLinkPayload('')).toBeNull();
  });
});
