import { DOCUMENT_REQUEST_TYPES, RequestDocumentsBody } from '@common/contracts/verification';
import { ADMIN_MESSAGES } from '@common/messages/admin';
import { ADMIN_MESSAGES as ES_ADMIN_MESSAGES } from '@common/messages/es/admin';
import { describe, expect, it } from 'vitest';
import { documentRequestOptions } from './document-request-options';

/* Decision 062: the dialog sends the contract's English values, whatever language it shows. */
describe('Request Additional Documents options', () => {
  it('English: the labels are the values, the spec list', () => {
    expect(documentRequestOptions().map((o) => o.value)).toEqual([...DOCUMENT_REQUEST_TYPES]);
    expect([...ADMIN_MESSAGES.documentRequestTypes]).toEqual([...DOCUMENT_REQUEST_TYPES]);
    expect(documentRequestOptions().map((o) => o.label)).toEqual([...DOCUMENT_REQUEST_TYPES]);
  });

  it('Spanish page: Spanish labels, the contract values, each accepted by the body schema', async () => {
    Object.assign(globalThis, { document: { documentElement: {} } });
    const { applyPageLocale } = await import('@web/lib/i18n/apply-locale');
    await applyPageLocale('/es/admin');
    const options = documentRequestOptions();
    expect(options.map((o) => o.label)).toEqual([...ES_ADMIN_MESSAGES.documentRequestTypes]);
    expect(options.map((o) => o.value)).toEqual([
      'State-issued professional license',
      'Business registration or EIN letter',
      'Professional certification or accreditation',
      'Insurance certificate',
      'Other (specify in message)',
    ]);
    for (const { value, label } of options) {
      expect(RequestDocumentsBody.safeParse({ documentType: value, message: 'x' }).success).toBe(
        true,
      );
      expect(RequestDocumentsBody.safeParse({ documentType: label, message: 'x' }).success).toBe(
        false,
      );
    }
  });
});
