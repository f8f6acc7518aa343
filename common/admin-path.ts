import { pathWithoutLocale } from './i18n/locales';

/**
 * Whether a path is the admin panel's, in either language (/admin, /es/admin, /admin/…): the
 * pages whose Spanish words include the admin's (decision 062). Its own module, so the entry that
 * asks it carries no route table.
 */
export function isAdminPath(localizedPath: string): boolean {
  return /^\/admin(\/|$)/.test(pathWithoutLocale(localizedPath));
}
