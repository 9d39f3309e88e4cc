/**
 * The code editor: CodeMirror 6 with only what a learner editing one main.go needs (Go highlighting,
 * line numbers, undo, bracket matching, Tab indents). Loaded in the runner's chunk only.
 * Tab is bound to indenting; CodeMirror's own escape hatch (Esc, then Tab) lets a keyboard user leave.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { goLanguage } from '@codemirror/lang-go';
import { HighlightStyle, LanguageSupport, bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface EditorHandle {
  focus(): void;
  getSource(): string;
  setSource(source: string): void;
}

interface EditorProps {
  initial: string;
  label: string;
  describedBy?: string;
  /** Lines to mark as errors (1-based), with their messages. */
  errors: { line: number; message: string }[];
  onChange(source: string): void;
  onRun(): void;
}

/** Colours are CSS variables (src/runner/ui/runner.css) so they follow the app's light and dark themes. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword], color: 'var(--cm-keyword)' },
  { tag: [tags.string, tags.special(tags.string), tags.character], color: 'var(--cm-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--cm-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--cm-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.typeName)], color: 'var(--cm-type)' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.function(tags.definition(tags.variableName))], color: 'var(--cm-function)' },
  { tag: tags.invalid, color: 'var(--danger)' },
]);

const setErrors = StateEffect.define<{ line: number; message: string }[]>();

/** Compile-error lines as line decorations: a tinted background and the message on hover. */
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    value = value.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setErrors)) continue;
      const builder = new RangeSetBuilder<Decoration>();
      const byLine = new Map<number, string>();
      for (const { line, message } of e.value) byLine.set(line, byLine.has(line) ? `${byLine.get(line)}\n${message}` : message);
      for (const line of [...byLine.keys()].sort((a, b) => a - b)) {
        if (line < 1 || line > tr.state.doc.lines) continue;
        const at = tr.state.doc.line(line).from;
        builder.add(at, at, Decoration.line({ class: 'cm-error-line', attributes: { title: byLine.get(line)!, 'data-error-line': String(line) } }));
      }
      value = builder.finish();
    }
    return value;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--code-bg)', fontSize: '0.86rem' },
  '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'var(--cm-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--cm-active-line)', color: 'var(--fg)' },
  '&.cm-focused': { outline: 'none' }, // the frame around it shows focus (runner.css)
  '.cm-cursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--cm-selection) !important' },
  '.cm-error-line': { backgroundColor: 'var(--cm-error-line)', boxShadow: 'inset 3px 0 0 var(--danger)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--cm-selection)', outline: '1px solid var(--muted)' },
});

export const Editor = forwardRef<EditorHandle, EditorProps>(function Editor({ initial, label, describedBy, errors, onChange, onRun }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          indentUnit.of('\t'), // gofmt indents with tabs
          EditorState.tabSize.of(4),
          new LanguageSupport(goLanguage),
          syntaxHighlighting(highlight),
          errorField,
          theme,
          keymap.of([
            { key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) },
            indentWithTab,
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) callbacks.current.onChange(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor is made once; later `initial` values go through setSource.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrors.of(errors) });
  }, [errors]);

  useImperativeHandle(ref, () => ({
    focus: () => view.current?.focus(),
    getSource: () => view.current?.state.doc.toString() ?? initial,
    setSource: (source: string) => {
      const v = view.current;
      if (!v) return;
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: source } });
    },
  }));

  return <div ref={host} className="runner-editor" data-testid="runner-editor" />;
});
