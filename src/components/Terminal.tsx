import { t } from '../i18n/index.ts';

export interface TerminalProps {
  stdout: string;
  stderr: string;
  exitCode: number;
  goVersion: string;
  timing?: boolean;
}

/** A program's recorded output as a terminal shows it: stdout, stderr in its own colour, the exit status. */
export function Terminal({ stdout, stderr, exitCode, goVersion, timing }: TerminalProps) {
  const empty = stdout === '' && stderr === '';
  return (
    <div className="terminal" data-testid="terminal">
      <pre>
        {empty && <span className="terminal-muted">{t.code.noOutput}</span>}
        {stdout && <span className="terminal-stdout">{stdout}</span>}
        {stderr && <span className="terminal-stderr">{stderr}</span>}
      </pre>
      <div className="terminal-footer">
        <span className={exitCode === 0 ? 'exit-ok' : 'exit-fail'}>{t.code.exitStatus(exitCode)}</span>
        <span className="terminal-muted">{t.code.verifiedWith(goVersion)}</span>
      </div>
      {timing && <p className="terminal-note">{t.code.timing}</p>}
    </div>
  );
}
