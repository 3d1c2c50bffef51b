export { AppShell, currentEntry, isCurrent } from './AppShell';
export type { AppShellProps, ShellLink, RenderLinkProps } from './AppShell';
