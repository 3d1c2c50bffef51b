export { AppShell, isCurrent } from './AppShell';
export type { AppShellProps, ShellLink, RenderLinkProps } from './AppShell';
