/**
 * /play?program=<id>#code=… — one program in the browser's Go, on its own page: what a shared link
 * opens. The page is pre-rendered once; the program (its own small chunk) and the edit in the fragment
 * are read in the browser. A link whose edit cannot be decoded opens the original with a notice.
 */
import { useEffect, useState } from 'react';
import { useDocumentMeta } from '../../site/documentMeta.tsx';
import { PLAY_PROGRAM_PARAM } from '../../site/paths.ts';
import { useLocation } from '../../site/router.tsx';
import { codeLinkPayload, decodeCodeLink } from '../../url/codeLink.ts';
import { loadProgram, type RunnerProgram } from './program.ts';
import { RunnerPanel } from './RunnerPanel.tsx';
import { s } from './strings.ts';

type Resolved = { kind: 'missing'; id: string | null } | { kind: 'ready'; program: RunnerProgram; source: string | null; notice: string | null };
type Loaded = { kind: 'loading' } | (Resolved & { opened: number });

/** Reads the program id and the fragment's edit; every failure becomes something to say, never a throw. */
async function resolve(search: string, hash: string): Promise<Resolved> {
  const id = new URLSearchParams(search).get(PLAY_PROGRAM_PARAM);
  if (!id) return { kind: 'missing', id: null };
  const program = await loadProgram(id).catch(() => null);
  if (!program) return { kind: 'missing', id };
  const payload = codeLinkPayload(hash);
  if (payload === null) return { kind: 'ready', program, source: null, notice: null };
  const decoded = await decodeCodeLink(payload);
  return decoded.ok ? { kind: 'ready', program, source: decoded.source, notice: s.playShared } : { kind: 'ready', program, source: program.source, notice: s.linkBroken(decoded.error) };
}

export function PlayPage() {
  const { search } = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useDocumentMeta(s.playTitle, s.keysHint);
  useEffect(() => {
    let live = true;
    let opened = 0;
    const read = () => {
      const n = ++opened;
      void resolve(window.location.search, window.location.hash).then((r) => live && n === opened && setLoaded({ ...r, opened: n }));
    };
    read();
    // A link pasted into this tab that differs only in its fragment does not reload the page.
    // (Sharing writes the fragment with replaceState, which fires no hashchange.)
    const onHash = () => read();
    window.addEventListener('hashchange', onHash);
    return () => {
      live = false;
      window.removeEventListener('hashchange', onHash);
    };
  }, [search]);
  return (
    <div className="play-page">
      <h1>{s.playTitle}</h1>
      {loaded.kind === 'loading' && (
        <div className="chapter-loading" role="status" aria-label={s.playLoading}>
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      {loaded.kind === 'missing' && (
        <div className="play-missing" role="alert" data-testid="play-not-found">
          <h2>{s.playNotFound}</h2>
          <p>{loaded.id ? s.playNotFoundText(loaded.id) : s.playNoId}</p>
        </div>
      )}
      {loaded.kind === 'ready' && <RunnerPanel key={loaded.opened} program={loaded.program} source={loaded.source} notice={loaded.notice} />}
    </div>
  );
}
