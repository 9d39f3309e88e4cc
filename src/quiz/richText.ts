/** Question and explanation text: paragraphs split by blank lines, `code` in backticks. Rendered as React nodes, never as HTML. */
export interface RichSpan {
  code: boolean;
  text: string;
}
export type RichParagraph = RichSpan[];

export function parseRich(text: string): RichParagraph[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim().replace(/\s*\n\s*/g, ' '))
    .filter((p) => p !== '')
    .map(parseSpans);
}

export function parseSpans(paragraph: string): RichParagraph {
  const spans: RichSpan[] = [];
  const parts = paragraph.split('`');
  // An unmatched backtick stays as text: odd parts are code only when a closing backtick exists.
  const closed = parts.length % 2 === 1;
  parts.forEach((part, i) => {
    const code = i % 2 === 1 && (closed || i < parts.length - 1);
    const text = code || !(i % 2 === 1) ? part : `\`${part}`;
    if (text !== '') spans.push({ code, text });
  });
  return spans;
}
