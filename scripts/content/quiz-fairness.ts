/**
 * What a quiz may show before the answer. Every question is asked with the same prompt; its id (in the URL,
 * the title, lists) is its topic and a number; an optional `setup` states facts the source does not show and
 * never the outcome. Used by the content check and its tests.
 */
import { NEUTRAL_QUESTION_ID } from '../../src/quiz/schema.ts';

/** Words that name an outcome: a setup that needs them says what the program does instead of what it is given. */
const OUTCOME_WORDS: readonly RegExp[] = [
  /паник/i,
  /\bpanic\b(?!nil)/i,
  /fatal/i,
  /deadlock/i,
  /заверш/i,
  /код[а-я]* выхода/i,
  /\bexit\b/i,
  /упад/i,
  /recover/i,
  /\bcrash/i,
  /компил/i,
  /\bvet\b/i,
  /гонк/i,
  /вывод/i,
  /stderr|stdout/i,
  /\?/,
];

export function questionIdProblem(topic: string, id: string): string | null {
  const m = NEUTRAL_QUESTION_ID.exec(id);
  if (!m) return `id "${id}" is not neutral: use "<topic>-<number>", e.g. "${topic}-07" (an id is shown before the answer)`;
  if (m[1] !== topic) return `id "${id}" does not start with its topic "${topic}"`;
  return null;
}

export function setupProblem(setup: string | undefined): string | null {
  if (setup === undefined) return null;
  const hit = OUTCOME_WORDS.find((re) => re.test(setup));
  return hit ? `setup "${setup}" hints at the outcome or asks the question (matches ${hit}); state only what the program is given` : null;
}

/** The rename table maps old ids that are gone to ids that exist. */
export function renamedProblems(renamed: Record<string, string>, ids: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(renamed)) {
    if (ids.has(from)) problems.push(`renamed.json: "${from}" is still a question id`);
    if (!ids.has(to)) problems.push(`renamed.json: "${from}" → "${to}", which is not a question`);
  }
  return problems;
}

/** Whether an option ends the way a crash or an os.Exit does (`exit status N`) or the program returns normally. */
function endsWithExitStatus(option: string): boolean {
  return /(^|\n)exit status \d+\s*$/.test(option);
}

/**
 * The shape of the options must not single out the answer: if only the answer ended with `exit status`
 * (or only the answer did not), a learner could pick it without reading the program.
 */
export function optionShapeProblem(answer: string, distractors: readonly string[]): string | null {
  const crashes = endsWithExitStatus(answer);
  if (distractors.some((d) => endsWithExitStatus(d) === crashes)) return null;
  return crashes
    ? 'only the answer ends with "exit status": add a distractor in which the program also stops with a status'
    : 'every distractor ends with "exit status" but the answer does not: add a distractor in which the program returns normally';
}
