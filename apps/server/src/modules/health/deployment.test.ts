import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DCLinter } from 'dclint';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { loadConfig } from '@/config.ts';

// No container engine runs in CI: the Dockerfile and compose.yaml are checked by what parses and lints
// them for real — dockerfile-utils (the linter behind VS Code's Docker support), dclint (the Compose
// specification's JSON schema plus its rules) — and by the rules of this project on top.

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Tags that name no fixed version: a rebuild would silently take another one. */
const MOVING_TAGS = new Set(['latest', 'stable', 'edge', 'nightly', 'dev', 'beta', 'canary', 'lts']);

const keyword = (instruction: Instruction) => instruction.getKeyword().toUpperCase();

/** What is wrong with a Dockerfile, by the linter and by the rules we care about; empty when nothing. */
function dockerfileProblems(text: string): string[] {
  const problems = validate(text).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
  const file = DockerfileParser.parse(text);
  const froms = file.getFROMs();
  if (froms.length < 2) problems.push('not a multi-stage build');
  const firstFrom = froms[0]?.getRange().start.line ?? 0;
  // Global ARGs (before the first FROM) may name the base image; their defaults are what gets built.
  const globals = new Map(
    file
      .getARGs()
      .filter((arg) => arg.getRange().start.line < firstFrom)
      .map((arg) => [arg.getProperty()?.getName() ?? '', arg.getProperty()?.getValue() ?? '']),
  );
  const stages = new Set<string>();
  for (const from of froms) {
    const image = (from.getImage() ?? '').replace(/\$\{?(\w+)\}?/g, (_, name: string) => globals.get(name) ?? '');
    if (!stages.has(image)) {
      const tag = /^[^@]*\/?[^/:@]+:([^/@]+)$/.exec(image.split('@')[0] ?? '')?.[1];
      if (!image.includes('@') && (!tag || MOVING_TAGS.has(tag))) problems.push(`base image "${image}" has no fixed version tag`);
    }
    const stage = from.getBuildStage();
    if (stage) stages.add(stage);
  }
  const last = froms.at(-1);
  const final = file.getInstructions().filter((instruction) => !last || instruction.getRange().start.line > last.getRange().start.line);
  const user = final.filter((instruction) => keyword(instruction) === 'USER').at(-1);
  const userName = user?.getArgumentsContent()?.trim().split(':')[0];
  if (!userName || userName === 'root' || userName === '0') problems.push('the final stage runs as root');
  const healthcheck = final.find((instruction) => keyword(instruction) === 'HEALTHCHECK');
  if (!healthcheck?.getArgumentsContent()?.includes('/api/health/live')) problems.push('no HEALTHCHECK calling /api/health/live');
  const runs = (instructions: Instruction[]) => instructions.filter((instruction) => keyword(instruction) === 'RUN').map((instruction) => instruction.getArgumentsContent() ?? '');
  if (!runs(final).some((command) => /apt-get install\b.*\bffmpeg\b/s.test(command))) problems.push("the final stage does not install Debian's ffmpeg");
  const all = runs(file.getInstructions());
  if (!all.some((command) => command.includes('scripts/ensure-build.mjs'))) problems.push('no stage runs the build (scripts/ensure-build.mjs)');
  if (!all.some((command) => /npm ci\b.*--omit=dev/s.test(command))) problems.push('no stage installs the run-time dependencies alone (npm ci --omit=dev)');
  return problems;
}

/** `${NAME:-default}` → default, `${NAME}` → "": the values compose uses when nothing is set. */
function withDefaults(value: unknown): string {
  return String(value).replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '');
}

function lintCompose(path: string): string[] {
  const linter = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] });
  return linter.lintFiles([path], false).flatMap((result) => result.messages.map((message) => `line ${message.line}: ${message.message} (${message.rule})`));
}

