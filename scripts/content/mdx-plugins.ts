/**
 * The MDX pipeline of the chapters (build time only): heading ids, Go program embeds, reading
 * time and the checks that keep links and tags honest. Used by vite.config.ts and check-content.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Heading, Link, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { toString } from 'mdast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import rehypeShiki from '@shikijs/rehype';
import type { PluggableList } from 'unified';
import { GO_RUNS_FILE, type GoRunsRecord, browserSupport, parseDirectives } from './programs.ts';
import { codeClassesTransformer } from './code-classes.ts';
import { CODE_COLOR_REPLACEMENTS, CODE_LANGS, CODE_THEMES } from './shiki-config.ts';

export interface ChapterHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** What the remark plugins learn about one chapter; kept in `file.data.chapter`. */
export interface ChapterFacts {
  headings: ChapterHeading[];
  /** Absolute internal links (`/chapters/x#y`, `/quiz/errors`) found in the text. */
  links: string[];
  /** Every JSX tag used. */
  tags: string[];
  /** Go programs shown (ids below content/). */
  programs: string[];
  /** Interview cards: id, question and the short spoken answer (plain text). */
  cards: ChapterCard[];
  /** Ids of link targets that are not headings: interview cards and «Глубже» blocks. */
  anchors: string[];
  readingMinutes: number;
}

export interface ChapterCard {
  id: string;
  question: string;
  answer: string;
  /** The same answer with `code` kept in backticks and paragraphs split by blank lines (src/quiz/richText.ts). */
  answerRich: string;
}

/** Text of an mdast node for RichText: inline code in backticks, one blank line between blocks. */
function richText(node: { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'inlineCode') return `\`${node.value ?? ''}\``;
  if (node.type === 'text') return node.value ?? '';
  const children = (node.children ?? []) as { type: string; value?: string; children?: unknown[] }[];
  const blocks = children.some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'listItem');
  return children.map(richText).join(blocks ? '\n\n' : '').trim();
}

/** A spoken interview answer fits in about thirty seconds. */
export const MAX_ANSWER_WORDS = 60;
/** A TL;DR is what a senior must know cold, not a second table of contents. */
export const MAX_TLDR_ITEMS = 12;
const ANCHOR_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

declare module 'vfile' {
  interface DataMap {
    chapter: ChapterFacts;
  }
}

const HEADING_ID = /^\s*\/\*\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*\*\/\s*$/;
/** Reading speed for technical Russian prose, words per minute; code reads slower, so lines count too. */
const WORDS_PER_MINUTE = 160;
const CODE_LINES_PER_MINUTE = 40;

function exportConst(name: string, value: unknown): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
            },
          },
        ],
      },
    },
  };
}

function fail(file: VFile, message: string, node?: RootContent): never {
  file.fail(message, node ? { place: node.position } : undefined);
}

/** `## Title {/*id*\/}` → `<h2 id="id">Title</h2>`; collects headings, links, tags; exports `headings` and `readingMinutes`. */
export function remarkChapterFacts() {
  return (tree: Root, file: VFile) => {
    const facts: ChapterFacts = { headings: [], links: [], tags: [], programs: [], cards: [], anchors: [], readingMinutes: 0 };
    const seen = new Set<string>();
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth === 1) fail(file, 'Use ## and ###: the chapter title comes from the frontmatter', node);
      if (node.depth > 3) return;
      const last = node.children[node.children.length - 1];
      const match = last && last.type === 'mdxTextExpression' ? HEADING_ID.exec(last.value) : null;
      if (!match) fail(file, `Heading "${toString(node)}" needs an explicit id: ## Title {/*some-id*/}`, node);
      const id = match[1]!;
      if (seen.has(id)) fail(file, `Duplicate heading id "${id}"`, node);
      seen.add(id);
      node.children.pop();
      const text = node.children[node.children.length - 1];
      if (text?.type === 'text') text.value = text.value.trimEnd();
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      facts.headings.push({ depth: node.depth as 2 | 3, id, text: toString(node) });
    });
    checkStudyBlocks(tree, file, facts, seen);
    visit(tree, 'link', (node: Link) => {
      if (node.url.startsWith('/')) facts.links.push(node.url);
    });
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
        if (name && !facts.tags.includes(name)) facts.tags.push(name);
      }
    });
    let words = 0;
    let codeLines = 0;
    visit(tree, (node) => {
      if (node.type === 'text') words += (node as { value: string }).value.split(/\s+/).filter(Boolean).length;
      if (node.type === 'code') codeLines += (node as { value: string }).value.split('\n').length;
    });
    facts.readingMinutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE + codeLines / CODE_LINES_PER_MINUTE));
    file.data.chapter = facts;
    tree.children.unshift(exportConst('headings', facts.headings), exportConst('readingMinutes', facts.readingMinutes));
  };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The study blocks: `<InterviewQuestion id question>` with one `<Answer>` (≤ 60 words, said aloud) before
 * the details; `<Deeper id title>` (closed by default, a link to its id opens it); `<Tldr>` (≤ 12 facts).
 * Their ids share one namespace with the heading ids, because links point at all of them.
 */
