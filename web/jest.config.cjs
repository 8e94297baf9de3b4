/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  // Whole pages render in jsdom and lazy chunks are transformed on first use; CI runs two workers.
  testTimeout: 20000,
  setupFiles: ['<rootDir>/src/test/jsdom-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/../api/src/domain/$1',
    '\\.(css|svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/file-stub.cjs',
  },
};
