/**
 * Vets, builds and runs every Go program under content/ with a real Go 1.26+, and compares
 * stdout, stderr and the exit status with content/generated/go-runs.json.
 *
 *   npm run verify:go                       compare; exit 1 on any difference
 *   npm run verify:go -- --update           re-record the outputs
 *   npm run verify:go -- --only <prefix>    only programs whose id starts with the prefix
 *
 * Every program that is not `//goprep:timing` runs twice, under GOMAXPROCS=1 (a one-CPU container) and
 * GOMAXPROCS=4 (many cores), at the same time; both runs must give the recorded output, so a program whose
 * output depends on scheduling fails here instead of misleading a learner. Quiz programs may not be timing.
 *
 * It also checks every quiz question: its answer must be exactly the recorded output and no
 * distractor may equal it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { answerOf, comparableStderr, normaliseOutput, normaliseStderr } from '../src/quiz/output.ts';
import {
  GO_RUNS_FILE,
  type GoRunsRecord,
  type ProgramRecord,
  findPrograms,
  parseDirectives,
  readQuizFiles,
} from './content/programs.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const contentDir = join(root, 'content');
const args = process.argv.slice(2);
const update = args.includes('--update');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '') : '';
const RUN_TIMEOUT_MS = 20_000;

const goScript = join(root, 'scripts', 'go.sh');
let goBin: string;
try {
  goBin = execFileSync(join(root, 'scripts', 'ensure-go.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
} catch {
  console.error('verify-go: no Go 1.26+ found and it could not be fetched. Install Go 1.26+ or run on Debian with apt access.');
  process.exit(1);
}
const goVersion = execFileSync(goScript, ['env', 'GOVERSION'], { encoding: 'utf8' }).trim();
console.log(`verify-go: ${goVersion} (${goBin})`);

const programs = findPrograms(contentDir).filter((id) => id.startsWith(only));
if (programs.length === 0) {
  console.error(`verify-go: no programs found${only ? ` under "${only}"` : ''}`);
  process.exit(1);
}

const failures: string[] = [];
const directives = new Map(programs.map((id) => [id, parseDirectives(readFileSync(join(contentDir, id, 'main.go'), 'utf8'))]));

// One `go vet` for all packages is much faster than one per package.
const toVet = programs.filter((id) => directives.get(id)?.novet === undefined).map((id) => `./${id}`);
if (toVet.length > 0) {
  try {
    await run(goScript, ['vet', ...toVet], { maxBuffer: 64 << 20 });
  } catch (error) {
    failures.push(`go vet failed:\n${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
}

const binDir = join(root, '.cache', 'go-bin');
mkdirSync(binDir, { recursive: true });
const workDir = mkdtempSync(join(tmpdir(), 'goprep-run-'));

async function buildAndRun(id: string): Promise<ProgramRecord | undefined> {
  const d = directives.get(id)!;
  const bin = join(binDir, id.replaceAll('/', '__'));
  try {
    await run(goScript, ['build', '-trimpath', '-o', bin, `./${id}`], { maxBuffer: 16 << 20 });
  } catch (error) {
    failures.push(`${id}: does not build:\n${(error as { stderr?: string }).stderr ?? String(error)}`);
    return undefined;
  }
  if (d.norun) return { stdout: '', stderr: '', exitCode: 0, norun: true };
  if (d.timing && id.startsWith('quizzes/')) {
    failures.push(`${id}: a quiz program may not be //goprep:timing: its answer must not depend on scheduling`);
    return undefined;
  }
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: workDir, TMPDIR: workDir, LANG: 'C.UTF-8' };
  for (const [name, value] of d.env) env[name] = value;
  // A timing program is checked loosely anyway; every other one must not care how many CPUs it gets.
  const cpuSettings = d.timing || d.env.some(([name]) => name === 'GOMAXPROCS') ? [undefined] : DETERMINISM_GOMAXPROCS;
  const runs = await Promise.all(cpuSettings.map((procs) => runOnce(bin, procs === undefined ? env : { ...env, GOMAXPROCS: procs })));
  const timedOut = runs.findIndex((r) => r.timedOut);
  if (timedOut >= 0) {
    failures.push(`${id}: did not finish in ${RUN_TIMEOUT_MS / 1000} s${cpuSettings[timedOut] ? ` (GOMAXPROCS=${cpuSettings[timedOut]})` : ''}`);
    return undefined;
  }
  const records = runs.map((result): ProgramRecord => {
    const record: ProgramRecord = { stdout: result.stdout, stderr: normaliseStderr(result.stderr), exitCode: result.exitCode };
    if (d.timing) record.timing = true;
    if (d.env.length > 0) record.env = d.env.map(([n, v]) => `${n}=${v}`);
    return record;
  });
  const [first, ...others] = records;
  for (const [i, other] of others.entries()) {
    if (!sameRun(first!, other)) {
      failures.push(
        `${id}: the output depends on the number of CPUs (nondeterministic)\n--- GOMAXPROCS=${cpuSettings[0]} (exit ${first!.exitCode})\n${first!.stdout}${first!.stderr}\n+++ GOMAXPROCS=${cpuSettings[i + 1]} (exit ${other.exitCode})\n${other.stdout}${other.stderr}`,
      );
      return undefined;
    }
  }
  return first;
}

/** The CPU counts every deterministic program is run with (a one-CPU container and a many-core machine). */
const DETERMINISM_GOMAXPROCS = ['1', '4'];

