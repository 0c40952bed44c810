import type { ProgramDownload } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import type { ProgramDownloadsRepository } from './program-downloads.repository';
import type { ProgramsService } from './programs.service';

/** How far the screens of a publish have come fetching it, for a caller who may see the program. */
export class ProgramDownloads {
  constructor(
    private readonly repository: ProgramDownloadsRepository,
    private readonly programs: Pick<ProgramsService, 'found'>,
  ) {}

  async of(caller: Caller, id: number, commandId: number): Promise<ProgramDownload[]> {
    await this.programs.found(caller, id);
    return this.repository.waiting(id, commandId);
  }
}
