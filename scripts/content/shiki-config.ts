/** The code highlighting of the whole app, at build time: one place for themes and languages. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;
export const CODE_LANGS = ['go', 'ts', 'tsx', 'sql', 'bash', 'json', 'yaml'] as const;
