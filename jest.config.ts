import type { Config } from 'jest';

// NestJS 12 and a few of its dependencies ship as ES modules only: swc transforms them to CommonJS
// together with our sources (TOOLCHAIN.md, option a).
const esmPackages = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'load-esm',
  'uid',
  'iterare',
  '@fastify/static',
  'content-disposition',
  'p-limit',
  'yocto-queue',
].join('|');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/backend', '<rootDir>/tests'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '^@wl/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@wl/projections$': '<rootDir>/projections/src/index.ts',
    '^@wl/projections/mongo$': '<rootDir>/projections/src/store/mongo-document-store.ts',
    '^@wl/projections/postgres$': '<rootDir>/projections/src/store/postgres-document-store.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // A net for a test that hangs, not a speed check: two workers on a loaded machine make a 10 s test take 30.
  testTimeout: 60_000,
  // One worker per core (jest's default leaves one core idle: a single worker on two cores). Files are safe side by
  // side: servers listen on port 0, data lives in fresh temporary folders, each file has its own PostgreSQL database,
  // SMTP capture and Chromium contexts (docs/operations.md, "Tests").
  maxWorkers: '100%',
  // Test files run in a worker that is replaced once it holds more than this after a file: in one process the whole
  // suite (native SQLite handles, Chromium pages, Nest apps) outgrew Node's 4 GB heap.
  workerIdleMemoryLimit: '1536MB',
  // The longest files first, so that the two workers end together.
  testSequencer: '<rootDir>/tests/support/longest-first-sequencer.cjs',
  // One Chromium for the whole run (tests/support/shared-chromium.ts).
  globalSetup: '<rootDir>/tests/support/shared-chromium.ts',
  globalTeardown: '<rootDir>/tests/support/shared-chromium-teardown.ts',
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
};

export default config;
