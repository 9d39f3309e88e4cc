import { t } from '../i18n/code.ts';

export interface TerminalProps {
  stdout: string;
  stderr: string;
  exitCode: number;
  goVersion: string;
  timing?: boolean;
}

/**
 * An output longer than this many lines (a whole goroutine trace: 280 of them) scrolls inside its own
 * frame instead of making the page thousands of pixels long on a phone.
 */
export const TERMINAL_SCROLL_LINES = 40;

/** A program's recorded output as a terminal shows it: stdout, stderr in its own colour, the exit status. */
export function Terminal({ stdout, stderr, exitCode, goVersion, timing }: TerminalProps) {
  const empty = stdout === '' && stderr === '';
  const lines = (stdout + stderr).split('\n').length - 1;
  const scrolls = lines > TERMINAL_SCROLL_LINES;
  return (
    <div className="terminal" data-testid="terminal">
      {/* A frame that scrolls can be focused, so a keyboard can scroll it too. */}
      <pre {...(scrolls ? { className: 'terminal-scroll', tabIndex: 0, 'aria-label': t.code.longOutput(lines) } : {})}>
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
