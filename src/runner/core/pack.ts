/**
 * The package archives file (packages.pack, written by scripts/build-go-wasm.mjs): the line
 * "GOPREP-PACK 1\n", a little-endian u32 length, a JSON index [{path, size}], then the archives back to back
 * in index order. One file because the browser downloads and caches it as one; it is unpacked into the
 * in-memory file system under PACKAGE_DIR with an importcfg the compiler and linker read.
 */
import type { MemFs } from './memfs.ts';

const MAGIC = 'GOPREP-PACK 1\n';
export const PACKAGE_DIR = '/goroot/pkg';
export const IMPORTCFG = `${PACKAGE_DIR}/importcfg`;

/** Writes every archive and the importcfg into fs; returns the import paths. Throws on a corrupt file. */
export function unpackPackages(fs: MemFs, pack: Uint8Array): string[] {
  const magic = new TextDecoder().decode(pack.subarray(0, MAGIC.length));
  if (magic !== MAGIC) throw new Error('packages.pack: not a package pack (wrong header)');
  const view = new DataView(pack.buffer, pack.byteOffset, pack.byteLength);
  const indexLength = view.getUint32(MAGIC.length, true);
  let at = MAGIC.length + 4;
  const index = JSON.parse(new TextDecoder().decode(pack.subarray(at, at + indexLength))) as { path: string; size: number }[];
  at += indexLength;
  const lines: string[] = [];
  for (const { path, size } of index) {
    if (at + size > pack.length) throw new Error(`packages.pack: truncated at ${path}`);
    const file = `${PACKAGE_DIR}/${path}.a`;
    fs.writeFile(file, pack.subarray(at, at + size));
    lines.push(`packagefile ${path}=${file}`);
    at += size;
  }
  if (at !== pack.length) throw new Error('packages.pack: bytes after the last archive');
  fs.writeFile(IMPORTCFG, `${lines.join('\n')}\n`);
  return index.map((e) => e.path);
}
