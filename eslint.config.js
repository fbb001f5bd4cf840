// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./src/web/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverFromWeb = {
  regex: '^@/server(/|$)',
  allowTypeImports: true,
  message: 'La web solo importa tipos del servidor (import type).',
};
const relativeEscape = {
  regex: '^\\.\\./\\.\\./',
  message: 'Usa el alias @/ en lugar de rutas relativas largas.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      '.tmp/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverFromWeb, relativeEscape] }],
      // design.md §4: answers are parsed with their zod schema, never cast through the client's type argument.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='api'] > TSTypeParameterInstantiation > :not(TSUnknownKeyword)",
          message:
            'Lee la respuesta como unknown y pásala por su esquema zod: api.get<unknown>(…) y Z….parse.',
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverFromWeb,
            relativeEscape,
            {
              regex: `^@/web/features/(?!${feature}/)`,
              message: 'Una feature no importa otra: mueve lo común a components/ o lib/, y compón en app/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(server|web)(/|$)', message: 'shared/ es isomórfico: no importa servidor ni web.' },
            {
              regex: '^(node:|react$|react-dom|pg$|drizzle-orm|@electric-sql)',
              message: 'shared/ no usa Node, DOM ni base de datos.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
