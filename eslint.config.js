import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'apps/demo-site/public/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    rules: {
      // An async function without await is how many interface implementations return a promise.
      '@typescript-eslint/require-await': 'off',
      // Raw SQL rows are `unknown` by design and read with String(); the rule cannot tell them from objects.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read untyped JSON bodies and pass spies around; the product code keeps these rules.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // `inject().json() as T` reads better in a test than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // The server's layers: shared code sits below every feature; only app.ts and create-context.ts compose them.
    files: ['apps/server/src/context.ts', 'apps/server/src/config.ts', 'apps/server/src/{auth,db,events,http,lib}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/', message: 'Shared server code must not import a feature.' }] }] },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^./][^/]*/.*\\.routes?\\.ts$', message: "A feature never imports another feature's routes: call its use case." },
            {
              regex: '^\\.\\./[^./][^/]*/.*\\.queries\\.ts$',
              message: "A feature never imports another feature's queries: call its exported function; row types come from db/schema.ts.",
            },
            {
              regex: '^(\\.\\./)+(app|create-context|main)\\.ts$',
              message: 'Features do not import the composition root (app.ts, create-context.ts, main.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's layers (as in Bulletproof React): shared code (components, hooks, lib, api) never
    // reaches into a feature, and a feature never into another one; only app/ composes features.
    files: ['apps/web/src/components/**', 'apps/web/src/hooks/**', 'apps/web/src/lib/**', 'apps/web/src/api/**', 'apps/web/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/', message: 'Shared code must not import a feature.' }] }] },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)|(^|/)features/',
              message: 'A feature imports only its own files and the shared layer (components, hooks, lib, api, the contract); move what features share there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The knowledge package stands alone: nothing in it reaches into an app, and its product code never into its test support.
    files: ['packages/knowledge/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)apps/', message: 'The knowledge package never imports from an app.' }] }] },
  },
  {
    files: ['packages/knowledge/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)apps/', message: 'The knowledge package never imports from an app.' },
            { regex: '(^|/)testing(/|$)', message: 'Product code never imports test support (@siteline/knowledge/testing).' },
          ],
        },
      ],
    },
  },
);
