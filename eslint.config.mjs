import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', 'build-hosted/', '.docusaurus/', 'node_modules/', 'docs/api/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      // Prettier (npm run lint) formats to 120 columns; this catches what it cannot break: comments and strings.
      'max-len': ['error', {code: 120, ignoreUrls: true, ignoreRegExpLiterals: true}],
    },
  },
  {
    // Data: pages and queries the tests read, kept one record per line.
    files: ['tests/fixtures/**'],
    rules: {'max-len': 'off'},
  },
  {
    // Plain CommonJS modules that stand in for packages inside bundles.
    files: ['**/*.js'],
    languageOptions: {sourceType: 'commonjs', globals: globals.commonjs},
  },
);
