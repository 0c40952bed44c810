import {
  CAMERA_PTZ_TTL_SECONDS,
  CAMERA_PTZ_WAIT_SECONDS,
  type CameraPtzAnswer,
  type CameraPtzBody,
  commandAnswer,
  PLATFORM_COMMAND_ERRORS,
  type PtzPosition,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { failureDetail } from '../audit/audited';
import type { CommandsModule } from '../commands/commands.module';
import type { CamerasRepository } from './cameras.repository';

/** Where the camera says it points, when its answer says so. */
function positionOf(answer: unknown): PtzPosition | null {
  const parsed = commandAnswer.safeParse(answer);
  return parsed.success && parsed.data.ok ? (parsed.data.position ?? null) : null;
}

/**
 * A PTZ camera turned or zoomed a step from the video screens: only a camera of the caller's
 * subtree whose settings say it has PTZ. The step goes as the command `ptz` (recorded and audited
 * as every command is) with a short expiry and never queued: a step is worth something only while
 * someone watches. The call waits a few seconds for the camera's answer, to show where it points.
 */
export class CameraPtzService {
  constructor(
    private readonly repository: CamerasRepository,
    private readonly sendAndWait: CommandsModule['sendAndWait'],
    private readonly audit: AuditService,
  ) {}

  async step(caller: Caller, body: CameraPtzBody, actor: Actor): Promise<CameraPtzAnswer> {
    const code = await this.ptzCamera(caller, body.id, actor);
    const { result, device } = await this.sendAndWait(
      caller,
      {
        method: 'ptz',
        params: { move: body.move, step: body.step },
        devicecodes: [code],
        waitoffline: false,
        ttl: CAMERA_PTZ_TTL_SECONDS,
      },
      actor,
      CAMERA_PTZ_WAIT_SECONDS * 1000,
    );
    // Deleted between the check and the send.
    if (!device) throw fail.notFound('camera');
    if (device.state === 'failed') {
      if (device.error === PLATFORM_COMMAND_ERRORS.offline) throw fail.conflict('camera.ptzOffline');
      throw fail.conflict('camera.ptzRefused', { reason: device.error });
    }
    return { commandid: result.commandid, state: device.state, position: positionOf(device.answer) };
  }

  /**
   * The number of a PTZ camera of the caller's subtree. Refused here, the step is audited under
   * its own action; once sent, the command service audits it as the command it is.
   */
  private async ptzCamera(caller: Caller, id: number, actor: Actor): Promise<string> {
    try {
      const camera = await this.repository.ptzOf(caller, id);
      if (!camera) throw fail.notFound('camera');
      if (!camera.ptz) throw fail.conflict('camera.noPtz');
      return camera.code;
    } catch (error) {
      await this.audit.record(actor, {
        action: 'camera.ptz',
        targetType: 'camera',
        targetId: id,
        result: 'failure',
        detail: failureDetail(error),
      });
      throw error;
    }
  }
}
