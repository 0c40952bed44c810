import type { Terminal, TerminalListQuery } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { presentTerminal } from './terminal-presenter';
import type { TerminalsRepository } from './terminals.repository';

/** The broadcast list: the caller's broadcast terminals, each with what it reported and played last. */
export class TerminalsService {
  constructor(private readonly repository: TerminalsRepository) {}

  async list(caller: Caller, query: TerminalListQuery): Promise<{ list: Terminal[]; total: number }> {
    const { rows, total } = await this.repository.list(caller, query);
    return { list: rows.map(presentTerminal), total };
  }
}
