import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import {
  isOtherCategory,
  type SuggestBusinessBody,
  type SuggestBusinessResponse,
  suggestionProblems,
} from '../../../common/contracts/suggestions';
import { formatAccommodationsText } from '../../../common/domain/accommodations-text';
import { joinValidationErrors } from '../../../common/messages/shared';
import { DEFAULT_LOCATION } from '../../../common/messages/suggest';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Stores a visitor's nomination as the spec's "Suggested provider": a pending listing, not
 * verified, without reviews or contact e-mail, which search leaves out until the team has looked
 * at it. Every rule is checked again here; a refusal carries the spec's messages joined with '. '
 * and names the first field (docs/decisions/010-business-suggestions.md).
 */
export async function suggestBusiness(
  db: Db,
  body: SuggestBusinessBody,
): Promise<SuggestBusinessResponse> {
  const problems = suggestionProblems(body);
  const [first] = problems;
  if (first) {
    throw AppError.badRequest(
      'INVALID_SUGGESTION',
      joinValidationErrors(problems.map((p) => p.message)),
      { field: first.field, problems },
    );
  }

  /* Catalogue order, whatever order the boxes were ticked in. */
  const accommodations = ALL_ACCOMMODATIONS.filter((item) => body.accommodations.includes(item));
  const [row] = await db
    .insert(providers)
    .values({
      name: body.name.trim(),
      category: isOtherCategory(body.category) ? body.customCategory.trim() : body.category.trim(),
      location: body.address.trim() || DEFAULT_LOCATION,
      zip_code: body.zipCode.trim(),
      contact_phone: body.phone.trim() || null,
      contact_email: null,
      website: body.website.trim() || null,
      accommodations: formatAccommodationsText(accommodations, body.customAccommodation),
      business_hours: null,
      family_feedback: null,
      review_count: 0,
      accommodation_status: 'pending',
      verified: false,
    })
    .returning({ id: providers.id });
  if (!row) throw new Error('insert into providers returned no row');
  return { id: row.id, status: 'pending' };
}
