// Lint rules that keep the layering honest as the code grows. `npm run lint` runs this and Prettier;
// `npm run check` and CI fail on any finding (warnings included: --max-warnings 0).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import prettier from "eslint-config-prettier";
import globals from "globals";

const features = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature imports no other feature, except that an admin feature may use its public counterpart
// (admin-properties → properties). Shared code goes to components/, hooks/, lib/ or shared/;
// pages and app/ compose features.
const featureZones = features.map((feature) => {
  const publicCounterpart = feature.startsWith("admin-") ? feature.slice("admin-".length) : undefined;
  const allowed = [feature, ...(publicCounterpart && features.includes(publicCounterpart) ? [publicCounterpart] : [])];
  return {
    target: `./client/src/features/${feature}`,
    from: "./client/src/features",
    except: allowed.map((name) => `./${name}`),
    message: `features/${feature} darf keine andere Feature-Mappe importieren (erlaubt: ${allowed.join(", ")}). Gemeinsames gehört nach components/, hooks/, lib/ oder shared/; Seiten setzen Features zusammen.`,
  };
});

const layerZones = [
  {
    target: "./shared",
    from: ["./client", "./server"],
    message: "shared/ wird von Client und Server importiert und importiert selbst nichts aus client/ oder server/.",
  },
  { target: "./client", from: "./server", message: "Der Client importiert keinen Servercode." },
  { target: "./server", from: "./client", message: "Der Server importiert keinen Clientcode." },
  {
    target: "./client/src/features",
    from: ["./client/src/app", "./client/src/pages"],
    message: "Features importieren weder app/ noch pages/ (die setzen Features zusammen, nicht umgekehrt).",
  },
  {
    target: ["./client/src/components", "./client/src/hooks", "./client/src/lib"],
    from: ["./client/src/features", "./client/src/app", "./client/src/pages"],
    message: "components/, hooks/ und lib/ sind für alle da und importieren keine Features, Seiten oder app/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "data/",
      "reports/",
      "node_modules/",
      "migrations/",
      "client/public/",
      "e2e/screenshots/",
      "e2e/artifacts/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `interface User extends PublicUser {}` is how a library's global type is extended.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      eqeqeq: ["error", "smart"],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "process.env liest nur server/config.ts; alle anderen bekommen eine Config.",
        },
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table or a zoomed image is a labelled region that must take keyboard focus
      // (WCAG 2.1.1; axe: scrollable-region-focusable); a carousel (a labelled <section>, so a
      // region) takes the arrow keys.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "tabpanel"], tags: ["section"] }],
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          ...jsxA11y.flatConfigs.recommended.rules["jsx-a11y/no-noninteractive-element-interactions"][1],
          section: ["onKeyDown"],
        },
      ],
      // Radix' Switch is a form control a <label> may wrap.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Switch"], depth: 3 }],
    },
  },
  {
    // The configuration reader itself, and tools that are not the application (test harness,
    // scripts, browser journeys, build configs) read their own settings from the environment.
    files: ["server/config.ts", "server/test/**", "e2e/**", "scripts/**", "*.config.{js,ts}"],
    rules: { "no-restricted-properties": "off" },
  },
  prettier,
);
