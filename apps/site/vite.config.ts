import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './vite-precompress';
import { prerender } from './vite-prerender';

// Paths the API server answers; the dev server forwards them to it.
const apiPrefixes = [
  '/dataset',
  '/description',
  '/user',
  '/boards',
  '/admin',
  '/nest',
  '/shop_product',
  '/frequencies',
  '/multiple-responses',
  '/t/',
  '/anova',
  '/chi',
  '/factor',
  '/reliability',
  '/correlation',
  '/linear',
  '/moderation',
  '/mediation',
  '/analysis-history',
  '/openapi.json',
  '/health',
];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The workspace packages are imported through their index files. Their modules do nothing on
 * import except styles (vanilla-extract `.css.ts`, CSS files, the font import), so the rest
 * may be left out when unused: what only a lazy route needs then stays in that route's chunk
 * instead of the first download.
 */
function hasSideEffects(id: string): boolean {
  // The site's catalogues and its server-access modules (api.ts re-exports the others) only
  // declare things: the English catalogue and the analysis wizard's actors stay out of the
  // chunks that do not use them.
  if (
    /\/apps\/site\/src\/(i18n\/[^/]+|app\/(api|apiClient|sessionActors|analysisWizard|analysisCalls))\.ts$/.test(
      id,
    )
  )
    return false;
  if (!/\/packages\/(ui|analysis-forms|api)\/src\//.test(id)) return true;
  // Index files stay: they import the theme, its global styles and the font for their effect.
  return /\.css(\.ts)?($|\?)|vanilla|\/index\.ts$|\/theme\/fonts\.ts$/.test(id);
}

/**
 * The area catalogues (`i18n/community.ts`, `i18n/serviceCentre.ts`…) hold both languages, and
 * `ko.ts` (first download) and `en.ts` (its own chunk) both import them: a module shared by two
 * chunks goes to the first with all its exports, so English came with the Korean entry. Imported
 * from `ko.ts` or `en.ts` (or the store and shop namespaces' `storeKo.ts`, `shopKo.ts`…, or the
 * analysis forms' `i18n/ko.ts`, `i18n/en.ts`, `i18n/accountFormsKo.ts`…), an area catalogue here becomes a module of
 * that language (`?catalogue=ko|en`), and each copy keeps only the language its importer uses.
 */
const catalogueImporters = [
  /\/apps\/site\/src\/i18n\/(?:store|shop)?(ko|en|Ko|En)\.ts$/,
  /\/packages\/analysis-forms\/src\/i18n\/(?:accountForms)?(ko|en|Ko|En)\.ts$/,
];
function cataloguePerLanguage(): Plugin {
  return {
    name: 'tonggye:catalogue-per-language',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const language = catalogueImporters
        .map((importerPattern) => importerPattern.exec(importer ?? '')?.[1])
        .find(Boolean)
        ?.toLowerCase();
      if (!language || !(source.startsWith('./') || source.startsWith('../'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: `${resolved.id}?catalogue=${language}` };
    },
  };
}

/**
 * The analysis forms' catalogue of one language in one chunk (with the site's module that
 * hands it to the loader): the sign-in page and the analysis screens load only the reader's
 * language, not both.
 */
function analysisCatalogueGroup(language: 'ko' | 'en') {
  const Language = language === 'ko' ? 'Ko' : 'En';
  return {
    name: `analysis-catalogue-${language}`,
    test: new RegExp(
      `/apps/site/src/i18n/analysis${Language}\\.ts$|/packages/analysis-forms/src/(i18n/${language}\\.ts|(i18n/analyses/[^/]+|store/catalogue)\\.ts\\?catalogue=${language})$`,
    ),
    includeDependenciesRecursively: false,
  };
}

/**
 * The account forms' catalogue of one language in one chunk of its own (a few kB): the sign-in
 * page and the pages that only say why a call failed load it without the analyses' words.
 */
function accountFormsCatalogueGroup(language: 'ko' | 'en') {
  const Language = language === 'ko' ? 'Ko' : 'En';
  return {
    name: `account-forms-catalogue-${language}`,
    test: new RegExp(
      `/apps/site/src/i18n/accountForms${Language}\\.ts$|/packages/analysis-forms/src/(i18n/accountForms${Language}\\.ts|accounts/catalogue\\.ts\\?catalogue=${language})$`,
    ),
    includeDependenciesRecursively: false,
  };
}

/**
 * The upload step's catalogue of one language in one chunk of its own (a few kB): an analysis
 * page first shows its upload step, which loads these words without the analyses' catalogue.
 */
function wizardIntroCatalogueGroup(language: 'ko' | 'en') {
  const Language = language === 'ko' ? 'Ko' : 'En';
  return {
    name: `wizard-intro-catalogue-${language}`,
    test: new RegExp(`/(apps/site|packages/analysis-forms)/src/i18n/wizardIntro${Language}\\.ts$`),
    includeDependenciesRecursively: false,
  };
}

export default defineConfig({
  plugins: [cataloguePerLanguage(), vanillaExtractPlugin(), react(), precompress(), prerender()],
  define: {
    // The envelope key must be the same for the site build and the server (ARCHITECTURE.md).
    __ENVELOPE_KEY__: JSON.stringify(process.env.ENVELOPE_KEY ?? ''),
    // Country look-up for the landing language (ARCHITECTURE.md); empty turns it off.
    __IPINFO_URL__: JSON.stringify(process.env.IPINFO_URL ?? 'https://ipinfo.io/json'),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  // The manifest lets `pnpm bench:site` size each route's initial JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        codeSplitting: {
          groups: [
            analysisCatalogueGroup('ko'),
            analysisCatalogueGroup('en'),
            accountFormsCatalogueGroup('ko'),
            accountFormsCatalogueGroup('en'),
            wizardIntroCatalogueGroup('ko'),
            wizardIntroCatalogueGroup('en'),
            {
              // zod's chained API (and the JSON Schema export it carries) apart from zod's
              // core: the sign-in page's forms and calls are written with `zod/mini` and load
              // only the core; the screens written with the chained API load both.
              name: 'zod-classic',
              test: /\/zod\/v4\/(classic\/|locales\/|core\/(to-json-schema|json-schema-processors)\.js$)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod-core',
              test: /\/zod\/v4\/core\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
