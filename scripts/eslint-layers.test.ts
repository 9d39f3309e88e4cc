import { RuleTester } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerViolation, layersPlugin } from './eslint-layers.mjs';

describe('the layers of src/', () => {
  it('let a module import its own layer and lower ones', () => {
    expect(layerViolation('quiz-ui/QuestionView.tsx', 'site/paths.ts')).toBeNull();
    expect(layerViolation('app/Layout.tsx', 'quiz-ui/QuizDue.tsx')).toBeNull();
    expect(layerViolation('quiz-ui/Shortcuts.tsx', 'study/shortcuts/useShortcut.ts')).toBeNull();
    expect(layerViolation('labs/kit/LabShell.tsx', 'labs/registry.ts')).toBeNull();
  });

  it('refuse an import of a higher layer, also of a folder that sits above its own sub-folder', () => {
    expect(layerViolation('quiz-ui/QuestionView.tsx', 'app/chapters.ts')).toMatch(/higher layer "app"/);
    expect(layerViolation('labs/LabPages.tsx', 'mdx/components.tsx')).toMatch(/higher layer "mdx"/);
    expect(layerViolation('study/shortcuts/registry.ts', 'study/progress/ProgressPage.tsx')).toMatch(/higher layer "study"/);
    expect(layerViolation('engine/retry-storm/outage.ts', 'store/appStore.ts')).toMatch(/higher layer "store"/);
  });

  it('keep features apart', () => {
    expect(layerViolation('labs/LabPages.tsx', 'quiz-ui/bank.ts')).toMatch(/separate features/);
    expect(layerViolation('quiz-ui/InlineQuiz.tsx', 'labs/registry.ts')).toMatch(/separate features/);
  });
});

describe('the lint rule', () => {
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
  const file = resolve('src/quiz-ui/QuestionView.tsx');
  it('reports upward imports, static and dynamic, and lets type imports pass', () => {
    tester.run('layers/imports', layersPlugin.rules.imports, {
      valid: [
        { filename: file, code: "import { paths } from '../site/paths.ts';" },
        { filename: file, code: "import type { LoadedChapter } from '../app/chapters.ts';" },
        { filename: file, code: "import { type LoadedChapter } from '../app/chapters.ts';" },
        { filename: file, code: "import { useState } from 'react';" },
      ],
      invalid: [
        { filename: file, code: "import { loadChapter } from '../app/chapters.ts';", errors: 1 },
        { filename: file, code: "const m = import('../islands/registry.ts');", errors: 1 },
        { filename: file, code: "export { x } from '../mdx/components.tsx';", errors: 1 },
        { filename: file, code: "import { labs } from '../labs/registry.ts';", errors: 1 },
      ],
    });
  });
});
