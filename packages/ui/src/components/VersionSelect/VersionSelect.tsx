import { formatDotDate } from '../../format/koreanDate';
import { Select } from '../Select';

/** One entry of the server's version list (terms of service, subscription terms, privacy policy). */
export interface VersionItem {
  version: string | number;
  /** When this version was published: ISO date or date-time. */
  created_at: string;
}

/** 'v{version} YYYY.MM.DD', as the spec shows version list items. */
export function versionLabel(item: VersionItem): string {
  return `v${item.version} ${formatDotDate(item.created_at)}`;
}

const versionCollator = new Intl.Collator('en', { numeric: true });

/** Newest first: by publication time, then by version number ('1.10' after '1.9'). */
export function sortVersionsNewestFirst(items: readonly VersionItem[]): VersionItem[] {
  return [...items].sort((a, b) => {
    const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
    if (byTime) return byTime;
    return versionCollator.compare(String(b.version), String(a.version));
  });
}

export interface VersionSelectProps {
  /** e.g. '이용약관 버전' — the kit holds no app copy. */
  label: string;
  items: readonly VersionItem[];
  /** The chosen version, as a string ('3' for version 3). */
  value: string;
  onChange: (version: string) => void;
  description?: string;
  id?: string;
  name?: string;
}

/** Chooses which published version of a policy to read; a controlled native select. */
export function VersionSelect({ items, ...props }: VersionSelectProps) {
  const options = sortVersionsNewestFirst(items).map((item) => ({
    value: String(item.version),
    label: versionLabel(item),
  }));
  return <Select {...props} options={options} />;
}
