/** An error the app raises itself (not from the API), with a code shown on the error page. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: string;
  readonly status: number;

  constructor(code: string, status = 500, message = code) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export const ERR_REDIRECT = 'ERR_REDIRECT';