function checkStudyBlocks(tree: Root, file: VFile, facts: ChapterFacts, seen: Set<string>) {
  const claim = (id: unknown, node: MdxJsxFlowElement, tag: string): string => {
    if (typeof id !== 'string' || !ANCHOR_ID.test(id)) fail(file, `<${tag}> needs id="lowercase-latin-id"`, node);
    if (seen.has(id)) fail(file, `Duplicate id "${id}" (<${tag}>)`, node);
    seen.add(id);
    facts.anchors.push(id);
    return id;
  };
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === 'InterviewQuestion') {
      const question = attr(node, 'question')?.value;
      if (typeof question !== 'string' || question.trim() === '') fail(file, '<InterviewQuestion> needs question="…"', node);
      const answers = node.children.filter((c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement' && c.name === 'Answer');
      const idValue = attr(node, 'id')?.value;
      const id = claim(idValue, node, 'InterviewQuestion');
      if (answers.length !== 1) fail(file, `<InterviewQuestion id="${id}"> needs exactly one <Answer> (the 30-second answer)`, node);
      if (node.children[0] !== answers[0])
        fail(file, `<InterviewQuestion id="${id}">: <Answer> comes first, the details after it`, node);
      const answer = toString(answers[0]!).replace(/\s+/g, ' ').trim();
      if (words(answer) > MAX_ANSWER_WORDS) fail(file, `<InterviewQuestion id="${id}">: the answer has ${words(answer)} words; say it in ${MAX_ANSWER_WORDS} or fewer`, node);
      facts.cards.push({ id, question: question.trim(), answer, answerRich: richText(answers[0]!) });
    } else if (node.name === 'Answer') {
      // Checked from its card; an <Answer> elsewhere is a mistake.
    } else if (node.name === 'Deeper') {
      claim(attr(node, 'id')?.value, node, 'Deeper');
      const title = attr(node, 'title')?.value;
      if (typeof title !== 'string' || title.trim() === '') fail(file, '<Deeper> needs title="…"', node);
    } else if (node.name === 'Tldr') {
      const items = node.children.reduce((n, child) => n + (child.type === 'list' ? child.children.length : 0), 0);
      if (items === 0) fail(file, '<Tldr> holds a list of facts', node);
      if (items > MAX_TLDR_ITEMS) fail(file, `<Tldr> has ${items} facts; keep at most ${MAX_TLDR_ITEMS}`, node);
    }
  });
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, _index, parent) => {
    if (node.name === 'Answer' && !(parent && parent.type === 'mdxJsxFlowElement' && (parent as MdxJsxFlowElement).name === 'InterviewQuestion'))
      fail(file, '<Answer> belongs inside <InterviewQuestion>', node);
  });
}

function attr(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function stringAttr(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** Strips `//goprep:` tooling lines from a program before it is shown. */
export function displaySource(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*\/\/goprep:/.test(line))
    .join('\n')
    .trimEnd();
}

/**
 * `<GoProgram src="examples/x/y" output />` → `<GoProgramFrame …>` holding the program's source as
 * a Go code block (highlighted by shiki like any other) and its recorded output as attributes.
 */
export function remarkGoPrograms(options: { contentDir: string; rootDir: string }) {
  return (tree: Root, file: VFile) => {
    let record: GoRunsRecord | undefined;
    const runs = (): GoRunsRecord => {
      record ??= JSON.parse(readFileSync(join(options.rootDir, GO_RUNS_FILE), 'utf8')) as GoRunsRecord;
      return record;
    };
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'GoProgram') return;
      const src = attr(node, 'src')?.value;
      if (typeof src !== 'string' || !/^[a-z0-9/-]+$/.test(src)) fail(file, '<GoProgram> needs src="examples/<chapter>/<name>"', node);
      const path = join(options.contentDir, src, 'main.go');
      if (!existsSync(path)) fail(file, `<GoProgram src="${src}">: ${path} does not exist`, node);
      const run = runs().programs[src];
      if (!run) fail(file, `<GoProgram src="${src}">: no recorded output; run npm run verify:go -- --update --only ${src}`, node);
      file.data.chapter?.programs.push(src);
      const source = readFileSync(path, 'utf8');
      // Whether «Изменить и запустить» can run it (//goprep:browser, proven by npm run verify:wasm).
      const browser = browserSupport(parseDirectives(source));
      const attributes = [stringAttr('src', src), stringAttr('goVersion', runs().goVersion), stringAttr('browser', browser.kind)];
      if (browser.kind !== 'same') attributes.push(stringAttr('browserReason', browser.reason));
      const output = attr(node, 'output');
      if (output && !run.norun) {
        attributes.push(stringAttr('stdout', run.stdout), stringAttr('stderr', run.stderr), stringAttr('exitCode', String(run.exitCode)));
        if (run.timing) attributes.push(stringAttr('timing', 'true'));
        // `output="open"`: the text right after the program discusses its output, so it is shown, not behind a click.
        if (output.value === 'open') attributes.push(stringAttr('outputOpen', 'true'));
        else if (output.value !== null && output.value !== undefined) fail(file, `<GoProgram src="${src}">: output is either bare or output="open"`, node);
      }
      node.name = 'GoProgramFrame';
      node.attributes = attributes;
      node.children = [{ type: 'code', lang: 'go', value: displaySource(source) }];
    });
  };
}

export function mdxOptions(rootDir: string) {
  const contentDir = join(rootDir, 'content');
  const remarkPlugins: PluggableList = [
    remarkFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkGfm,
    remarkChapterFacts,
    [remarkGoPrograms, { contentDir, rootDir }],
  ];
  const rehypePlugins: PluggableList = [
    [
      rehypeShiki,
      {
        themes: CODE_THEMES,
        langs: [...CODE_LANGS],
        defaultColor: false,
        colorReplacements: CODE_COLOR_REPLACEMENTS,
        fallbackLanguage: 'text',
        addLanguageClass: true,
        transformers: [codeClassesTransformer],
      },
    ],
  ];
  return { remarkPlugins, rehypePlugins, providerImportSource: undefined };
}