describe('Dockerfile', () => {
  it('passes the linter and our rules', () => {
    expect(dockerfileProblems(read('Dockerfile'))).toEqual([]);
  });

  it('finds a single-stage, root, untagged image without a health check', () => {
    const problems = dockerfileProblems('FROM node:latest\nHEALTHCHECK --intervall=5s CMD true\nRUN npm install\nCMD ["node", "server.js"]\n');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/intervall/),
        'not a multi-stage build',
        'base image "node:latest" has no fixed version tag',
        'the final stage runs as root',
        'no HEALTHCHECK calling /api/health/live',
        "the final stage does not install Debian's ffmpeg",
      ]),
    );
  });

  it('keeps dependencies and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });
});

describe('compose.yaml', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'booth-compose-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is a valid Compose file and passes dclint', () => {
    expect(lintCompose(join(ROOT, 'compose.yaml'))).toEqual([]);
  });

  it('finds a key the Compose specification does not know and an image without a version', () => {
    const path = join(dir, 'compose.yaml');
    writeFileSync(path, 'name: broken\nservices:\n  db:\n    image: postgres:latest\n  api:\n    image: boothwerk:1\n    restart_policy: always\n');
    expect(lintCompose(path)).toEqual([expect.stringMatching(/services\/api.*must NOT have additional properties.*\(invalid-schema\)/)]);
    writeFileSync(path, 'name: broken\nservices:\n  db:\n    image: postgres:latest\n');
    expect(lintCompose(path)).toEqual([expect.stringMatching(/does not have a concrete version tag/)]);
  });

  const compose = parseDocument(read('compose.yaml'), { merge: true }).toJS() as {
    services: Record<string, { build?: unknown; image?: string; command?: string[]; entrypoint?: string[]; environment?: Record<string, unknown>; restart?: string; healthcheck?: unknown; depends_on?: Record<string, { condition: string }>; deploy?: { replicas?: unknown }; profiles?: string[] }>;
  };
  const services = compose.services;
  const envOf = (name: string) => Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, withDefaults(value)]));

  it('runs API and worker processes in numbers, restarted and health-checked, after their dependencies are ready', () => {
    for (const name of ['api', 'worker']) {
      const service = services[name];
      expect(service?.build).toBeDefined();
      expect(service?.deploy?.replicas).toBeDefined();
      expect(service?.healthcheck).toBeDefined();
      expect(service?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' }, bucket: { condition: 'service_completed_successfully' } });
    }
    // Every long-running service comes back by itself; the one-shots and the on-demand tools do not.
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'bucket' && !service.profiles) expect([name, service.restart]).toEqual([name, 'unless-stopped']);
    }
    for (const name of ['postgres', 'redis', 'minio']) expect(services[name]?.healthcheck).toBeDefined();
  });

  it('configures every process through variables the server accepts', () => {
    const api = loadConfig(envOf('api'), '/app');
    expect(api).toMatchObject({ workers: false, trustProxy: true, redisUrl: 'redis://redis:6379', s3: { bucket: 'boothwerk', endpoint: 'http://minio:9000', forcePathStyle: true } });
    expect(api.databaseUrl).toMatch(/^postgres:\/\/boothwerk:.+@postgres:5432\/boothwerk$/);
    const worker = loadConfig(envOf('worker'), '/app');
    expect(worker).toMatchObject({ workerPort: 3000, databaseUrl: api.databaseUrl, redisUrl: api.redisUrl, s3: api.s3, publicUrl: api.publicUrl });
  });

  it('runs only files the image has', () => {
    const build = read('scripts/build-server.mjs');
    const files = Object.values(services).flatMap((service) => [...(service.command ?? []), ...(service.entrypoint ?? [])]).filter((part) => /\.m?js$/.test(part));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const bundle = /^apps\/server\/dist\/([\w-]+)\.mjs$/.exec(file)?.[1];
      // An entry point's name is a bare key (`worker:`) or, with a dash, a quoted one (`'print-server':`).
      if (bundle) expect(build).toMatch(new RegExp(`(\\b${bundle}|'${bundle}'): 'src/`));
      else expect([file, existsSync(join(ROOT, file))]).toEqual([file, true]);
    }
    expect(read('Dockerfile')).toContain('COPY scripts/s3-bucket.mjs');
  });
});
