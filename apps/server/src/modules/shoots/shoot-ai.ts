import type { AiFailureReason } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import { AiUnavailable } from '@/modules/ai-filters/ai-credits.ts';
import type { AiExecutionsService } from '@/modules/ai-filters/ai-executions.service.ts';
import { findAiFilterById } from '@/modules/ai-filters/ai-filters.repo.ts';
import type { AiExecutionRow, AiFilterRow } from '@/modules/ai-filters/ai-filters.table.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import type { JobResult } from '@/platform/jobs/types.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import { shootAiExecutionId } from './shoot-ai-attempts.ts';
import { renderAiResult } from './shoot-ai-render.ts';
import { findExecution, finishShootAi, type AiOutcome } from './shoot-ai.repo.ts';
import { getForProcessJob, type ShootForProcessing } from './shoot-processing.repo.ts';
import type { ShootAiRecord } from './shoots.table.ts';

/** The execution engine as the shoots module uses it: `start` (purpose shoot) throws AiUnavailable when the AI may not run. */
export type ShootAiEngine = Pick<AiExecutionsService, 'start'>;

export interface ShootAiDeps {
  db: Db;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  /** The live feeds (gallery, moderation) learn of the finished picture; absent in scripts. */
  bus?: MessageBus;
  log: Logger;
  now?: () => Date;
  /** Absent in a process started without the AI engine (scripts): AI pictures then fall back to the photo. */
  ai?: ShootAiEngine;
}

async function announce(deps: Pick<ShootAiDeps, 'bus'>, shoot: Pick<ShootForProcessing, 'id' | 'eventId'>): Promise<void> {
  if (deps.bus) await publishShootChange(deps.bus, { eventId: shoot.eventId, shootIds: [shoot.id] });
}

/** A fresh AI record: attempt 0 waiting for its execution. */
export function pendingAi(): ShootAiRecord {
  return { state: 'pending', attempt: 0, failure: null, executionId: null, provider: null, pin: null, credits: 0 };
}

function clock(deps: Pick<ShootAiDeps, 'now'>): Date {
  return (deps.now ?? (() => new Date()))();
}

/** A shoot still processing becomes ready now; one that is ready already (a retry) keeps its times. */
function processedNow(shoot: ShootForProcessing, at: Date): AiOutcome['processed'] {
  return shoot.status === 'processing' ? { processedAt: at, processingTime: Math.max(0, at.getTime() - shoot.createdAt.getTime()) } : undefined;
}

/** The filter a shoot's guest chose, if it still exists and the campaign's owner may still use it. */
async function chosenFilter(db: Db, shoot: ShootForProcessing, event: EventRow): Promise<AiFilterRow | undefined> {
  const filterId = shoot.input.ai?.filterId;
  const filter = filterId ? await findAiFilterById(db, filterId) : undefined;
  return filter && (filter.customerId === event.customerId || filter.isPublic) ? filter : undefined;
}

/** The attempt ends without a result: the shoot keeps (or becomes ready with) the camera picture. */
export async function failShootAi(deps: ShootAiDeps, shoot: ShootForProcessing, record: ShootAiRecord, failure: AiFailureReason, executionId: string | null = null): Promise<void> {
  const at = clock(deps);
  const ai: ShootAiRecord = { ...record, state: 'failed', failure, executionId };
  if (await finishShootAi(deps.db, shoot.id, record, { ai, processed: processedNow(shoot, at), at })) {
    await announce(deps, shoot);
  }
}

/**
 * The budget or the credits are spent: the AI picture becomes a plain photo (kind Photo, its camera
 * picture), with the reason on its AI record so that the booth tells the guest.
 */
async function skipAttempt(deps: ShootAiDeps, shoot: ShootForProcessing, record: ShootAiRecord, reason: 'budget' | 'credits'): Promise<void> {
  const at = clock(deps);
  const ai: ShootAiRecord = { ...record, state: 'skipped', failure: reason };
  if (await finishShootAi(deps.db, shoot.id, record, { ai, kind: 'Photo', processed: processedNow(shoot, at), at })) {
    await announce(deps, shoot);
  }
}

export type AttemptStart = { started: AiExecutionRow } | { ended: 'failed' | 'skipped' };

/**
 * Starts the execution of the shoot's current attempt on its camera picture, unless one runs already.
 * Idempotent: the attempt's execution has an id fixed by shoot and attempt, looked up first (a crash
 * after the start, a second job run), so even two starts racing each other make one execution.
 * A spent budget or spent credits skip the effect; a filter deleted meanwhile or a process without the
 * engine fail it (the guest keeps the camera picture). Other errors are thrown for the caller's retry.
 */
