import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeClassesTransformer, codeColorClasses, codeColorsCss } from './code-classes.ts';
import { CODE_COLOR_REPLACEMENTS, CODE_LANGS, CODE_THEMES } from './shiki-config.ts';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The code background of each theme, read from the stylesheet (the one place it is declared). */
function codeBackgrounds(): { light: string; dark: string } {
  const css = readFileSync(join(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
  const light = /:root\s*{[^}]*--code-bg:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
  const dark = /:root\[data-theme='dark'\]\s*{[^}]*--code-bg:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
  if (!light || !dark) throw new Error('--code-bg not found for both themes in global.css');
  return { light, dark };
}

const SAMPLES: Record<(typeof CODE_LANGS)[number], string> = {
  go: 'package main\n\nimport "fmt"\n\n// Comment\ntype E struct{ Code int }\n\nfunc (e *E) Error() string { return fmt.Sprintf("%d: %w", e.Code, nil) }\n\nfunc main() {\n\tdefer func() { _ = recover() }()\n\tvar x = []int{1, 2, 3}\n\tif len(x) > 0 && x[0] != 0 { panic(`raw`) }\n\tconst c = 0x1F + 3.5i\n\tch := make(chan error, 1); ch <- nil; close(ch)\n}',
  ts: "// c\nexport const x: number = 1;\nfunction f<T>(a: T): T { return a as T; }\nclass A extends B { #p = 'q'; }\nconst r = /re+/g; `t${x}`;",
  tsx: 'export function C({ a }: { a: string }) { return <div className="x" onClick={() => a}>{a}</div>; }',
  sql: "-- c\nINSERT INTO t (id, v) VALUES ($1, 'x') ON CONFLICT (id) DO NOTHING RETURNING id;\nSELECT count(*) FROM t WHERE a = 1;",
  bash: '# c\nexport A=1\nfor f in *.go; do echo "$f" | grep -q x && go vet ./...; done\nexit 2',
  json: '{ "key": "value", "n": 1.5, "b": true, "z": null }',
  yaml: '# c\nkey: value\nlist:\n  - 1\n  - "s"\nflag: true',
};

/** The colour a class gives in one theme, read from the generated stylesheet as the browser would. */
function colourIn(css: string, name: string, mode: 'light' | 'dark'): string {
  const rule = new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1];
  const colour = rule && new RegExp(`--shiki-${mode}:(#[0-9a-f]{6})`).exec(rule)?.[1];
  if (!colour) throw new Error(`no ${mode} colour for .${name} in the generated stylesheet`);
  return colour;
}

describe('code colours', () => {
  it('every token is coloured by a class of the generated stylesheet that meets WCAG AA (4.5:1) in both themes', async () => {
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGS] });
    const bg = codeBackgrounds();
    const failures: string[] = [];
    for (const lang of CODE_LANGS) {
      const html = highlighter.codeToHtml(SAMPLES[lang], {
        lang,
        themes: CODE_THEMES,
        defaultColor: false,
        colorReplacements: CODE_COLOR_REPLACEMENTS,
        transformers: [codeClassesTransformer],
      });
      expect(html, lang).not.toContain('style=');
      // No element per line: the lines stay apart by their newlines.
      expect(html, lang).not.toContain('class="line"');
      expect(html.match(/\n/g)?.length ?? 0, lang).toBe(SAMPLES[lang].trimEnd().split('\n').length - 1);
      const css = codeColorsCss();
      // The block's class gives the colour of the text between tokens; each token's class its own.
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => codeColorClasses().has(c)));
      expect(used.size, lang).toBeGreaterThan(lang === 'json' ? 1 : 2);
      for (const name of used) {
        for (const mode of ['light', 'dark'] as const) {
          const colour = colourIn(css, name, mode);
          const ratio = contrast(colour, bg[mode]);
          if (ratio < 4.5) failures.push(`${mode} ${lang} .${name} ${colour} on ${bg[mode]}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
