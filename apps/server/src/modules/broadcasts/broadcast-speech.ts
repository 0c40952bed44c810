import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BroadcastLang } from '@lamplighter/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../platform/errors';

/** espeak-ng's voices: Mandarin, American English. */
const VOICES: Record<BroadcastLang, string> = { zh: 'cmn', en: 'en-us' };
/** 500 characters take espeak-ng well under a second; past this it is stuck, and killed. */
const SPEECH_TIMEOUT_MS = 30_000;

/**
 * Speech of text by espeak-ng, a synthetic voice: run with its arguments (never through a shell),
 * the text on its standard input, so that nothing in it is read as an option; the WAV goes to a
 * temporary file that is removed once used. Without espeak-ng the call answers 503
 * `broadcast.ttsUnavailable`; when it fails or takes too long, 503 `broadcast.ttsFailed`.
 */
export class SpeechSynthesizer {
  constructor(
    private readonly espeakPath: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async withSpeech<T>(text: string, lang: BroadcastLang, use: (wavFile: string) => Promise<T>): Promise<T> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lamplighter-speech-'));
    try {
      const file = path.join(dir, 'speech.wav');
      await this.speak(text, lang, file);
      return await use(file);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private speak(text: string, lang: BroadcastLang, file: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const espeak = spawn(this.espeakPath, ['-v', VOICES[lang], '-w', file, '--stdin'], {
        stdio: ['pipe', 'ignore', 'pipe'],
      });
      let refusal: Error | undefined;
      let said = '';
      const timer = setTimeout(() => {
        refusal ??= fail.unavailable('broadcast.ttsFailed');
        espeak.kill('SIGKILL');
      }, SPEECH_TIMEOUT_MS);
      espeak.stderr.on('data', (chunk: Buffer) => {
        said = (said + chunk.toString('utf8')).slice(-300);
      });
      espeak.on('error', (error: NodeJS.ErrnoException) => {
        refusal ??= fail.unavailable(
          error.code === 'ENOENT' ? 'broadcast.ttsUnavailable' : 'broadcast.ttsFailed',
        );
      });
      espeak.on('close', (code) => {
        clearTimeout(timer);
        if (!refusal && code === 0) {
          resolve();
          return;
        }
        this.log.warn({ code, espeak: said }, 'text to speech failed');
        reject(refusal ?? fail.unavailable('broadcast.ttsFailed'));
      });
      // A program that is missing or died early closes its input: that is told by 'error' and 'close'.
      espeak.stdin.on('error', () => undefined);
      espeak.stdin.end(text, 'utf8');
    });
  }
}
