/**
 * The id of the data block in which a signed-in visitor's page carries its first view's API
 * answers (server/plugins/first-view-data.ts writes it, web/src/app/first-page.ts reads it;
 * decision 048). Alone in its module: the entry imports it without the page tables.
 */
export const FIRST_VIEW_DATA_ID = 'first-view-data';
