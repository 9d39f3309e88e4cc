import { parseRich, parseSpans } from '../quiz/richText.ts';

/** Paragraphs with `code`, as React nodes: the text is never parsed as HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRich(text).map((paragraph, i) => (
        <p key={i}>
          {paragraph.map((span, j) => (span.code ? <code key={j}>{span.text}</code> : <span key={j}>{span.text}</span>))}
        </p>
      ))}
    </>
  );
}

/** One line of text with `code`. */
export function RichInline({ text }: { text: string }) {
  return (
    <>
      {parseSpans(text.replace(/\s*\n\s*/g, ' ').trim()).map((span, j) => (span.code ? <code key={j}>{span.text}</code> : <span key={j}>{span.text}</span>))}
    </>
  );
}
