/**
 * The registry of every tag a chapter may use. Chapters import nothing; this map is passed to each
 * chapter once. Diagrams register themselves by file name (src/mdx/diagrams/<Name>.tsx).
 *
 * Rendered at build time only: a chapter is HTML that is never hydrated. What must act in the
 * browser is an island (a quiz, a lab embed), or a plain behaviour of the page (the copy buttons,
 * src/app/enhance.ts).
 */
import { Children, type ComponentType, type ReactNode, isValidElement } from 'react';
import { Link } from '../site/router.tsx';
import { RunButton } from '../components/RunButton.tsx';
import { Terminal } from '../components/Terminal.tsx';
import { t as programT } from '../i18n/code.ts';
import { t } from '../i18n/chapter.ts';
import { Island } from '../islands/Island.tsx';
import type { MDXComponents } from './types.ts';

type CalloutKind = 'note' | 'gotcha' | 'senior';
const CALLOUT_ICONS: Record<CalloutKind, string> = { note: 'ℹ', gotcha: '⚠', senior: '★' };

export function Callout({ kind = 'note', title, children }: { kind?: CalloutKind; title?: string; children: ReactNode }) {
  return (
    <aside className={`callout callout-${kind}`} aria-label={t.callout[kind]}>
      <p className="callout-title">
        <span aria-hidden="true">{CALLOUT_ICONS[kind]} </span>
        {title ?? t.callout[kind]}
      </p>
      {children}
    </aside>
  );
}

/** The 30-second answer of an interview card: what you would say aloud, shown first when the card opens. */
export function Answer({ children }: { children: ReactNode }) {
  return <div className="interview-short">{children}</div>;
}

/**
 * A question card; the answer opens with a click, Enter or Space (a native <details>, so it works before
 * scripts). The `<Answer>` comes first; the reasoning, programs and links wait behind «Подробнее».
 */
export function InterviewQuestion({ id, question, children }: { id?: string; question: string; children: ReactNode }) {
  const parts = Children.toArray(children);
  const short = parts.filter((c) => isValidElement(c) && c.type === Answer);
  const details = parts.filter((c) => !(isValidElement(c) && c.type === Answer));
  return (
    <details className="interview" id={id}>
      <summary>
        <span className="interview-label">{t.interview.label}</span>
        <span className="interview-question">{question}</span>
        <span className="interview-toggle" aria-hidden="true" />
      </summary>
      <div className="interview-answer">
        {short.length > 0 ? (
          <>
            {short}
            {details.length > 0 && (
              <details className="interview-more">
                <summary>{t.interview.more}</summary>
                {details}
              </details>
            )}
          </>
        ) : (
          details
        )}
      </div>
    </details>
  );
}

/** Depth on demand: history, runtime internals, "for the curious". Closed by default; a link to its id opens it. */
export function Deeper({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <details className="deeper" id={id}>
      <summary>
        <span className="deeper-label">{t.deeper.label}</span> <span className="deeper-title">{title}</span>
      </summary>
      <div className="deeper-body">{children}</div>
    </details>
  );
}

/** The facts of a chapter a senior must know cold, at its top. */
export function Tldr({ children }: { children: ReactNode }) {
  return (
    <section className="tldr" aria-label={t.tldr.label}>
      <p className="tldr-title">{t.tldr.label}</p>
      {children}
    </section>
  );
}

export function Figure({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <figure className="figure">
      <div className="figure-body">{children}</div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/**
 * Every code block: highlighted at build time by shiki, with a copy button that works by delegation
 * (src/app/enhance.ts): the button says in its attributes what to show after copying.
 */
export function CodeBlock(props: React.ComponentProps<'pre'>) {
  return (
    <div className="code-block">
      <pre {...props} tabIndex={0} />
      <button type="button" className="copy-button" aria-label={programT.code.copyLabel} data-copy-code data-copied={programT.code.copied} data-failed={programT.code.copyFailed}>
        <span aria-live="polite">{programT.code.copy}</span>
      </button>
    </div>
  );
}

interface GoProgramFrameProps {
  src: string;
  goVersion: string;
  stdout?: string;
  stderr?: string;
  exitCode?: string;
  timing?: string;
  outputOpen?: string;
  /** 'same' | 'differs' | 'no': how it runs in the browser (scripts/content/mdx-plugins.ts, proven by verify:wasm). */
  browser?: string;
  /** Russian, shown to the learner when browser is 'differs' or 'no'. */
  browserReason?: string;
  children: ReactNode;
}

/** A Go program from content/ (made from `<GoProgram>` at build time) with its recorded output on request. */
export function GoProgramFrame({ src, goVersion, stdout, stderr, exitCode, timing, outputOpen, browser, browserReason, children }: GoProgramFrameProps) {
  return (
    <div className="go-program" data-program={src}>
      <div className="go-program-header">
        <span className="go-program-path">{src}/main.go</span>
      </div>
      {children}
      <RunButton program={src} cannot={browser === 'no' ? browserReason : undefined} />
      {exitCode !== undefined && (
        <details className="go-program-output" open={outputOpen === 'true'}>
          <summary>{programT.code.showOutput}</summary>
          <Terminal stdout={stdout ?? ''} stderr={stderr ?? ''} exitCode={Number(exitCode)} goVersion={goVersion} timing={timing === 'true'} />
        </details>
      )}
    </div>
  );
}

function headingText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(headingText).join('');
  if (isValidElement<{ children?: ReactNode }>(children)) return headingText(children.props.children);
  return '';
}

function makeHeading(Tag: 'h2' | 'h3') {
  return function Heading({ id, children }: { id?: string; children: ReactNode }) {
    return (
      <Tag id={id}>
        {children}
        {id && (
          <a className="anchor" href={`#${id}`} aria-label={t.chapter.anchor(headingText(children))}>
            #
          </a>
        )}
      </Tag>
    );
  };
}

/** Internal links go through the router (and so respect the base path); others open as usual. */
export function SmartLink({ href = '', children, ...rest }: React.ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noreferrer', target: '_blank' } : {})}>
      {children}
    </a>
  );
}

function Table(props: React.ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

const diagramModules = import.meta.glob<{ default: ComponentType }>('./diagrams/*.tsx', { eager: true });
const diagrams: MDXComponents = Object.fromEntries(
  Object.entries(diagramModules).map(([path, mod]) => [path.replace(/^.*\/(\w+)\.tsx$/, '$1'), mod.default]),
);

/** Props as a chapter writes them, with the attributes it leaves out dropped (props travel as JSON). */
function given<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as P;
}

export const mdxComponents: MDXComponents = {
  ...diagrams,
  Callout,
  InterviewQuestion,
  Answer,
  Deeper,
  Tldr,
  Figure,
  GoProgramFrame,
  LabEmbed: ({ id, preset, hide }: { id: string; preset?: string; hide?: string }) => <Island name="LabEmbed" props={given({ id, preset, hide })} />,
  Quiz: ({ id }: { id: string }) => <Island name="Quiz" props={{ id }} />,
  /** The retry-storm lab, as chapters name it: `<Simulation preset="no-jitter" hide="seed" />`. */
  Simulation: ({ preset, hide }: { preset?: string; hide?: string }) => <Island name="LabEmbed" props={given({ id: 'retry-storm', preset, hide })} />,
  pre: CodeBlock,
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  a: SmartLink,
  table: Table,
};
