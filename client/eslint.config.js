// ESLint (flat config). Besides the recommended JS and TypeScript rules it
// enforces the client's layering (DESIGN.md §3): app → features → shared.
// A feature never imports another feature (what two features share moves to
// components/ or lib/), and shared code never imports a feature or the app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const layering = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature: move what they share to components/ or lib/.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'features must not import the app shell (app/ composes features, not the other way round).',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'shared code (components/, lib/) must not import features or the app shell.',
  },
];

export default tseslint.config(
  // Build output and generated code are not ours to lint.
  { ignores: ['dist/**', 'dist-playground/**', 'src/gql/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layering }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  { files: ['*.{js,ts}', 'scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
);
