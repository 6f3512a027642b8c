import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const focusedTests = { selector: "CallExpression[callee.property.name='only']", message: 'no focused tests' };
/** Money is never a JS float (DESIGN): `Math.round(x * 100)` turns a float into cents. Parse the text with core's `centsOfInput`. */
const floatCents = ['right', 'left'].map((side) => ({
  selector: `CallExpression[callee.object.name='Math'][callee.property.name='round'] BinaryExpression[operator='*'][${side}.value=100]`,
  message:
    "money is never a float: send the typed text and read it with core's centsOfInput / moneyField (a percentage may say so in an eslint-disable comment)",
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', focusedTests],
      // Prettier wraps code at 120; what it cannot wrap (strings, template literals, comments, JSX text) is wrapped by
      // hand, within 160. Core ESLint's max-len is deprecated but still works (@stylistic is not installed).
      'max-len': ['error', { code: 160, ignoreUrls: true }],
    },
  },
  // Generated from the OpenAPI document.
  { files: ['apps/web/src/api/schema.d.ts'], rules: { 'max-len': 'off' } },
  {
    // The code that handles money, its browser tests included; the CAM package (geometry) and the benches
    // (measurements) round ratios, not money.
    files: ['apps/server/**', 'apps/web/**', 'packages/core/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', focusedTests, ...floatCents] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // The page shells render the registry's lazy page, which this rule takes for a component made while rendering:
      // pageComponent hands out one per segment for the app's lifetime (and the preloaded one when its code came first).
      'react-hooks/static-components': 'off',
    },
  },
);
