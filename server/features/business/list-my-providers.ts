import type { BusinessProvider } from '../../../common/contracts/business';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import {
  managedProviderRows,
  requireBusinessAdmin,
  toBusinessProvider,
} from './business-providers';

/**
 * The provider dashboard's data: 403 NOT_BUSINESS_ADMIN ('Access Denied') without the role, an
 * empty list ('No Provider Account Found') when no business is linked to the user.
 */
export async function listMyProviders(db: Db, user: SessionUser): Promise<BusinessProvider[]> {
  await requireBusinessAdmin(db, user);
  return (await managedProviderRows(db, user)).map(toBusinessProvider);
}
