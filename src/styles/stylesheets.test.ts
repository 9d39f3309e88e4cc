import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

// A stylesheet with a block left open still builds: the browser nests every later rule inside it (a merge once
// put the cheat sheet's print styles inside a 560 px media query). Parse each one strictly instead.
const sheets = import.meta.glob<string>('/src/**/*.css', { query: '?raw', import: 'default', eager: true });

describe('stylesheets', () => {
  it('are found', () => expect(Object.keys(sheets).length).toBeGreaterThan(3));
  for (const [file, css] of Object.entries(sheets)) {
    it(`${file} parses with every block closed, and its top level holds no declarations`, () => {
      const root = postcss.parse(css, { from: file });
      expect(root.nodes.filter((n) => n.type === 'decl').map((n) => n.toString())).toEqual([]);
    });
  }
});
