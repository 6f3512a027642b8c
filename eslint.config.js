import js from '@eslint/js';
import globals from 'globals';
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
    },
  },
  {
    // The code that handles money, its browser tests included; the CAM package (geometry) and the benches
    // (measurements) round ratios, not money.
    files: ['apps/server/**', 'apps/web/**', 'packages/core/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', focusedTests, ...floatCents] },
  },
);
