/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Unit tests sit beside their code (src/**/*.test.ts); the HTTP and GraphQL suites in test/.
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|m?j)s$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
};
