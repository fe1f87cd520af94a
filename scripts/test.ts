/**
 * `npm test`: every test of the project, each suite counted, then one line
 * `Total: N passed, M failed`.
 *   node scripts/test.ts                   docs, lint, types, unit, api, e2e, hardening (quick)
 *   node scripts/test.ts --suites api      only the named suites (comma list)
 *   --full                                 hardening at full size (npm run test:hardening)
 *   --label pg                             names the summary file (test-results/summary-pg.json)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, staleApps } from './build.ts';
import { ROOT } from './lib/apps.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ensureFfmpeg } from './lib/ffmpeg.ts';
import { bin, NODE, run } from './lib/run.ts';

interface Count {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
  /** The names of the failed tests, printed again at the very end where a log's tail shows them. */
  failures?: string[];
}

const RESULTS = path.join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });

async function check(suite: string, command: string, args: string[]): Promise<Count> {
  const { code } = await run(command, args, { prefix: suite });
  if (code === 0) return { suite, passed: 1, failed: 0, skipped: 0 };
  return { suite, passed: 0, failed: 1, skipped: 0, failures: [`${command} ${args.join(' ')}`] };
}

/**
 * Every file a Markdown doc links to or names exists (scripts/check-doc-paths.ts): one check,
 * whose failures are the missing paths, each as `doc:line: …`.
 */
async function docs(): Promise<Count> {
  const { code, output } = await run(NODE, [path.join(ROOT, 'scripts', 'check-doc-paths.ts')], {
    prefix: 'docs',
  });
  if (code === 0) return { suite: 'docs', passed: 1, failed: 0, skipped: 0 };
  const missing = output.split('\n').filter((line) => /^\S+\.md:\d+: /.test(line));
  const failures = missing.length ? missing : [`scripts/check-doc-paths.ts exited with ${code}`];
  return { suite: 'docs', passed: 0, failed: 1, skipped: 0, failures };
}

async function unit(): Promise<Count> {
  const report = path.join(RESULTS, 'jest.json');
  const { code } = await run(NODE, [bin('jest', 'bin/jest.js'), '--json', `--outputFile=${report}`], {
    prefix: 'unit',
  });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
    const failures = (json.testResults as JestFile[]).flatMap((file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')
        ? [`${path.relative(ROOT, file.name)}: ${file.message.split('\n').find(Boolean) ?? 'did not run'}`]
        : file.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${path.relative(ROOT, file.name)}: ${test.fullName}`),
    );
    return {
      suite: 'unit',
      passed: json.numPassedTests,
      failed: failed || (code ? 1 : 0),
      skipped: json.numPendingTests,
      failures,
    };
  } catch {
    return { suite: 'unit', passed: 0, failed: 1, skipped: 0, note: 'jest did not report' };
  }
}

interface JestFile {
  name: string;
  status: string;
  message: string;
  assertionResults: { status: string; fullName: string }[];
}

/** The failed tests named by node's spec reporter (`✖ name (12ms)`), each once. */
const nodeFailures = (output: string) => [
  ...new Set(
    [...output.matchAll(/^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/gm)]
      .map((match) => match[1] as string)
      .filter((name) => name !== 'failing tests:'),
  ),
];

/** A workspace whose `npm test` runs node's test runner: its closing counts. */
async function nodeTests(
  suite: string,
  workspace: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Count> {
  const { code, output } = await run('npm', ['run', '--silent', 'test', '--workspace', workspace], {
    prefix: workspace,
    env,
  });
  const count = (name: string) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  if (passed === 0 && failed === 0)
    return { suite, passed: 0, failed: 1, skipped: 0, note: `no ${workspace} test ran` };
  return {
    suite,
    passed,
    failed: failed || (code ? 1 : 0),
    skipped: count('skipped') + count('todo'),
    failures: nodeFailures(output),
  };
}

const api = () => {
  ensureFfmpeg();
  return nodeTests(process.env.DATABASE_URL ? 'api (PostgreSQL)' : 'api (SQLite)', 'api');
};

/**
 * Attacks, load and faults against the real server: the quick size in every run, the full
 * size (500 connections for 60 s, sqlmap) with --full (npm run test:hardening).
 */
async function hardening(): Promise<Count> {
  const full = args.includes('--full');
  ensureFfmpeg();
  return nodeTests(`hardening (${full ? 'full' : 'quick'})`, 'hardening', {
    ...process.env,
    HARDENING: full ? 'full' : 'quick',
  });
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; ok: boolean }[];
}

/** The specs that did not pass at first try (failed or flaky), as `file: title`. */
const playwrightFailures = (suites: PlaywrightSuite[] = []): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${suite.file}: ${spec.title}`),
    ...playwrightFailures(suite.suites),
  ]);

async function e2e(): Promise<Count> {
  ensureChromium();
  ensureFfmpeg();
  const stale = staleApps();
  if (stale.length && !(await build(stale)))
    return { suite: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'build failed' };
  const report = path.join(RESULTS, 'e2e.json');
  const { code } = await run(
    NODE,
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'],
    {
      prefix: 'e2e',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: process.env.CI ?? '1' },
    },
  );
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    return {
      suite: 'e2e',
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky || (code ? 1 : 0),
      skipped: stats.skipped,
      failures: playwrightFailures(suites),
    };
  } catch {
    return { suite: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'playwright did not report' };
  }
}

const SUITES: Record<string, () => Promise<Count>> = {
  docs,
  lint: () => check('lint', NODE, [bin('eslint', 'bin/eslint.js'), '.']),
  format: () =>
    check('format', NODE, [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']),
  types: () => check('types', NODE, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']),
  unit,
  api,
  e2e,
  hardening,
};

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const selected = option('--suites')?.split(',') ?? Object.keys(SUITES);
const unknown = selected.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}

const counts: Count[] = [];
for (const name of selected) {
  try {
    counts.push(await (SUITES[name] as () => Promise<Count>)());
  } catch (error) {
    counts.push({ suite: name, passed: 0, failed: 1, skipped: 0, note: (error as Error).message });
  }
}

writeFileSync(
  path.join(RESULTS, `summary-${option('--label') ?? 'main'}.json`),
  JSON.stringify(counts, null, 2),
);
console.log('\nSuite                 passed  failed  skipped');
for (const c of counts) {
  const line = `${c.suite.padEnd(20)} ${String(c.passed).padStart(7)} ${String(c.failed).padStart(7)} ${String(c.skipped).padStart(8)}`;
  console.log(c.note ? `${line}   ${c.note}` : line);
}
for (const c of counts) for (const name of c.failures ?? []) console.log(`✖ ${c.suite}: ${name}`);
const total = (key: 'passed' | 'failed' | 'skipped') => counts.reduce((sum, c) => sum + c[key], 0);
console.log(`\nTotal: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
