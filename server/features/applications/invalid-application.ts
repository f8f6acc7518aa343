import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { joinValidationErrors } from '../../../common/messages/shared';
import { AppError } from '../../lib/app-error';

/**
 * 400 INVALID_APPLICATION naming every broken rule: the message is their messages joined with
 * '. ' (as the wizard's 'Validation Error' toast shows them), `field` the first field, and
 * details.problems each field with its message.
 */
export function invalidApplication(error: { validation: FastifySchemaValidationError[] }) {
  const problems = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').split('/')[0] || null,
    message: issue.message ?? 'Invalid value',
  }));
  const [first] = problems;
  return AppError.badRequest(
    'INVALID_APPLICATION',
    joinValidationErrors([...new Set(problems.map((p) => p.message))]),
    { ...(first?.field ? { field: first.field } : {}), problems },
  );
}
