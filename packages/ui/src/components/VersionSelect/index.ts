export { VersionSelect, versionLabel, sortVersionsNewestFirst } from './VersionSelect';
export type { VersionSelectProps, VersionItem } from './VersionSelect';
