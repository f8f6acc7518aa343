import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, emptyApplication, loadDraft, saveDraft } from './application-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('the application draft', () => {
  it('keeps the step and the values across a reload, and is gone once cleared', () => {
    const storage = memoryStorage();
    const values = {
      ...emptyApplication(),
      businessName: 'Harbor Light Dental',
      sensoryAccommodations: ['Quiet Waiting Area' as const],
      consentTerms: true,
    };
    saveDraft({ step: 2, values }, storage);
    expect(loadDraft(storage)).toEqual({ step: 2, values });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('drops a draft older than 30 days', () => {
    const storage = memoryStorage();
    const savedAt = Date.UTC(2025, 0, 1);
    saveDraft({ step: 3, values: emptyApplication() }, storage, savedAt);
    expect(loadDraft(storage, savedAt + 29 * 86_400_000)).not.toBeNull();
    expect(loadDraft(storage, savedAt + 31 * 86_400_000)).toBeNull();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores what is not a draft, and keeps only known values of the right kind', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: Date.now(),
        step: 9,
        values: {
          businessName: 42,
          email: 'owner@example.com',
          consentTerms: 'yes',
          locationCountCategory: '100 locations',
          sensoryAccommodations: ['Free Candy', 'Sensory-Friendly Hours', 'Quiet Waiting Area'],
          file: { name: 'license.pdf' },
        },
      }),
    );
    expect(loadDraft(storage)).toEqual({
      step: 1,
      values: {
        ...emptyApplication(),
        email: 'owner@example.com',
        sensoryAccommodations: ['Quiet Waiting Area', 'Sensory-Friendly Hours'],
      },
    });
  });
});
