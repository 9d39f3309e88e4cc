import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type Shortcut, shortcuts } from './registry.ts';

/**
 * Registers a shortcut while the component is mounted. `run` may change between renders; the
 * registration does not.
 */
export function useShortcut(shortcut: Shortcut): void {
  const run = useRef(shortcut.run);
  useEffect(() => {
    run.current = shortcut.run;
  });
  const { id, description, group, inTextFields, listOnly } = shortcut;
  const keys = shortcut.keys.join(' ');
  useEffect(
    () =>
      shortcuts.register({
        id,
        keys: keys.split(' '),
        description,
        group,
        inTextFields,
        listOnly,
        run: listOnly ? undefined : (e) => run.current?.(e),
      }),
    [id, keys, description, group, inTextFields, listOnly],
  );
}

/** Every registered shortcut, for the help dialog. */
export function useShortcutList(): Shortcut[] {
  return useSyncExternalStore(shortcuts.subscribe, shortcuts.list, () => []);
}
