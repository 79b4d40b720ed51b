import { errorStatus, type ErrorCode, type FieldIssue } from '@booth/shared';

/**
 * Domain errors: services throw these (never HTTP errors) so that the same code can run from routes,
 * jobs and scripts. The one error handler in app.ts maps `code` to the status of `errorStatus`.
 */
export class AppError extends Error {
  /**
   * Whether the message may be shown with a 5xx status. The handler hides what 5xx errors say (their
   * details belong in the log); a fixed message written to be shown, such as an outside service's
   * failure, is the exception.
   */
  readonly showsMessage: boolean = false;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, fields?: FieldIssue[]) {
    super('CONFLICT', message, fields);
  }
}

export class Invalid extends AppError {
  constructor(message: string, fields?: FieldIssue[]) {
    super('VALIDATION', message, fields);
  }
}

export class PlanRequired extends AppError {
  constructor(message = 'Your plan does not include this feature') {
    super('PLAN_REQUIRED', message);
  }
}

export class Unauthenticated extends AppError {
  constructor(message = 'Sign in required') {
    super('UNAUTHENTICATED', message);
  }
}

export class InvalidCredentials extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS', 'E-mail address or password is wrong');
  }
}

export class AccountNotActivated extends AppError {
  constructor() {
    super('ACCOUNT_NOT_ACTIVATED', 'The account is not activated yet; use the link in the activation e-mail');
  }
}

export class InvalidToken extends AppError {
  constructor() {
    super('INVALID_TOKEN', 'The link is invalid, expired or already used');
  }
}

/** Too many attempts (requests, sign-ins) for now; the answer carries Retry-After with the seconds to wait. */
export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests; try again in ${retryAfterSeconds} s`,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * An AI service (the prompt enhancer, an image provider) failed or did not answer in time (502). The
 * message is a fixed text of the studio (platform §8, e.g. "Failed to enhance prompts"), never what
 * the provider said, so it is shown despite the 5xx status.
 */
export class AiProviderUnavailable extends AppError {
  override readonly showsMessage = true;

  constructor(message: string) {
    super('AI_PROVIDER_ERROR', message);
  }
}
