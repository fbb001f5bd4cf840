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

/**
 * The server's modules and what each may import (design.md §3 layout). The map is the boundary: a module imports only
 * the modules it lists, and the map itself must have no cycle (checked below), so module cycles cannot come back.
 * A new module adds its line here; tests and fuzz entries may reach across modules.
 */
const serverModuleDeps = {
  settings: [],
  'admin-mail': ['settings'],
  courses: [],
  handicap: ['courses'],
  live: [],
  players: ['tournaments'],
  system: [],
  'admin-tools': ['players'],
  scores: ['courses', 'live'],
  tournaments: ['courses', 'handicap', 'live', 'settings'],
  'personal-games': ['courses', 'handicap', 'live', 'players', 'scores'],
  standings: ['live', 'scores', 'tournaments'],
  matches: ['live', 'scores', 'settings', 'tournaments'],
  prizes: ['live', 'tournaments'],
  leagues: ['categories', 'live', 'matches', 'scores', 'standings', 'tournaments'],
  'admin-tournaments': ['categories', 'live', 'prizes', 'scores', 'settings', 'tournaments'],
  'admin-groups': ['courses', 'live', 'scores', 'settings', 'tournaments'],
  'admin-courses': ['courses', 'tournaments'],
  'admin-players': ['admin-tools', 'admin-tournaments', 'courses', 'players', 'tournaments'],
  accounts: ['admin-players', 'courses', 'personal-games', 'players', 'settings'],
  invitations: ['accounts', 'admin-players', 'admin-tools'],
  import: ['leagues'],
  categories: ['live', 'scores', 'standings', 'tournaments'],
  papers: ['categories', 'leagues', 'matches', 'prizes', 'scores', 'settings', 'standings'],
  public: ['categories', 'leagues', 'live', 'matches', 'prizes', 'settings', 'standings'],
};

const modulesDir = new URL('./src/server/modules/', import.meta.url);
const serverModules = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
for (const name of serverModules) {
  if (!(name in serverModuleDeps)) {
    throw new Error(`eslint.config.js: el módulo del servidor '${name}' no está en serverModuleDeps`);
  }
}
/** Depth-first search over the allowed imports: a cycle in the map would let a module cycle through the lint. */
function assertAcyclic(deps) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      throw new Error(`eslint.config.js: ciclo entre módulos del servidor: ${[...trail, name].join(' → ')}`);
    }
    state.set(name, 'open');
    for (const dep of deps[name] ?? []) visit(dep, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(deps)) visit(name, []);
}
assertAcyclic(serverModuleDeps);

const serverModuleRules = (name) => {
  const allowed = [name, ...serverModuleDeps[name]].join('|'); // module names are [a-z-]: nothing to escape
  return {
    files: [`src/server/modules/${name}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.fuzz.ts', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/server/modules/(?!(${allowed})/)`,
              message: `El módulo '${name}' solo importa ${serverModuleDeps[name].join(', ') || 'ningún otro módulo'} (serverModuleDeps en eslint.config.js): sin ciclos entre módulos.`,
            },
            {
              regex: '^\\.\\./',
              message: 'Dentro de un módulo, importa otro módulo con el alias @/server/modules/….',
            },
            { regex: '^@/web(/|$)', message: 'El servidor no importa la web.' },
          ],
        },
      ],
    },
  };
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
  ...serverModules.map(serverModuleRules),
  {
    // The layers under the modules (lib, db schema and migrations, config) never reach up into them.
    files: ['src/server/lib/**/*.ts', 'src/server/db/**/*.ts'],
    ignores: ['src/server/db/seed/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/server/modules(/|$)',
              message: 'lib/ y db/ están debajo de los módulos: no los importan.',
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
