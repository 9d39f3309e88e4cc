import { OUTPUT_LIMIT_BYTES, RUN_LIMIT_MS } from '../client.ts';
import type { Snapshot } from './session.ts';
import { s } from './strings.ts';

const limitText = `${OUTPUT_LIMIT_BYTES / (1 << 20)} МБ`;

/**
 * The run's output in the terminal style of the recorded outputs (src/components/Terminal.tsx):
 * stdout, stderr in its own colour, the status line, and where it ran. A compile error is printed the
 * way `go build` prints it.
 */
export function OutputPane({ snapshot, goVersion, differs }: { snapshot: Snapshot; goVersion: string; differs: string | null }) {
  const { stage, output } = snapshot;
  const result = stage.kind === 'done' ? stage.result : null;
  const running = stage.kind === 'running';
  const status = (() => {
    if (running) return <span className="terminal-muted">{s.phase[stage.phase]}</span>;
    if (!result) return null;
    switch (result.kind) {
      case 'exited':
        return <span className={result.exitCode === 0 ? 'exit-ok' : 'exit-fail'}>{s.exitStatus(result.exitCode)}</span>;
      case 'compile-error':
        return <span className="exit-fail">{s.compileFailed}</span>;
      case 'stopped':
        return <span className="exit-fail">{s.stopped}</span>;
      case 'timeout':
        return <span className="exit-fail">{s.timeout(result.limitMs)}</span>;
      case 'failed':
        return <span className="exit-fail">{s.failed(result.message)}</span>;
    }
  })();
  const empty = output.length === 0 && result?.kind !== 'compile-error';
  return (
    <section className="runner-output" aria-label={s.outputTitle}>
      <div className="terminal" data-testid="runner-terminal" aria-busy={running}>
        <pre data-testid="runner-output">
          {empty && <span className="terminal-muted">{result ? (result.kind === 'exited' ? s.noOutput : '') : running ? '' : s.idleOutput}</span>}
          {output.map((c, i) => (
            <span key={i} className={c.stream === 'stdout' ? 'terminal-stdout' : 'terminal-stderr'}>
              {c.text}
            </span>
          ))}
          {result?.kind === 'compile-error' && <span className="terminal-stderr">{result.text}</span>}
        </pre>
        <div className="terminal-footer">
          <span role="status" data-testid="runner-status">
            {status}
          </span>
          <span className="terminal-muted">{s.where(goVersion)}</span>
        </div>
        {result?.kind === 'exited' && result.truncated && <p className="terminal-note">{s.truncated(limitText)}</p>}
        {result?.kind === 'compile-error' && <p className="terminal-note">{s.errorsInEditor(result.diagnostics.length)}</p>}
        <p className="terminal-note">{s.limit(RUN_LIMIT_MS)}</p>
      </div>
      {differs && <p className="runner-differs">{s.differs(differs)}</p>}
    </section>
  );
}
