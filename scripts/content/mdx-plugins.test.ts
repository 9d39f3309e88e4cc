import { compile } from '@mdx-js/mdx';
import { resolve } from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { codeColorClasses } from './code-classes.ts';
import { displaySource, mdxOptions } from './mdx-plugins.ts';

const root = resolve(import.meta.dirname, '../..');
const compileChapter = async (text: string) => {
  const file = new VFile({ path: 'test.mdx', value: `---\ntitle: T\nsummary: A summary here\norder: 9\nslug: t\n---\n\n${text}` });
  const out = await compile(file, mdxOptions(root));
  return { code: String(out), facts: file.data.chapter! };
};

describe('chapter MDX pipeline', () => {
  it('takes explicit heading ids and exports the headings', async () => {
    const { code, facts } = await compileChapter('## Ловушка typed nil {/*typed-nil*/}\n\ntext\n\n### Деталь {/*detail*/}\n');
    expect(facts.headings).toEqual([
      { depth: 2, id: 'typed-nil', text: 'Ловушка typed nil' },
      { depth: 3, id: 'detail', text: 'Деталь' },
    ]);
    expect(code).toContain('id: "typed-nil"');
  });

  it('fails the build on a heading without an id', async () => {
    await expect(compileChapter('## Без id\n')).rejects.toThrow(/explicit id/);
  });

  it('fails the build on a duplicate heading id', async () => {
    await expect(compileChapter('## A {/*same*/}\n\n## B {/*same*/}\n')).rejects.toThrow(/Duplicate heading id/);
  });

  it('highlights code at build time with a class per colour pair, not inline styles', async () => {
    const { code } = await compileChapter('```go\nfunc main() { return }\n```\n');
    expect(code).not.toContain('--shiki-');
    expect(code).toMatch(/className: "shiki shiki-themes github-light github-dark k[0-9a-z]+"/);
    expect(code).not.toMatch(/style:/);
    const classes = [...code.matchAll(/"(k[0-9a-z]{1,5})"/g)].map((m) => m[1]!);
    expect(classes.length).toBeGreaterThan(1);
    const known = codeColorClasses();
    for (const name of classes) expect(known.get(name), name).toMatch(/^--shiki-dark:#[0-9a-f]{6};--shiki-light:#[0-9a-f]{6}$/);
  });

  it('fails on a <GoProgram> that does not exist', async () => {
    await expect(compileChapter('<GoProgram src="examples/nope/missing" />\n')).rejects.toThrow(/does not exist/);
  });

  it('hides //goprep: directives from the shown source', () => {
    expect(displaySource('package main\n//goprep:timing\nfunc main() {}\n')).toBe('package main\nfunc main() {}');
  });
});

describe('study blocks: 30-second cards, «Глубже», TL;DR', () => {
  const card = (answer: string, rest = '\nПодробности.\n') =>
    `<InterviewQuestion id="chain" question="Чем цепочка отличается от стека?">\n\n<Answer>\n${answer}\n</Answer>\n${rest}\n</InterviewQuestion>\n`;

  it('collects a card with its short answer and accepts links to card and «Глубже» ids', async () => {
    const { facts } = await compileChapter(`${card('Цепочка — значения, которые дописали слои.')}\n<Deeper id="internals" title="Как устроено">\n\nТекст.\n\n</Deeper>\n`);
    expect(facts.cards).toEqual([{ id: 'chain', question: 'Чем цепочка отличается от стека?', answer: 'Цепочка — значения, которые дописали слои.', answerRich: 'Цепочка — значения, которые дописали слои.' }]);
    expect(facts.anchors).toEqual(['chain', 'internals']);
  });

  it('fails on an answer longer than a spoken half-minute', async () => {
    await expect(compileChapter(card(Array.from({ length: 61 }, () => 'слово').join(' ')))).rejects.toThrow(/61 words/);
  });

  it('fails on a card whose details come before the answer, or with no answer', async () => {
    await expect(compileChapter(`<InterviewQuestion id="x" question="Q?">\n\nДетали.\n\n<Answer>\nКоротко.\n</Answer>\n\n</InterviewQuestion>\n`)).rejects.toThrow(/comes first/);
    await expect(compileChapter(`<InterviewQuestion id="x" question="Q?">\n\nДетали.\n\n</InterviewQuestion>\n`)).rejects.toThrow(/exactly one <Answer>/);
    // Every chapter is in the card format now: a card with neither an id nor an answer is no longer let through.
    await expect(compileChapter(`<InterviewQuestion question="Q?">\n\nДетали.\n\n</InterviewQuestion>\n`)).rejects.toThrow(/needs id=/);
  });

  it('fails on an id used by a heading and a block, and on a «Глубже» without a title', async () => {
    await expect(compileChapter(`## Цепочки {/*chain*/}\n\n${card('Коротко.')}`)).rejects.toThrow(/Duplicate id "chain"/);
    await expect(compileChapter(`<Deeper id="d">\n\nТекст.\n\n</Deeper>\n`)).rejects.toThrow(/title/);
  });

  it('fails on a TL;DR of more than twelve facts', async () => {
    const list = Array.from({ length: 13 }, (_, i) => `- факт ${i}`).join('\n');
    await expect(compileChapter(`<Tldr>\n\n${list}\n\n</Tldr>\n`)).rejects.toThrow(/13 facts/);
    await expect(compileChapter(`<Tldr>\n\n${list.split('\n').slice(0, 12).join('\n')}\n\n</Tldr>\n`)).resolves.toBeTruthy();
  });
});

describe('<GoProgram output>', () => {
  it('shows the output at once with output="open" and rejects other values', async () => {
    const { code } = await compileChapter('<GoProgram src="examples/errors/four-words" output="open" />\n');
    expect(code).toContain('outputOpen');
    await expect(compileChapter('<GoProgram src="examples/errors/four-words" output="yes" />\n')).rejects.toThrow(/output="open"/);
  });
});
