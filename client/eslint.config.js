// ESLint (flat config). Besides the recommended JS and TypeScript rules it
// enforces the client's layering (DESIGN.md §3): app → features → shared.
// A feature never imports another feature (what two features share moves to
// components/ or lib/), and shared code never imports a feature or the app.
// The admin area is one feature in parts (features/admin/<part>/) layered the
// same way: a part never imports another part, nor the area's entry (index.ts)
// and layout; what parts share lives in admin/shared/, which imports no part.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const admin = './src/features/admin';
const adminParts = subfolders('./src/features/admin/').filter((name) => name !== 'shared');

const features = subfolders('./src/features/');

const layering = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature: move what they share to components/ or lib/.`,
  })),
  ...adminParts.map((part) => ({
    target: `${admin}/${part}`,
    from: admin,
    except: [`./${part}`, './shared'],
    message: `admin/${part} must not import another part of the admin area, nor its entry or layout: move what they share to admin/shared/.`,
  })),
  {
    target: `${admin}/shared`,
    from: admin,
    except: ['./shared'],
    message: 'admin/shared must not import a part of the admin area, nor its entry or layout.',
  },
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
      // import/no-cycle parses the modules an import leads to: without this it
      // cannot read TypeScript and silently finds no cycle at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // ...and without this it parses every package module reachable from ours
      // (a minute here: lucide-react alone ships ~4,800 files), although no cycle
      // through a package can come back into src/.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layering }],
      // Two modules that import each other are one module in two files (and an
      // initialisation-order trap for the bundler): split out what both need.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    // A module is read in one sitting: past 250 lines, split it into named
    // parts. Every line counts, blank and comment ones too, so the limit is
    // the figure `wc -l` and the editor show. Tests, test helpers (src/test/)
    // and generated code (src/gql/, ignored above) are not held to it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  { files: ['*.{js,ts}', 'scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
);
