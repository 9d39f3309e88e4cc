import { describe, expect, it } from 'vitest';
import { godebugDefault, programImportPath } from './pipeline.ts';

describe('godebugDefault', () => {
  it('overrides the module defaults with //go:debug lines and sorts by key, as the go command links it', () => {
    // `go build -n` of examples/panic-vs-error/panic-nil-old (//go:debug panicnil=1) links exactly this.
    const source = '//go:debug panicnil=1\n\npackage main\n';
    expect(godebugDefault('tracebacklabels=0,x509sslcertoverrideplatform=0', source)).toBe('panicnil=1,tracebacklabels=0,x509sslcertoverrideplatform=0');
    expect(godebugDefault('tracebacklabels=0', '//go:debug tracebacklabels=1\npackage main\n')).toBe('tracebacklabels=1');
    expect(godebugDefault('', 'package main\n')).toBe('');
  });

  it('compiles an app program under its own import path, a learner program under the playground', () => {
    expect(programImportPath('quizzes/panic/panic-02')).toBe('goprep/content/quizzes/panic/panic-02');
    expect(programImportPath(undefined)).toBe('goprep/content/playground');
  });
});
