import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_VERSIONS,
  MESSAGE_KINDS,
  RUNTIME_MESSAGES_FILE,
  type RuntimeMessages,
  decodeVersions,
  encodeVersions,
  fromFile,
  readCatalogueFile,
  serialiseFile,
  toFile,
} from './runtime-messages.ts';

const root = resolve(import.meta.dirname, '../..');
const all = ['1.19', '1.21', '1.22', '1.23', '1.24', '1.25', '1.26', '1.27'];
/** A non-empty subset of `all`, in its order. */
const someVersions = fc.subarray(all, { minLength: 1 });

describe('version ranges of the crash-message catalogue', () => {
  it('writes neighbouring catalogued versions as one range, skipping what was never read (1.20)', () => {
    expect(encodeVersions(all, all)).toBe('1.19-1.27');
    expect(encodeVersions(['1.19', '1.21', '1.22', '1.26'], all)).toBe('1.19-1.22,1.26');
    expect(encodeVersions(['1.27'], all)).toBe('1.27');
    expect(decodeVersions('1.21-1.23,1.25', all)).toEqual(['1.21', '1.22', '1.23', '1.25']);
  });

  it('reads back exactly the versions it wrote', () => {
    fc.assert(fc.property(someVersions, (versions) => {
      expect(decodeVersions(encodeVersions(versions, all), all)).toEqual(versions);
    }));
  });

  it('refuses a range that names a version the catalogue did not read', () => {
    expect(() => decodeVersions('1.20', all)).toThrow(/not|bad/);
    expect(() => decodeVersions('1.25-1.21', all)).toThrow(/bad version range/);
    expect(() => encodeVersions(['1.20'], all)).toThrow(/not catalogued/);
  });

  it('the file form keeps every message with its versions', () => {
    const message = fc.stringMatching(/^[a-z …:]{3,20}$/);
    const kindMap = fc.dictionary(message, someVersions, { maxKeys: 12 });
    fc.assert(fc.property(kindMap, kindMap, kindMap, (fatal, runtimeError, plain) => {
      const catalogue: RuntimeMessages = { versions: all, fatal, runtimeError, plain };
      const back = fromFile(JSON.parse(serialiseFile(toFile(catalogue, {}))));
      for (const kind of MESSAGE_KINDS) {
        expect(Object.keys(back[kind]).sort()).toEqual(Object.keys(catalogue[kind]).sort());
        for (const [text, versions] of Object.entries(catalogue[kind])) expect(back[kind][text]).toEqual(versions);
      }
    }));
  });

  it('the committed catalogue is in the generator\'s own form and reads the versions it lists', () => {
    const file = readCatalogueFile(root);
    expect(file.versions).toEqual(CATALOGUE_VERSIONS);
    expect(Object.keys(file.sources)).toEqual(CATALOGUE_VERSIONS);
    // Regenerating from the same content would write the same bytes: no hand edits, no stale layout.
    expect(readFileSync(join(root, RUNTIME_MESSAGES_FILE), 'utf8')).toBe(serialiseFile(toFile(fromFile(file), file.sources)));
  });
});
