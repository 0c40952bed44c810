import { domainKeys } from '../../../shared/api/query-keys';
import type { CampaignFilter } from './campaigns';

const all = [...domainKeys.campaigns];

/** Screen advertising's queries: any write reloads the list, the campaigns read, plans and reports. */
export const campaignKeys = {
  all,
  list: (filter: CampaignFilter) => [...all, 'list', filter],
  detail: (id: number) => [...all, 'detail', id],
  plan: (deviceid: number, day: string) => [...all, 'plan', deviceid, day],
  report: (id: number) => [...all, 'report', id],
  /** The published programs a campaign may book, under the programs' root. */
  programs: (keyword: string) => [...domainKeys.programs, 'published', keyword],
};
