/** Unit and component tests of every front-end workspace, one jest project each. */
import type { Config } from 'jest';
import { APP_FOLDERS } from './shared-ui/src/contracts/apps.ts';

const WORKSPACES = ['shared-ui', ...APP_FOLDERS];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  projects: WORKSPACES.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
    testEnvironment: '<rootDir>/../jest/jsdom-environment.ts',
    setupFilesAfterEnv: ['<rootDir>/../jest/setup.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(ky|typebox)/)'],
    moduleNameMapper: { '\\.css$': '<rootDir>/../jest/style-stub.cjs' },
  })),
};

export default config;
