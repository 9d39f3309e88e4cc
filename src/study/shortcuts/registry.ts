/**
 * The one registry of keyboard shortcuts: every page registers its keys here, one listener on the
 * window dispatches them, and the help dialog ("?") lists what is registered. No React, no globals
 * besides the exported default registry.
 */

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export type ShortcutGroup = 'global' | 'page';

export interface Shortcut {
  /** Unique id; registering the same id again replaces the earlier registration. */
  id: string;
  /** Key specs: `mod+k` (Ctrl or ⌘), `/`, `?`, `Escape`, `ArrowDown`, `1`… Any of them triggers. */
  keys: string[];
  /** What it does, in Russian, for the help dialog. */
  description: string;
  group: ShortcutGroup;
  /**
   * Whether the keys fire while the focus is in a text field. By default only combinations with
   * `mod`, `ctrl` or `alt` do; plain keys type text there.
   */
  inTextFields?: boolean;
  /** Listed in the help dialog but dispatched by its owner (keys that live inside a widget). */
  listOnly?: boolean;
  run?: (event: KeyLike) => void;
}

/** Whether a key event matches a spec such as `mod+k`, `shift+?`, `/`. Case-insensitive for letters. */
export function matches(spec: string, e: KeyLike): boolean {
  const parts = spec.split('+');
  const key = parts.pop() ?? '';
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  const wantMod = mods.has('mod');
  const wantCtrl = mods.has('ctrl');
  const wantAlt = mods.has('alt');
  const hasMod = e.ctrlKey || e.metaKey;
  if (wantMod ? !hasMod : wantCtrl ? !e.ctrlKey : hasMod) return false;
  if (wantAlt !== e.altKey) return false;
  // Shift is part of the character for `?`; it is only checked when the spec names it.
  if (mods.has('shift') && !e.shiftKey) return false;
  return key.length === 1 ? e.key.toLowerCase() === key.toLowerCase() || codeMatches(key, e) : e.key === key;
}

/** Ctrl+K on a Russian layout sends key "л": match by the physical key as well. */
function codeMatches(key: string, e: KeyLike): boolean {
  const code = (e as KeyLike & { code?: string }).code;
  if (!code || !(e.ctrlKey || e.metaKey)) return false;
  return /^[a-z]$/i.test(key) && code === `Key${key.toUpperCase()}`;
}

/** Text fields keep their keys: shortcuts without a modifier must not fire while typing. */
export function isTextField(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: string; type?: string; isContentEditable?: boolean };
  if (el.isContentEditable) return true;
  const tag = el.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes((el.type ?? 'text').toLowerCase());
}

export interface ShortcutRegistry {
  register(shortcut: Shortcut): () => void;
  list(): Shortcut[];
  /** Runs the newest matching shortcut; true if one ran (the caller then prevents the default). */
  dispatch(event: KeyLike, target: unknown): boolean;
  subscribe(listener: () => void): () => void;
}

export function createRegistry(): ShortcutRegistry {
  let entries: Shortcut[] = [];
  let snapshot: Shortcut[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    snapshot = [...entries];
    for (const l of listeners) l();
  };
  return {
    register(shortcut) {
      entries = [...entries.filter((s) => s.id !== shortcut.id), shortcut];
      changed();
      return () => {
        if (!entries.includes(shortcut)) return;
        entries = entries.filter((s) => s !== shortcut);
        changed();
      };
    },
    list: () => snapshot,
    dispatch(event, target) {
      const inText = isTextField(target);
      for (let i = entries.length - 1; i >= 0; i--) {
        const s = entries[i]!;
        if (s.listOnly || !s.run) continue;
        const fires = (k: string) => !inText || (s.inTextFields ?? /^(mod|ctrl|alt)\+/i.test(k));
        if (s.keys.some((k) => fires(k) && matches(k, event))) {
          s.run(event);
          return true;
        }
      }
      return false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Key names as the help dialog shows them. */
export function displayKey(spec: string, mac: boolean): string {
  return spec
    .split('+')
    .map((part) => {
      const p = part.toLowerCase();
      if (p === 'mod') return mac ? '⌘' : 'Ctrl';
      if (p === 'ctrl') return 'Ctrl';
      if (p === 'alt') return mac ? '⌥' : 'Alt';
      if (p === 'shift') return 'Shift';
      if (p === 'arrowup') return '↑';
      if (p === 'arrowdown') return '↓';
      if (p === 'arrowleft') return '←';
      if (p === 'arrowright') return '→';
      if (p === 'escape') return 'Esc';
      if (p === 'enter') return 'Enter';
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join(' + ');
}

/** The app's registry. */
export const shortcuts = createRegistry();