function runOnce(bin: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ stdout: string; stderr: string; exitCode: number; timedOut: boolean }>((done) => {
    const child = execFile(bin, [], { cwd: workDir, env, timeout: RUN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const err = error as (NodeJS.ErrnoException & { code?: number | string; killed?: boolean; signal?: string }) | null;
      let exitCode = 0;
      if (err) exitCode = typeof err.code === 'number' ? err.code : err.signal === 'SIGABRT' ? 134 : 128;
      done({ stdout, stderr, exitCode, timedOut: Boolean(err?.killed) });
    });
    child.stdin?.end();
  });
}

function sameRun(a: ProgramRecord, b: ProgramRecord): boolean {
  return a.stdout === b.stdout && comparableStderr(a.stderr) === comparableStderr(b.stderr) && a.exitCode === b.exitCode;
}

const fresh = new Map<string, ProgramRecord>();
let next = 0;
let done = 0;
const workers = Array.from({ length: Math.max(1, Math.min(4, cpus().length)) }, async () => {
  while (next < programs.length) {
    const id = programs[next++]!;
    const record = await buildAndRun(id);
    if (record) fresh.set(id, record);
    done++;
    if (process.stdout.isTTY) process.stdout.write(`\r  ${done}/${programs.length} programs`);
  }
});
await Promise.all(workers);
if (process.stdout.isTTY) process.stdout.write('\n');
rmSync(workDir, { recursive: true, force: true });

const recordPath = join(root, GO_RUNS_FILE);
const recorded: GoRunsRecord = existsSync(recordPath)
  ? (JSON.parse(readFileSync(recordPath, 'utf8')) as GoRunsRecord)
  : { goVersion, programs: {} };

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

if (update) {
  const merged: Record<string, ProgramRecord> = only ? { ...recorded.programs } : {};
  for (const [id, record] of fresh) merged[id] = record;
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((id) => [id, merged[id]!]));
  writeFileSync(recordPath, `${JSON.stringify({ goVersion, programs: sorted }, null, 2)}\n`);
  console.log(`verify-go: recorded ${fresh.size} programs in ${GO_RUNS_FILE}`);
} else {
  for (const id of programs) {
    const now = fresh.get(id);
    const before = recorded.programs[id];
    if (!now) continue;
    if (!before) {
      failures.push(`${id}: no recorded output (run: npm run verify:go -- --update --only ${id})`);
      continue;
    }
    const same = now.timing ? now.exitCode === before.exitCode && firstLine(now.stderr) === firstLine(before.stderr) : sameRun(now, before);
    if (!same) {
      failures.push(
        `${id}: output differs from the record\n--- recorded (exit ${before.exitCode})\n${before.stdout}${before.stderr}\n+++ now (exit ${now.exitCode})\n${now.stdout}${now.stderr}`,
      );
    }
  }
  if (!only) {
    for (const id of Object.keys(recorded.programs)) {
      if (!programs.includes(id)) failures.push(`${id}: recorded but the program no longer exists (re-record with --update)`);
    }
  }
}

// Quiz answers must be the real output.
const outputs = update ? { ...recorded.programs, ...Object.fromEntries(fresh) } : recorded.programs;
for (const quiz of readQuizFiles(contentDir)) {
  if (!quiz.programId.startsWith(only)) continue;
  if (!quiz.ok) {
    failures.push(`${quiz.programId}/quiz.yaml: ${quiz.error}`);
    continue;
  }
  const output = outputs[quiz.programId];
  if (!output) continue; // reported above
  const real = answerOf(output);
  if (normaliseOutput(quiz.data.answer) !== real) {
    failures.push(`${quiz.programId}: the answer is not the real output\n--- answer\n${normaliseOutput(quiz.data.answer)}\n+++ real\n${real}`);
  }
  quiz.data.distractors.forEach((d, i) => {
    if (normaliseOutput(d) === real) failures.push(`${quiz.programId}: distractor ${i + 1} equals the real output`);
  });
  const uniqueOptions = new Set([real, ...quiz.data.distractors.map(normaliseOutput)]);
  if (uniqueOptions.size !== quiz.data.distractors.length + 1) failures.push(`${quiz.programId}: two options are the same`);
}

if (failures.length > 0) {
  console.error(`\nverify-go: ${failures.length} problem(s):\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log(`verify-go: ${programs.length} programs ${update ? 'recorded' : 'match the record'}`);