export async function startShootAiAttempt(deps: ShootAiDeps, shoot: ShootForProcessing, event: EventRow, record: ShootAiRecord): Promise<AttemptStart> {
  const executionId = shootAiExecutionId(shoot.id, record.attempt);
  const existing = await findExecution(deps.db, executionId);
  if (existing) return { started: existing };
  const filter = await chosenFilter(deps.db, shoot, event);
  const camera = shoot.renditions.original;
  if (!deps.ai || !filter || !camera) {
    deps.log.warn({ shootId: shoot.id, engine: Boolean(deps.ai), filter: Boolean(filter) }, 'the AI picture cannot be made; the guest gets the camera picture');
    await failShootAi(deps, shoot, record, 'unconfigured', null);
    return { ended: 'failed' };
  }
  try {
    const started = await deps.ai.start({
      // Fixed per shoot and attempt: a start repeated after a crash, or racing another, cannot make a second execution.
      id: executionId,
      customerId: event.customerId,
      filter,
      variant: shoot.input.ai?.variant ?? null,
      eventId: event.id,
      shootId: shoot.id,
      purpose: 'shoot',
      input: { key: camera.path, mimetype: camera.mimetype },
      // Test pictures (a draft's, a test link's) book no credits and count against no budget.
      isTest: shoot.isTest,
    });
    return { started };
  } catch (error) {
    if (error instanceof AiUnavailable) {
      // A provider without its address or key here is a failure of the effect, not a spent budget.
      if (error.reason === 'unconfigured') {
        await failShootAi(deps, shoot, record, 'unconfigured');
        return { ended: 'failed' };
      }
      await skipAttempt(deps, shoot, record, error.reason);
      return { ended: 'skipped' };
    }
    // The filter changed since the upload (it now wants a variant the guest could not pick): no retry mends that.
    if (error instanceof Invalid) {
      deps.log.warn({ err: error, shootId: shoot.id }, 'the AI filter no longer takes this picture; the guest gets the camera picture');
      await failShootAi(deps, shoot, record, 'input');
      return { ended: 'failed' };
    }
    // A start racing ours inserted the same execution id first: that one is this attempt's.
    if (isUniqueViolation(error)) {
      const raced = await findExecution(deps.db, executionId);
      if (raced) return { started: raced };
    }
    throw error;
  }
}

/**
 * Processing's AI step, after the camera picture was stored with a pending record: starts the attempt,
 * or, when its execution exists already (a job run again after a crash), completes the shoot if that
 * execution ended meanwhile (its completion may have been lost with the crash) and otherwise leaves it
 * to the running execution.
 */
export async function continueShootAi(deps: ShootAiDeps, shoot: ShootForProcessing, event: EventRow): Promise<JobResult> {
  const record = shoot.ai;
  if (!record || record.state !== 'pending') return 'skipped';
  const result = await startShootAiAttempt(deps, shoot, event, record);
  if ('ended' in result) return 'success';
  const { started } = result;
  if (started.status === 'succeeded' || started.status === 'failed') return completeShootAi(deps, started);
  return 'success';
}

/**
 * `onFinished.shoot`: the execution engine calls this after every execution of a guest's picture ended.
 * Success: the result is rendered through the photo pipeline (the mode's overlay on top, thumbnails,
 * display widths), the camera picture stays the `original`, and the pin, provider, credits and
 * execution are recorded on the shoot. Failure (timeout, provider, unconfigured, input): the shoot is
 * ready with its camera picture and the reason, and the guest may retry. Idempotent: only the shoot's
 * current attempt, and only while it is pending, changes anything; a result that is not a usable
 * picture fails the attempt like a provider error. Other errors (store, disk) are thrown for a retry.
 */
export async function completeShootAi(deps: ShootAiDeps, execution: AiExecutionRow): Promise<JobResult> {
  if (execution.purpose !== 'shoot' || !execution.shootId) return 'skipped';
  if (execution.status !== 'succeeded' && execution.status !== 'failed') return 'skipped';
  const found = await getForProcessJob(deps.db, execution.shootId);
  const record = found?.shoot.ai;
  if (!found || !record || record.state !== 'pending') return 'skipped';
  const { shoot, event } = found;
  // An earlier attempt's execution (a late duplicate of its completion) changes nothing.
  if (execution.id !== shootAiExecutionId(shoot.id, record.attempt)) return 'skipped';

  if (execution.status === 'failed' || !execution.resultKey) {
    await failShootAi(deps, shoot, record, execution.failure ?? 'provider', execution.id);
    return 'success';
  }
  const rendered = await renderAiResult(deps, { shoot, event, attempt: record.attempt, resultKey: execution.resultKey });
  if (!rendered) {
    await failShootAi(deps, shoot, record, 'provider', execution.id);
    return 'success';
  }
  const at = clock(deps);
  const ai: ShootAiRecord = {
    ...record,
    state: 'succeeded',
    failure: null,
    executionId: execution.id,
    provider: execution.provider,
    pin: execution.pin,
    credits: execution.credits,
  };
  // The camera picture is the picture's original version (campaigns §3 Shoot "overlayed and original").
  const renditions = { ...rendered.renditions, ...(shoot.renditions.original ? { original: shoot.renditions.original } : {}) };
  const changed = await finishShootAi(deps.db, shoot.id, record, { ai, picture: { ...rendered, renditions }, processed: processedNow(shoot, at), at });
  if (changed) await announce(deps, shoot);
  return changed ? 'success' : 'skipped';
}
