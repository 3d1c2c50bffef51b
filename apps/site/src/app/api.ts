/**
 * The site's server access, one module per concern so each chunk takes only what it uses
 * (the build treats these modules as free of side effects, see vite.config.ts): the shared
 * client, the session machine's actors (entry chunk) and the analysis wizard's actors (the
 * analysis route's chunk).
 */
export { apiClient } from './apiClient';
export { createSiteSessionMachine, MEMBER_LEVEL } from './sessionActors';
export { createAnalysisWizard, type AnalysisWizardOptions } from './analysisWizard';
