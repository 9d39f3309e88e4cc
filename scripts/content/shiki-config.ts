/** The code highlighting of the whole app, at build time: one place for themes and languages. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;
export const CODE_LANGS = ['go', 'ts', 'tsx', 'sql', 'bash', 'json', 'yaml'] as const;
/**
 * Theme colours replaced where they miss WCAG AA (4.5:1) on our code backgrounds; each replacement
 * keeps the hue and darkens or lightens just enough. Checked by code-contrast.test.ts.
 */
export const CODE_COLOR_REPLACEMENTS: Record<string, Record<string, string>> = {
  'github-light': { '#d73a49': '#c62536', '#22863a': '#1a7f37', '#e36209': '#b35000' },
  'github-dark': { '#6a737d': '#8b949e' },
};
