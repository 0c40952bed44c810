import type { CommandAnswer } from '@lamplighter/contract';

/**
 * The answers to the last commands a device ran, by command id: a command that comes again
 * (the platform resends what it saw no answer to) is answered the same way and not run twice,
 * also while the first run is still under way (a screen fetching a program).
 * Bounded, so that a device never grows with the commands it has seen.
 */
export class RecentCommands {
  private readonly answers = new Map<string, CommandAnswer | Promise<CommandAnswer>>();

  constructor(private readonly capacity = 32) {}

  /** The earlier answer to this id, or the answer of running it now. */
  answer(
    id: string,
    run: () => CommandAnswer | Promise<CommandAnswer>,
  ): { answer: CommandAnswer | Promise<CommandAnswer>; repeated: boolean } {
    const earlier = this.answers.get(id);
    if (earlier) return { answer: earlier, repeated: true };
    const answer = run();
    this.answers.set(id, answer);
    if (this.answers.size > this.capacity) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
    return { answer, repeated: false };
  }
}
