import { t } from './strings.ts';
import { useShortcut } from '../study/shortcuts/useShortcut.ts';

export function Kbd({ children }: { children: string }) {
  return <kbd className="kbd">{children}</kbd>;
}

/**
 * Lists the quiz keys in the app's shortcut help ("?"). The quiz dispatches them itself: Enter must
 * keep working on focused links and buttons, which a registry entry would swallow.
 */
export function QuizShortcutHelp() {
  const group = 'page' as const;
  useShortcut({ id: 'quiz-pick', keys: ['1', '2', '3', '4', '5'], description: t.quiz.keys.pick, group, listOnly: true });
  useShortcut({ id: 'quiz-submit', keys: ['Enter'], description: t.quiz.keys.submit, group, listOnly: true });
  useShortcut({ id: 'quiz-next', keys: ['ArrowRight'], description: t.quiz.keys.next, group, listOnly: true });
  useShortcut({ id: 'quiz-typed', keys: ['mod+Enter'], description: t.quiz.keys.typed, group, listOnly: true, inTextFields: true });
  return null;
}

/** The keys, always on screen under a question. */
export function ShortcutBar() {
  return (
    <div className="shortcut-bar" aria-hidden="true">
      <span>
        <Kbd>1</Kbd>–<Kbd>5</Kbd> {t.quiz.keys.pick}
      </span>
      <span>
        <Kbd>Enter</Kbd> {t.quiz.keys.submit}
      </span>
      <span>
        <Kbd>→</Kbd> {t.quiz.keys.next}
      </span>
      <span>
        <Kbd>Ctrl+Enter</Kbd> {t.quiz.keys.typed}
      </span>
      <span>
        <Kbd>?</Kbd> {t.quiz.keys.help}
      </span>
    </div>
  );
}
