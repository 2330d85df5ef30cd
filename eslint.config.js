import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist.tmp-*/**', '**/dist.old-*/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Function modules follow the Web-standard contract: `export default (request) => Response`.
    files: ['**/functions/**/index.ts', 'eslint.config.js', '**/vitest.config.ts', '**/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
