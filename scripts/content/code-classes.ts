/**
 * Code colours as classes instead of inline styles (build time only). shiki with two themes writes
 * `style="--shiki-light:#…;--shiki-dark:#…"` on every token; this transformer gives each distinct
 * light/dark pair one short class, drops the token's own element where it only repeats the block's
 * default colour, and records the pair so that `codeColorsCss()` can write the stylesheet.
 *
 * Class names are derived from the pair itself, so every build, the dev server and the tests name
 * a pair alike; the record is process-wide (globalThis) because Vite loads this module once per
 * build, and the stylesheet must hold the pairs of all of them.
 */
import type { ShikiTransformer } from 'shiki';
import type { Element, ElementContent, Root } from 'hast';

/** A pair's declarations as shiki writes them, e.g. `--shiki-light:#24292e;--shiki-dark:#e1e4e8`, normalised. */
type Declarations = string;

const REGISTRY_KEY = Symbol.for('goprep.codeColorClasses');
type Registry = Map<string, Declarations>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as Registry | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = registry;

/** `--shiki-light:#24292E; --shiki-dark:#e1e4e8` → the shiki variables only, lower case, in a fixed order. */
export function shikiDeclarations(style: string): Declarations {
  return style
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d.startsWith('--shiki-') && !/^--shiki-(light|dark)-bg:/.test(d))
    .map((d) => {
      const colon = d.indexOf(':');
      return `${d.slice(0, colon).trim()}:${d.slice(colon + 1).trim().toLowerCase()}`;
    })
    .sort()
    .join(';');
}

/** FNV-1a, base 36: short, stable across processes. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The class of a pair (registered on first use); throws on the unlikely collision of two pairs' names. */
export function classFor(declarations: Declarations): string {
  const name = `k${hash(declarations).slice(0, 5)}`;
  const known = registry.get(name);
  if (known !== undefined && known !== declarations) throw new Error(`code colour classes collide: ${name} for "${known}" and "${declarations}"`);
  registry.set(name, declarations);
  return name;
}

function styleOf(node: Element): string {
  const style = node.properties?.style;
  return typeof style === 'string' ? style : '';
}

/** Adds a class, whichever property shiki's tree holds them in (`class` as a string, or `className`). */
function addClass(node: Element, name: string) {
  const props = node.properties as Record<string, unknown>;
  const list = [props.class, props.className].flatMap((v) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/\s+/) : []));
  delete props.class;
  props.className = [...list.filter(Boolean), name];
}

const isLine = (node: Element) => {
  const props = node.properties as Record<string, unknown>;
  const cls = props.class ?? props.className;
  return node.tagName === 'span' && (cls === 'line' || (Array.isArray(cls) && cls.length === 1 && cls[0] === 'line')) && Object.keys(props).length === 1;
};

/**
 * Rewrites one highlighted block: the `<pre>` gets the class of its default pair; each token span
 * gets its pair's class, or gives way to its text when its pair is the default one. The line spans
 * shiki wraps every line in go too (the lines stay apart by their newlines; nothing styles a line):
 * a chapter's code is most of its DOM, and they were a fifth of its elements (1,378 of 7,014 in
 * /chapters/errors).
 */
export function classifyCodeTree(pre: Element): void {
  const fallback = shikiDeclarations(styleOf(pre));
  delete pre.properties.style;
  if (fallback) addClass(pre, classFor(fallback));
  const visit = (node: Element) => {
    const out: ElementContent[] = [];
    for (const child of node.children) {
      if (child.type !== 'element') {
        out.push(child);
        continue;
      }
      if (isLine(child)) {
        visit(child);
        out.push(...child.children);
        continue;
      }
      const declarations = child.tagName === 'span' ? shikiDeclarations(styleOf(child)) : '';
      if (declarations) {
        delete child.properties.style;
        if (declarations === fallback && Object.keys(child.properties).length === 0) {
          visit(child);
          out.push(...child.children); // the block's own colour: no element needed
          continue;
        }
        addClass(child, classFor(declarations));
      }
      visit(child);
      out.push(child);
    }
    // Neighbouring text nodes become one, as the HTML parser would make them anyway.
    node.children = out.reduce<ElementContent[]>((acc, c) => {
      const last = acc[acc.length - 1];
      if (c.type === 'text' && last?.type === 'text') last.value += c.value;
      else acc.push(c.type === 'text' ? { ...c } : c);
      return acc;
    }, []);
  };
  visit(pre);
}

/** The shiki transformer used for every highlighted block of the site (chapters and quiz programs). */
export const codeClassesTransformer: ShikiTransformer = {
  name: 'goprep:code-classes',
  enforce: 'post',
  root(root: Root) {
    for (const node of root.children) if (node.type === 'element' && node.tagName === 'pre') classifyCodeTree(node);
  },
};

/** Every class used so far, as `name → declarations`. */
export function codeColorClasses(): ReadonlyMap<string, Declarations> {
  return registry;
}

/** The stylesheet of the classes used so far: each class sets the pair's variables, which global.css applies. */
export function codeColorsCss(): string {
  return [...registry]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, declarations]) => `.${name}{${declarations}}`)
    .join('\n');
}
