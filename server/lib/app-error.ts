import { SERVER_ERROR_MESSAGES } from '../../common/messages/server-errors';

/**
 * The one error type of the server. `code` is stable and machine-readable (the web client maps it
 * to the spec's wording); `message` is a user-safe sentence; `status` is the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(code: string, message: string, details?: Record<string, unknown>) {
    return new AppError(400, code, message, details);
  }
  static unauthorized(message = SERVER_ERROR_MESSAGES.signInToContinue) {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message = SERVER_ERROR_MESSAGES.noPermission, code = 'FORBIDDEN') {
    return new AppError(403, code, message);
  }
  static notFound(message = SERVER_ERROR_MESSAGES.notFound, code = 'NOT_FOUND') {
    return new AppError(404, code, message);
  }
  static conflict(code: string, message: string) {
    return new AppError(409, code, message);
  }
}
