import { jobCatalog, type JobCatalog } from '@/job-catalog.ts';
import { createAccountJobs } from '@/modules/account/account-deletion.jobs.ts';
import { createAiBudgetMailJobs } from '@/modules/ai-filters/ai-budget-mail.ts';
import { createAiExecuteJobs } from '@/modules/ai-filters/ai-execute.job.ts';
import { createAiExecutionsService, type AiExecutionsService } from '@/modules/ai-filters/ai-executions.service.ts';
import { completeThumbnail } from '@/modules/ai-filters/ai-filter-thumbnail.ts';
import { completeShootAi } from '@/modules/shoots/shoot-ai.ts';
import type { AiProviders } from '@/platform/ai/ai-provider.ts';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { AccountBillingStop } from '@/modules/billing/account-billing-stop.ts';
import { createAssetJobs } from '@/modules/assets/assets.jobs.ts';
import { createDeletionJobs } from '@/modules/deletion/deletion.jobs.ts';
import { createMailJobs } from '@/modules/mail/mail.jobs.ts';
import { createMfaMailJobs } from '@/modules/mfa/mfa-mail.ts';
import { createMosaicJobs } from '@/modules/mosaic/mosaic-sync.job.ts';
import { createPlanJobs } from '@/modules/plans/plans.jobs.ts';
import { createShootJobs } from '@/modules/shoots/shoots.jobs.ts';
import { createPrintSheets } from '@/modules/print-layouts/print-sheets.ts';
import { createPrintSender, type PostcardSender, type PrintSender } from '@/modules/printing/print-sender.ts';
import { printTimings } from '@/modules/printing/print-timings.ts';
import { createPrintingJobs } from '@/modules/printing/printing.jobs.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { createJobRegistry, type JobRegistry } from '@/platform/jobs/registry.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';

/** Every module's job handlers in one registry; throws at startup if a job has none or two. */
// `now`: the clock of the jobs that read it (tests move it); real time otherwise.
// `jobs`: handlers that queue work again (a shoot waiting for room on a full disk); scripts may leave it out.
// `print`: what this process's print sender needs (the sheets' public address, the postcard provider); scripts may leave it out.
// `aiProviders`: this process's AI providers (config.ai), with `publicUrl` for the links of the budget mails; scripts may leave them out.
export function createJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  media: MediaGateway;
  tmpDir: string;
  bus: MessageBus;
  billing: AccountBillingStop;
  now?: () => Date;
  jobs?: JobQueue;
  print?: { publicUrl: string; postcards: PostcardSender; log: Logger };
  aiProviders?: AiProviders;
  publicUrl?: string;
  log?: Logger;
}): JobRegistry<JobCatalog> {
  const sender = printSenderOf(deps);
  // Shoot processing starts guests' AI pictures through the same engine as the studio.
  const aiEngine = aiEngineOf(deps);
  return createJobRegistry(jobCatalog, [
    ...createMailJobs(deps),
    ...createAssetJobs(deps),
    ...createShootJobs({ ...deps, ai: aiEngine }),
    ...createDeletionJobs(deps),
    ...createMfaMailJobs(deps),
    ...createPlanJobs(deps),
    ...createAccountJobs(deps),
    ...createPrintingJobs({ sender }),
    ...aiExecuteJobsOf(deps, aiEngine),
    ...createAiBudgetMailJobs(deps),
    ...createMosaicJobs({ db: deps.db, files: deps.files, media: deps.media, bus: deps.bus, jobs: deps.jobs, now: deps.now ?? (() => new Date()) }),
  ]);
}

function aiEngineOf(deps: Parameters<typeof createJobHandlers>[0]): AiExecutionsService | undefined {
  const { aiProviders, jobs, publicUrl, log } = deps;
  if (!aiProviders || !jobs || publicUrl === undefined || !log) return undefined;
  const now = deps.now ?? (() => new Date());
  return createAiExecutionsService({ db: deps.db, files: deps.files, media: deps.media, jobs, providers: aiProviders, now, log: log.child({ module: 'ai' }), tmpDir: deps.tmpDir, publicUrl });
}

/** `ai_execute` with the completion hooks of each purpose: the guest's picture, the filter's thumbnail. */
function aiExecuteJobsOf(deps: Parameters<typeof createJobHandlers>[0], engine: AiExecutionsService | undefined): JobRegistration[] {
  const { aiProviders, log } = deps;
  if (!aiProviders || !log) {
    return [
      defineJob('ai_execute', () => {
        // A real fault: the queue keeps the job and a process with the AI providers takes it.
        throw new Error('this process was started without the AI providers');
      }),
    ];
  }
  const now = deps.now ?? (() => new Date());
  const hookDeps = { db: deps.db, files: deps.files, media: deps.media, tmpDir: deps.tmpDir, bus: deps.bus, now, log: log.child({ module: 'ai' }) };
  return createAiExecuteJobs({
    ...hookDeps,
    providers: aiProviders,
    onFinished: {
      shoot: async (execution) => void (await completeShootAi({ ...hookDeps, ai: engine }, execution)),
      thumbnail: (execution) => completeThumbnail(hookDeps, execution),
    },
  });
}

function printSenderOf(deps: Parameters<typeof createJobHandlers>[0]): PrintSender {
  const { print } = deps;
  if (!print) {
    return {
      send() {
        // A real fault: the queue keeps the job and a process that can print takes it.
        throw new Error('this process was started without printing (no postcard provider or public address)');
      },
    };
  }
  const now = deps.now ?? (() => new Date());
  return createPrintSender({
    db: deps.db,
    now,
    sheets: createPrintSheets({ db: deps.db, files: deps.files, publicUrl: print.publicUrl, now }),
    postcards: print.postcards,
    timings: printTimings,
    log: print.log,
  });
}
