import type { CampaignReport, Language } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import type { WorkbookName } from '../excel/workbook-reply';
import { presentCampaignSummary } from './campaign-presenter';
import { campaignWorkbook, hoursOf } from './campaign-sheet';
import type { CampaignsService } from './campaigns.service';
import type { ScreenPlaysRepository } from './screen-plays.repository';

/** What the screens reported playing of a campaign of the caller's subtree, on screen and as a workbook. */
export class CampaignReportService {
  constructor(
    private readonly campaigns: Pick<CampaignsService, 'found'>,
    private readonly plays: ScreenPlaysRepository,
    private readonly now: () => number,
  ) {}

  async report(caller: Caller, id: number): Promise<CampaignReport> {
    const campaign = await this.campaigns.found(caller, id);
    return this.reportOf(campaign.id, campaign.utcOffset);
  }

  async workbook(caller: Caller, id: number, lang: Language): Promise<WorkbookName & { buffer: Buffer }> {
    const campaign = await this.campaigns.found(caller, id);
    const report = await this.reportOf(campaign.id, campaign.utcOffset);
    return campaignWorkbook(presentCampaignSummary(campaign, this.now()), report, lang);
  }

  private async reportOf(id: number, utcOffset: number): Promise<CampaignReport> {
    const { seconds, ...report } = await this.plays.report(id, utcOffset);
    return { ...report, hours: hoursOf(seconds) };
  }
}
